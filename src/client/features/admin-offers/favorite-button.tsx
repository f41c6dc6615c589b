import { Star } from 'lucide-react';
import { Tooltip } from '#client/components/ui/tooltip.tsx';
import { cn } from '#client/lib/cn.ts';

/** The favourite star: a toggle button (aria-pressed), filled yellow when set. */
export function FavoriteButton({
  isFavorite,
  label,
  pending,
  onToggle,
}: {
  isFavorite: boolean;
  label: string;
  pending: boolean;
  onToggle: () => void;
}) {
  return (
    <Tooltip label={label}>
      <button
        type="button"
        aria-pressed={isFavorite}
        aria-label={label}
        disabled={pending}
        onClick={onToggle}
        className={cn(
          'inline-flex h-9 w-9 items-center justify-center rounded-lg transition-colors',
          'focus-visible:ring-2 focus-visible:ring-gold-deep focus-visible:outline-none disabled:opacity-50',
          isFavorite ? 'text-yellow-500 hover:bg-yellow-50' : 'text-stone-400 hover:bg-stone-100 hover:text-stone-600',
        )}
      >
        <Star
          data-testid="favorite-star"
          className={cn('h-5 w-5', isFavorite ? 'fill-yellow-400 stroke-yellow-500' : 'fill-none')}
          aria-hidden
        />
      </button>
    </Tooltip>
  );
}
