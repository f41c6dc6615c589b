/**
 * Moves focus to the page's main heading as soon as it shows (a lazily loaded screen shows a
 * loader first; it is awaited for at most ten seconds). A heading that is not focusable gets
 * tabindex="-1"; focused, it is read out by a screen reader.
 * A module of its own, loaded on the first move within the site: the first page load needs none of it.
 */
export function focusMainHeadingOnceShown(): void {
  const focusHeading = () => {
    const heading = document.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    return true;
  };
  if (focusHeading()) return;
  const watch = new MutationObserver(() => focusHeading() && watch.disconnect());
  watch.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => watch.disconnect(), 10_000);
}
