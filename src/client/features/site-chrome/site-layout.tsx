import { lazy, Suspense, type ReactNode } from 'react';
import { useT } from '../../lib/i18n';

/**
 * The footer is a small chunk of its own. The server renders it with the page, and the browser
 * adopts that markup once the chunk is there (its links work as plain links meanwhile); a page
 * rendered in the browser keeps the footer's dark band until then.
 */
const SiteFooter = lazy(() => import('./site-footer').then((module) => ({ default: module.SiteFooter })));

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
      <Suspense fallback={<div className="footer-placeholder" aria-hidden />}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
