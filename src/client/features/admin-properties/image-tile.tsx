import { ArrowLeft, ArrowRight, CircleAlert, CircleCheck, Trash } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import type { Translate } from '#client/lib/i18n.tsx';
import { Thumbnail } from './image-thumbnail';
import type { ImageControl } from './use-image-moves';

interface ImageTileProps {
  url: string;
  index: number;
  count: number;
  /** Whether the image has a German alternative text (the fallback for English and French). */
  hasAltText: boolean;
  t: Translate;
  /** Moves this image to `to`, keeping focus on `focus` at its new place. */
  onMove: (to: number, focus: ImageControl) => void;
  onEditAltText: () => void;
  onDelete: () => void;
  /** Drag-and-drop handlers of the tile. */
  dragProps: HTMLAttributes<HTMLLIElement> & { draggable: boolean };
  dragged: boolean;
  dropTarget: boolean;
}

/**
 * One image of the panel: the picture (the first carries the cover badge), its alternative-text
 * state, and buttons to move it, make it the cover, edit its alternative text and delete it.
 */
export function ImageTile({
  url,
  index,
  count,
  hasAltText,
  t,
  onMove,
  onEditAltText,
  onDelete,
  dragProps,
  dragged,
  dropTarget,
}: ImageTileProps) {
  const n = index + 1;
  const label = t('admin.images.alt', { n });
  // Found again after a move (use-image-moves.ts), when React has moved this element.
  const control = (name: ImageControl) => ({ 'data-image-url': url, 'data-image-control': name });

  return (
    <li
      {...dragProps}
      className={cn('image-tile', dragged && 'image-tile-dragged', dropTarget && !dragged && 'image-tile-target')}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-stone-100">
        <Thumbnail url={url} alt={label} />
        {index === 0 && (
          <Badge variant="gold" className="absolute top-2 left-2 shadow-sm">
            {t('admin.images.cover')}
          </Badge>
        )}
        <Button
          variant="destructive"
          size="icon"
          className="absolute top-2 right-2 h-8 w-8 shadow"
          aria-label={t('admin.images.deleteLabel', { image: label })}
          onClick={onDelete}
        >
          <Trash aria-hidden />
        </Button>
      </div>

      <div className="grid grid-cols-1 gap-2 p-2">
        <p className={cn('image-alt-state', hasAltText ? 'text-emerald-800' : 'text-amber-800')}>
          {hasAltText ? <CircleCheck aria-hidden /> : <CircleAlert aria-hidden />}
          {hasAltText ? t('admin.images.altTextPresent') : t('admin.images.altTextMissing')}
        </p>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            className="h-8 w-8"
            aria-label={t('admin.images.moveEarlier', { n })}
            title={t('admin.images.moveEarlier', { n })}
            disabled={index === 0}
            onClick={() => onMove(index - 1, 'earlier')}
            {...control('earlier')}
          >
            <ArrowLeft aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="h-8 w-8"
            aria-label={t('admin.images.moveLater', { n })}
            title={t('admin.images.moveLater', { n })}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1, 'later')}
            {...control('later')}
          >
            <ArrowRight aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="h-8 min-w-0 flex-1 px-2"
            aria-label={t('admin.images.altTextLabel', { n })}
            onClick={onEditAltText}
            {...control('alt-text')}
          >
            <span className="truncate">{t('admin.images.altText')}</span>
          </Button>
        </div>
        {index > 0 && (
          <Button
            variant="ghost"
            size="sm"
            className="h-8 justify-start px-2"
            aria-label={t('admin.images.makeCoverLabel', { n })}
            onClick={() => onMove(0, 'later')}
          >
            {t('admin.images.makeCover')}
          </Button>
        )}
      </div>
    </li>
  );
}
