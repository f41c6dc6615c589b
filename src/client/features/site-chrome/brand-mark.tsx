import { useT } from '#client/lib/i18n.tsx';

/**
 * The wordmark: a gold monogram and the product title set in two weights. `narrow`: on the
 * narrowest phones (under 360 px) the monogram stands alone, so the top bar never scrolls sideways.
 */
export function BrandMark({ inverted = false, narrow = false }: { inverted?: boolean; narrow?: boolean }) {
  const t = useT();
  const name = t('app.title');
  const [first = name, ...rest] = name.split(' ');
  return (
    <span className="flex items-center gap-2.5">
      <span className={inverted ? 'brand-monogram brand-monogram-inverted' : 'brand-monogram'} aria-hidden>
        {first.charAt(0)}
      </span>
      <span className="sr-only">{name}</span>
      <span className={`flex flex-col leading-none ${narrow ? 'max-[359px]:hidden' : ''}`} aria-hidden>
        <span
          className={`font-serif text-[1.22rem] font-medium tracking-tight ${inverted ? 'text-white' : 'text-ink'}`}
        >
          {first}
        </span>
        {rest.length > 0 && (
          <span
            className={`mt-1 text-[0.58rem] font-semibold tracking-[0.34em] uppercase ${inverted ? 'text-gold' : 'text-gold-deep'}`}
          >
            {rest.join(' ')}
          </span>
        )}
      </span>
    </span>
  );
}
