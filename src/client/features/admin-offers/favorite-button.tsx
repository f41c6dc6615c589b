import { Star } from 'lucide-react';
import { Tooltip } from '#client/components/ui/tooltip.tsx';
import { cn } from '#client/lib/cn.ts';

/**
 * The favourite star: a toggle button (aria-pressed), filled yellow when set. While saving it is
 * aria-disabled, not disabled: a disabled button would drop the keyboard's focus to the page. Its
 * outline is drawn at 3:1 at least against the row in both states (WCAG 1.4.11).
 */
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
        aria-disabled={pending}
        onClick={() => {
          if (!pending) onToggle();
        }}
        className={cn(
          'inline-flex h-9 w-9 items-center justify-center rounded-lg transition-colors',
          'focus-visible:ring-2 focus-visible:ring-gold-deep focus-visible:outline-none aria-disabled:opacity-60',
          isFavorite ? 'text-amber-700 hover:bg-yellow-50' : 'text-stone-500 hover:bg-stone-100 hover:text-stone-700',
        )}
      >
        <Star
          data-testid="favorite-star"
          className={cn('h-5 w-5', isFavorite ? 'fill-yellow-400 stroke-amber-700' : 'fill-none')}
          aria-hidden
        />
      </button>
    </Tooltip>
  );
}
