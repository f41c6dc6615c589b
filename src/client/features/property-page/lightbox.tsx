import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useEffect, useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { Close } from '#client/components/ui/more-icons.tsx';
import { responsiveImage } from '#client/lib/image-url.ts';
import { useI18n } from '#client/lib/i18n.tsx';
import { Picture, StepControls, wrapIndex } from './gallery-parts';

/** Horizontal travel (px) that counts as a swipe. */
const SWIPE_MIN_PX = 40;

interface LightboxProps {
  images: readonly string[];
  index: number;
  onIndexChange: (index: number) => void;
  altOf: (index: number) => string;
  onClose: () => void;
}

const SIZES = '100vw';

/**
 * The images before and after are fetched ahead, so stepping through shows them at once. Each
 * in a detached <picture> like the one shown, so the browser picks the same file (AVIF or WebP,
 * same width) that the lightbox will then ask for.
 */
function usePreloadedNeighbours(images: readonly string[], index: number) {
  useEffect(() => {
    for (const step of [-1, 1]) {
      const url = images[wrapIndex(index + step, images.length)];
      if (!url) continue;
      const { src, srcSet, avifSrcSet } = responsiveImage(url);
      const picture = document.createElement('picture');
      if (avifSrcSet) {
        const source = document.createElement('source');
        source.type = 'image/avif';
        source.srcset = avifSrcSet;
        source.sizes = SIZES;
        picture.append(source);
      }
      const image = document.createElement('img');
      picture.append(image);
      image.sizes = SIZES;
      if (srcSet) image.srcset = srcSet;
      image.src = src;
    }
  }, [images, index]);
}

/**
 * The gallery full screen: arrows and ←/→, swipe, Esc, a counter. Radix keeps focus inside and
 * gives it back to the image that opened it.
 */
export default function Lightbox({ images, index, onIndexChange, altOf, onClose }: LightboxProps) {
  const { t } = useI18n();
  const count = images.length;
  const current = wrapIndex(index, count);
  const url = images[current]!;
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  // Opened without a Radix trigger: focus goes back by hand to what opened it (the large image).
  const opener = useRef(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  usePreloadedNeighbours(images, current);

  const go = (step: number) => onIndexChange(wrapIndex(current + step, count));
  // The dialog sits in a portal, but React passes its events up to the gallery too: they stop here.
  const onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (count < 2) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };
  const onTouchStart = (event: TouchEvent) => {
    event.stopPropagation();
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    event.stopPropagation();
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch || count < 2) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(touch.clientY - start.y) * 1.5) go(dx < 0 ? 1 : -1);
  };

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="lightbox-overlay" />
        <DialogPrimitive.Content
          className="lightbox"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          onKeyDown={onKeyDown}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
        >
          <DialogPrimitive.Title className="sr-only">{t('gallery.fullscreen')}</DialogPrimitive.Title>
          <Picture
            key={url}
            image={responsiveImage(url)}
            sizes={SIZES}
            alt={altOf(current)}
            frameClassName="block w-full"
            className="lightbox-img"
          />
          <StepControls variant="lightbox" current={current} count={count} go={go} />
          <DialogPrimitive.Close className="lightbox-close" aria-label={t('gallery.closeFullscreen')}>
            <Close className="h-6 w-6" aria-hidden />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
