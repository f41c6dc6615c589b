import { Suspense, use, type ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { useOnNearViewport } from '../../lib/use-near-viewport';
import type * as FooterModule from './site-footer';

/** How far below the viewport the footer may still be when its chunk starts loading. */
const LOAD_AHEAD = '600px 0px';

let markWanted: () => void = () => undefined;
const wanted = new Promise<void>((resolve) => {
  markWanted = resolve;
});
let footerModule: Promise<typeof FooterModule> | null = null;

/** The footer's chunk: at once on the server, in the browser once the footer nears the viewport. */
function footerChunk(): Promise<typeof FooterModule> {
  footerModule ??= import.meta.env.SSR ? import('./site-footer') : wanted.then(() => import('./site-footer'));
  return footerModule;
}

function Footer() {
  const { SiteFooter } = use(footerChunk());
  return <SiteFooter />;
}

/**
 * The footer is a small chunk of its own. The server renders it with the page, and the browser
 * keeps that markup as it is (its links work as plain links) until the footer nears the viewport;
 * then the chunk loads and the footer responds. A page rendered in the browser keeps the footer's
 * dark band until then.
 */
function LazyFooter() {
  const ref = useOnNearViewport<HTMLDivElement>(LOAD_AHEAD, markWanted);
  return (
    <div ref={ref}>
      <Suspense fallback={<div className="footer-placeholder" aria-hidden />}>
        <Footer />
      </Suspense>
    </div>
  );
}

/** Skip link, top bar, the screen's main landmark and the footer. */
export function SiteLayout({ topBar, children }: { topBar: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      {topBar}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <LazyFooter />
    </div>
  );
}
