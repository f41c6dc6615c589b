/*
 * The start of the pages the server rendered (src/server/site, docs/decisions/0057). Their markup
 * is complete and readable, so what only refines it waits for the first paint instead of competing
 * with the stylesheet and the first image on a slow connection:
 * - the brand's fonts: linked after the first paint; the fallback faces keep the same metrics, so
 *   only the letter shapes change (from the browser's cache, on a later visit, a frame later);
 * - the app, which makes the page respond: once the page has loaded and painted.
 * The server names the fonts' stylesheet, the app's entry and the entry's imports on this script
 * element.
 */
const bootScript = document.querySelector('script[data-entry]');

/** Runs `callback` after the frame that follows the first paint with content. */
function afterFirstPaint(callback) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    requestAnimationFrame(() => setTimeout(callback, 0));
  };
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return once();
  try {
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing in this browser: the timer below starts it.
  }
  // Never wait for a paint report longer than this.
  setTimeout(once, 1000);
}

function linkFonts() {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = bootScript.dataset.fonts;
  document.head.append(link);
}

function startApp() {
  for (const href of (bootScript.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import(bootScript.dataset.entry);
}

if (bootScript.dataset.fonts) afterFirstPaint(linkFonts);

const startWhenPainted = () => afterFirstPaint(startApp);
if (document.readyState === 'complete') startWhenPainted();
else window.addEventListener('load', startWhenPainted, { once: true });
