import type { ReactNode } from 'react';
import { useT } from '#client/lib/i18n.tsx';
import { lazyPart } from '#client/lib/lazy-part.tsx';

/** The footer: a chunk of its own that loads as it nears the viewport (its dark band held until then). */
const LazyFooter = lazyPart(
  () => import('./site-footer').then((module) => module.SiteFooter),
  <div className="footer-placeholder" aria-hidden />,
  { loadAhead: '600px 0px' },
);

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
