import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { useNearViewport } from '../../lib/use-near-viewport';
import type * as FooterModule from './site-footer';

/**
 * The footer is a small chunk of its own. Deferred (the long property page), it is fetched once
 * the visitor scrolls or it comes into view, well before it is reached; otherwise at once. Its
 * dark band keeps the space meanwhile.
 */
function LazyFooter({ deferred }: { deferred: boolean }) {
  const [ref, visible] = useNearViewport<HTMLDivElement>('0px');
  const [scrolled, setScrolled] = useState(!deferred);
  const [chunk, setChunk] = useState<typeof FooterModule | null>(null);
  useEffect(() => {
    if (scrolled || visible) return;
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled, visible]);
  const near = visible || scrolled;
  useEffect(() => {
    if (!near) return;
    let active = true;
    import('./site-footer').then(
      (module) => active && setChunk(module),
      // Without its footer the screen is still complete; the next visit tries again.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [near]);
  const Footer = chunk?.SiteFooter;
  return <div ref={ref}>{Footer ? <Footer /> : <div className="footer-placeholder" aria-hidden />}</div>;
}

/** Skip link, top bar, the screen's main landmark and the footer. */
export function SiteLayout({
  topBar,
  deferFooter = false,
  children,
}: {
  topBar: ReactNode;
  /** Load the footer only once the visitor scrolls (for a long first screen). */
  deferFooter?: boolean;
  children: ReactNode;
}) {
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
      <LazyFooter deferred={deferFooter} />
    </div>
  );
}
