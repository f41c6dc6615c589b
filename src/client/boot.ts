/*
 * The start of the pages the server rendered (src/server/site, docs/decisions/0057). Their markup
 * is complete and readable, so what only refines it waits for the first paint instead of competing
 * with the stylesheet and the first image on a slow connection:
 * - the brand's fonts: linked after the first paint; the fallback faces keep the same metrics, so
 *   only the letter shapes change (from the browser's cache, on a later visit, a frame later);
 * - the app, which makes the page respond: once the page has loaded and painted.
 * The server names the fonts' stylesheet, the app's entry scripts and their imports on this script
 * element. The build compiles and minifies this file into dist/client/boot.js (scripts/vite-boot-script.ts).
 */
const bootScript = document.querySelector<HTMLScriptElement>('script[data-entry]')!;
const { entry = '', preload = '', fonts } = bootScript.dataset;
const words = (list: string) => list.split(' ').filter(Boolean);

/** Runs `callback` after the frame that follows the first paint with content. */
function afterFirstPaint(callback: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    requestAnimationFrame(() => setTimeout(callback, 0));
  };
  // A paint that happened already is reported too (buffered).
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

function addLink(rel: string, href: string) {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  document.head.append(link);
}

/** The app's entry scripts, fetched at once and run in their order (the built page's order). */
function startApp() {
  const entries = words(entry);
  for (const href of [...entries, ...words(preload)]) addLink('modulepreload', href);
  void entries.reduce<Promise<unknown>>((started, script) => started.then(() => import(script)), Promise.resolve());
}

if (fonts) afterFirstPaint(() => addLink('stylesheet', fonts));

const startWhenPainted = () => afterFirstPaint(startApp);
if (document.readyState === 'complete') startWhenPainted();
else window.addEventListener('load', startWhenPainted, { once: true });
