import { useT } from '../../lib/i18n';

/** The wordmark: a gold monogram and the product title set in two weights. */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  const t = useT();
  const name = t('app.title');
  const [first = name, ...rest] = name.split(' ');
  return (
    <span className="flex items-center gap-2.5">
      <span className={inverted ? 'brand-monogram brand-monogram-inverted' : 'brand-monogram'} aria-hidden>
        {first.charAt(0)}
      </span>
      <span className="sr-only">{name}</span>
      <span className="flex flex-col leading-none" aria-hidden>
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
