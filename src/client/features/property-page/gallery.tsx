import { Expand, ImageIcon } from '#client/components/ui/icons.tsx';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import type { Language } from '#shared/languages.ts';
import type { ImageAltTexts } from '#shared/properties/schemas.ts';
import { responsiveImage, thumbnailImage, thumbnailUrl } from '#client/lib/image-url.ts';
import { useI18n } from '#client/lib/i18n.tsx';
import { Picture, StepControls, wrapIndex } from './gallery-parts';

/** loading → preview (the small variant is shown) → loaded (the full image too), or failed. */
type ImageStatus = 'loading' | 'preview' | 'loaded' | 'failed';
const STATUS_ORDER: readonly ImageStatus[] = ['loading', 'preview', 'loaded'];

/** Horizontal travel (px) that counts as a swipe, and how much more horizontal than vertical it must be. */
const SWIPE_MIN_PX = 40;

const THUMBS_MAX_WAIT_MS = 2500;

// Full screen is for those who ask for it: its code loads on the first click.
const Lightbox = lazy(() => import('./lightbox'));
const MAIN_SIZES = '(min-width: 1024px) 58vw, 100vw';

/** The agent's alternative text of an image in a language; German stands in for a missing one. */
export function imageAltText(altTexts: ImageAltTexts, url: string, language: Language): string | undefined {
  const texts = altTexts[url];
  return texts?.[language] || texts?.de || undefined;
}

interface GalleryProps {
  images: readonly string[];
  /** The property title, used in the alternative texts the agent has not written. */
  title: string;
  /** The agent's alternative texts per image URL and language. */
  altTexts?: ImageAltTexts;
}

/**
 * The gallery: one large image with a counter, previous/next wrapping at both ends, a 6-column
 * thumbnail grid when there is more than one image, arrow keys and swipe. Only the first large
 * image loads eagerly (it is the page's largest paint); thumbnails wait until it has settled so
 * they do not compete with it for bandwidth.
 */
export function Gallery({ images, title, altTexts = {} }: GalleryProps) {
  const { t, language } = useI18n();
  const [index, setIndex] = useState(0);
  const [status, setStatus] = useState<Record<string, ImageStatus>>({});
  const [brokenThumbs, setBrokenThumbs] = useState<Record<string, true>>({});
  // Images whose small variant failed: shown at full size straight away.
  const [noPreview, setNoPreview] = useState<Record<string, true>>({});
  const [firstSettled, setFirstSettled] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const current = wrapIndex(index, count);
  const src = images[current];

  // Thumbnails normally wait for the first large image; never longer than this.
  useEffect(() => {
    const timer = window.setTimeout(() => setFirstSettled(true), THUMBS_MAX_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const go = useCallback((step: number) => setIndex((value) => wrapIndex(value + step, count)), [count]);

  const settle = (url: string, next: ImageStatus) => {
    // Never back: a late report of the small variant must not hide the full image shown over it.
    setStatus((previous) => {
      const now = previous[url] ?? 'loading';
      const backwards = next !== 'failed' && STATUS_ORDER.indexOf(next) < STATUS_ORDER.indexOf(now);
      return backwards ? previous : { ...previous, [url]: next };
    });
    setFirstSettled(true);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch || count < 2) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy) * 1.5) go(dx < 0 ? 1 : -1);
  };

  if (count === 0 || src === undefined) {
    return (
      <div className="gallery-frame gallery-empty">
        <ImageIcon className="h-12 w-12" strokeWidth={1.25} aria-hidden />
        <p className="text-sm">{t('gallery.noImages')}</p>
      </div>
    );
  }

  const state = status[src] ?? 'loading';
  const full = responsiveImage(src);
  const preview = thumbnailUrl(src) !== src && !noPreview[src];
  // The first image is the page's largest paint; the others are fetched when shown.
  const priority =
    current === 0 ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const);
  const altOf = (i: number) =>
    imageAltText(altTexts, images[i]!, language) ?? t('gallery.imageAlt', { title, n: i + 1, total: count });
  const alt = altOf(current);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('gallery.label')}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-2 sm:gap-3"
    >
      <div className="gallery-frame" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        {state === 'loading' && (
          <div className="gallery-fill" role="status">
            <span className="spinner h-9 w-9 border-white/60" aria-hidden />
            <span className="sr-only">{t('gallery.loading')}</span>
          </div>
        )}
        {state === 'failed' ? (
          <div className="gallery-fill bg-stone-100 text-stone-600">
            <ImageIcon className="h-10 w-10" strokeWidth={1.25} aria-hidden />
            <p className="text-sm font-medium">{t('gallery.unavailable')}</p>
          </div>
        ) : (
          <>
            {/*
              The small variant first (the thumbnail's file, so usually already cached): the photo
              shows as early as possible, then the full image fades in over it.
            */}
            <Picture
              key={`${src}-${preview}`}
              image={preview ? thumbnailImage(src) : full}
              sizes={MAIN_SIZES}
              alt={alt}
              {...priority}
              onLoad={() => settle(src, preview ? 'preview' : 'loaded')}
              onError={() =>
                preview ? setNoPreview((previous) => ({ ...previous, [src]: true })) : settle(src, 'failed')
              }
              frameClassName="absolute inset-0"
              className="gallery-img"
            />
            {preview && state !== 'loading' && (
              <Picture
                key={`${src}-full`}
                image={full}
                sizes={MAIN_SIZES}
                alt=""
                decorative
                loading={priority.loading}
                onLoad={() => settle(src, 'loaded')}
                frameClassName="absolute inset-0"
                className={`gallery-img transition-opacity duration-500 ${state === 'loaded' ? 'opacity-100' : 'opacity-0'}`}
              />
            )}
          </>
        )}

        {state !== 'failed' && (
          // The whole image opens full screen, by click or by Enter (its own button, over the picture).
          <button
            type="button"
            className="gallery-zoom"
            onClick={() => setFullscreen(true)}
            aria-label={t('gallery.openFullscreen')}
          >
            <span className="gallery-zoom-hint" aria-hidden>
              <Expand className="h-4 w-4" />
            </span>
          </button>
        )}
        <div className="gallery-shade" aria-hidden />
        <StepControls variant="gallery" current={current} count={count} go={go} />
      </div>

      {count > 1 && (
        <ul className="grid grid-cols-6 gap-1.5 px-4 sm:gap-2 sm:px-0" aria-label={t('gallery.thumbnails')}>
          {images.map((url, i) => {
            const selected = i === current;
            return (
              <li key={`${i}-${url}`}>
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={t('gallery.showImage', { n: i + 1 })}
                  aria-current={selected ? 'true' : undefined}
                  className="gallery-thumb"
                >
                  {brokenThumbs[url] ? (
                    <span data-thumb-placeholder className="gallery-fill bg-stone-100 text-stone-400">
                      <ImageIcon className="h-5 w-5" strokeWidth={1.5} aria-hidden />
                    </span>
                  ) : (
                    firstSettled && (
                      <Picture
                        image={thumbnailImage(url)}
                        alt=""
                        loading="lazy"
                        onError={() => setBrokenThumbs((previous) => ({ ...previous, [url]: true }))}
                        frameClassName="absolute inset-0"
                        className="gallery-thumb-img"
                      />
                    )
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {fullscreen && (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            index={current}
            onIndexChange={setIndex}
            altOf={altOf}
            onClose={() => setFullscreen(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
