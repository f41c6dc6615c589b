import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { failureText } from '#client/lib/api-client.ts';
import type { Translate } from '#client/lib/i18n.tsx';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { moveItem } from './image-order';
import { useReorderImages } from './use-property-images';

/** The per-image controls focus can go back to after a move (data-image-control on each button). */
export type ImageControl = 'earlier' | 'later' | 'alt-text';

/** Where focus goes when the wanted control is gone or disabled at the image's new place. */
const FALLBACK: Record<ImageControl, ImageControl[]> = {
  earlier: ['earlier', 'later', 'alt-text'],
  later: ['later', 'earlier', 'alt-text'],
  'alt-text': ['alt-text'],
};

function controlOf(root: HTMLElement, url: string, control: ImageControl): HTMLButtonElement | undefined {
  return Array.from(root.querySelectorAll<HTMLButtonElement>('button[data-image-control]')).find(
    (button) => button.dataset.imageUrl === url && button.dataset.imageControl === control && !button.disabled,
  );
}

/**
 * Moving images within the list: saved at once, announced politely, and focus kept on the moved
 * image's control (React moves the tile's element, which drops its focus).
 */
export function useImageMoves({
  propertyId,
  list,
  rootRef,
  t,
}: {
  propertyId: string;
  list: readonly string[];
  rootRef: RefObject<HTMLElement | null>;
  t: Translate;
}) {
  const reorder = useReorderImages(propertyId);
  const failed = useFailureToast();
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<{ url: string; control: ImageControl } | null>(null);

  useLayoutEffect(() => {
    const wanted = pendingFocus.current;
    const root = rootRef.current;
    if (!wanted || !root || !list.includes(wanted.url)) return;
    pendingFocus.current = null;
    const target = FALLBACK[wanted.control]
      .map((control) => controlOf(root, wanted.url, control))
      .find((button) => button !== undefined);
    target?.focus();
  }, [list, rootRef]);

  /** Moves the image at `from` to `to`; `focus` names the control to keep focused (none after a drag). */
  const move = (from: number, to: number, focus?: ImageControl) => {
    const url = list[from];
    if (url === undefined || to < 0 || to >= list.length || to === from) return;
    pendingFocus.current = focus ? { url, control: focus } : null;
    const text =
      to === 0
        ? t('admin.images.nowCover', { from: from + 1 })
        : t('admin.images.movedTo', { from: from + 1, to: to + 1 });
    // The same words twice in a row would not be read again; a trailing no-break space makes them new.
    setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));
    reorder.mutate(moveItem(list, from, to), {
      onError: (error) => failed(error, { title: t('admin.images.errorTitle'), description: failureText(error) }),
    });
  };

  return { move, announcement };
}
