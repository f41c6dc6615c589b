import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight } from '#client/components/ui/icons.tsx';
import type { ResponsiveImage } from '#client/lib/image-url.ts';
import { useI18n } from '#client/lib/i18n.tsx';

// What the gallery and its full-screen view (lightbox.tsx) both show. In a module of its own, so the
// lightbox, which the gallery loads on demand, does not import the gallery back.

/** Index arithmetic with wrap-around at both ends. */
export function wrapIndex(index: number, length: number): number {
  return length === 0 ? 0 : ((index % length) + length) % length;
}

interface PictureProps {
  image: ResponsiveImage;
  alt: string;
  sizes?: string;
  /** Of the <img>. */
  className?: string;
  /** Of the <picture>, which is the <img>'s box. */
  frameClassName?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'auto';
  decorative?: boolean;
  onLoad?: () => void;
  onError?: () => void;
}

/**
 * An <img> in a <picture> whose AVIF <source> browsers prefer. Each image reports once whether
 * it loaded, also when it had settled before React attached its handlers (a server-rendered image
 * that loaded or failed before hydration: its events are gone). An upload whose variants fail
 * (stored before they existed, until the start-up backfill has made them) falls back to its
 * canonical file; onError runs only when that fails too.
 */
export function Picture({
  image,
  alt,
  sizes,
  className,
  frameClassName,
  loading,
  fetchPriority,
  decorative,
  onLoad,
  onError,
}: PictureProps) {
  const [canonicalOnly, setCanonicalOnly] = useState(false);
  const element = useRef<HTMLImageElement>(null);
  const reported = useRef(false);
  const avifSrcSet = canonicalOnly ? undefined : image.avifSrcSet;
  const srcSet = canonicalOnly ? undefined : image.srcSet;

  const report = (loaded: boolean) => {
    if (reported.current) return;
    reported.current = true;
    if (loaded) {
      onLoad?.();
    } else if (avifSrcSet) {
      reported.current = false;
      setCanonicalOnly(true);
    } else {
      onError?.();
    }
  };
  const reportIfSettled = useEffectEvent(() => {
    const img = element.current;
    if (img?.complete) report(img.naturalWidth > 0);
  });
  useEffect(() => reportIfSettled(), [canonicalOnly]);

  return (
    <picture className={frameClassName}>
      {avifSrcSet && <source type="image/avif" srcSet={avifSrcSet} sizes={srcSet ? sizes : undefined} />}
      <img
        key={canonicalOnly ? 'canonical' : 'variants'}
        ref={element}
        src={image.src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        aria-hidden={decorative || undefined}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        draggable={false}
        onLoad={() => report(true)}
        onError={() => report(false)}
        className={className}
      />
    </picture>
  );
}

const STEP_STYLES = {
  gallery: {
    counter: 'gallery-counter',
    arrow: 'gallery-arrow',
    left: 'left-3 sm:left-4',
    right: 'right-3 sm:right-4',
    icon: 'h-5 w-5',
  },
  lightbox: {
    counter: 'lightbox-counter',
    arrow: 'lightbox-arrow',
    left: 'left-3 sm:left-6',
    right: 'right-3 sm:right-6',
    icon: 'h-6 w-6',
  },
} as const;

/** The counter (said politely to screen readers) and the previous/next buttons, on the gallery or full screen. */
export function StepControls({
  variant,
  current,
  count,
  go,
}: {
  variant: keyof typeof STEP_STYLES;
  current: number;
  count: number;
  go: (step: number) => void;
}) {
  const { t } = useI18n();
  const style = STEP_STYLES[variant];
  return (
    <>
      <p className={style.counter}>
        <span aria-hidden>
          {current + 1} / {count}
        </span>
        <span className="sr-only" aria-live="polite">
          {t('gallery.position', { n: current + 1, total: count })}
        </span>
      </p>
      {count > 1 && (
        <>
          <button
            type="button"
            onClick={() => go(-1)}
            className={`${style.arrow} ${style.left}`}
            aria-label={t('gallery.previous')}
          >
            <ChevronLeft className={style.icon} aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            className={`${style.arrow} ${style.right}`}
            aria-label={t('gallery.next')}
          >
            <ChevronRight className={style.icon} aria-hidden />
          </button>
        </>
      )}
    </>
  );
}
