import { useId, useRef, useState, type FormEvent } from 'react';
import { LOCALES, type Language } from '#shared/languages.ts';
import { localizedText } from '#shared/localized.ts';
import { isChecksum, isReference } from '#shared/bid-log/entry-check.ts';
import type { EntryCheck } from '#shared/bid-log/entry-check-schemas.ts';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Check } from '#client/components/ui/more-icons.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useDocumentMeta } from '#client/lib/document-meta.ts';
import { useI18n, type Translate } from '#client/lib/i18n.tsx';
import { Link } from '#client/lib/router.tsx';
import { munichDateTime } from '#client/lib/munich-format.ts';
import { BidLogList } from '#client/components/bid-log-list.tsx';
import { checkEntry, type CheckOutcome } from './check-entry';

type State = { kind: 'idle' } | { kind: 'checking' } | CheckOutcome;

function euro(amount: string, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: amount.endsWith('.00') ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(Number(amount));
}

function Found({ check, t, language }: { check: EntryCheck; t: Translate; language: Language }) {
  const { property } = check;
  const title = localizedText(language, property.title, property.titleEn, property.titleFr);
  const facts: Array<[string, string]> = [
    [t('receipt.logEntry'), t('check.entryNumber', { position: check.position })],
    [t('mail.field.receivedAt'), munichDateTime(check.recordedAt, language)],
    [t('offer.title'), euro(check.amount, language)],
  ];
  return (
    <div
      className={`grid gap-4 rounded-2xl border p-5 sm:p-6 ${check.entryUnchanged ? 'border-emerald-700/30 bg-emerald-50' : 'border-red-700/30 bg-red-50'}`}
      data-testid="check-found"
    >
      {check.entryUnchanged ? (
        <p className="flex items-start gap-2 text-lg font-semibold text-emerald-900">
          <Check className="mt-1 h-5 w-5 shrink-0" aria-hidden />
          {t('check.found')}
        </p>
      ) : (
        <p className="text-lg font-semibold text-red-800">{t('check.changed')}</p>
      )}
      <div className="grid gap-1">
        {property.page ? (
          <Link href={property.page} className="font-semibold text-ink underline underline-offset-2">
            {title}
          </Link>
        ) : (
          <span className="font-semibold text-ink">{title}</span>
        )}
        <span className="text-stone-700">{property.address}</span>
      </div>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="font-medium text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {check.rank !== null && <p className="text-ink">{t('check.rank', { rank: check.rank })}</p>}
      {check.entryUnchanged && (
        <p className={check.logIntact ? 'text-sm text-stone-700' : 'font-medium text-red-800'}>
          {t(check.logIntact ? 'check.logIntact' : 'check.laterChanged')}
        </p>
      )}
    </div>
  );
}

/** The whole anonymised log, where the agent opened it to bidders once the procedure ended (decision 0094). */
function DisclosedLog({ check, t, language }: { check: EntryCheck; t: Translate; language: Language }) {
  if (!check.disclosedLog) return null;
  const own = check.bidderNumber === null ? undefined : { bidderNumber: check.bidderNumber, label: t('check.you') };
  return (
    <section aria-labelledby="disclosed-log" className="grid gap-3" data-testid="disclosed-log">
      <div className="grid gap-1">
        <h2 id="disclosed-log" className="text-xl font-semibold text-ink">
          {t('bidLog.title')}
        </h2>
        <p className="text-sm text-stone-600">{t('check.disclosedHint')}</p>
      </div>
      <BidLogList entries={check.disclosedLog} t={t} language={language} testId="disclosed-log" own={own} />
    </section>
  );
}

function Outcome({ state, t, language }: { state: State; t: Translate; language: Language }) {
  switch (state.kind) {
    case 'found':
      return <Found check={state.check} t={t} language={language} />;
    case 'not-found':
      return <p className="rounded-2xl border border-amber-700/30 bg-amber-50 p-5 text-ink">{t('check.notFound')}</p>;
    case 'too-many':
      return <p className="rounded-2xl border border-amber-700/30 bg-amber-50 p-5 text-ink">{t('check.tooMany')}</p>;
    case 'failed':
      return <p className="rounded-2xl border border-red-700/30 bg-red-50 p-5 text-ink">{t('error.generic')}</p>;
    default:
      return null;
  }
}

/**
 * A bidder checks their receipt against the bid log (decision 0093): reference and checksum as
 * the receipt prints them, the reference filled in when they come from the receipt's link.
 */
export function EntryCheckPage({ initialReference }: { initialReference: string }) {
  const { t, language } = useI18n();
  const title = t('check.title');
  useDocumentMeta(`${title} | ${t('app.title')}`);
  const ids = { reference: useId(), checksum: useId() };
  const referenceInput = useRef<HTMLInputElement>(null);
  const checksumInput = useRef<HTMLInputElement>(null);
  const [reference, setReference] = useState(initialReference);
  const [checksum, setChecksum] = useState('');
  const [errors, setErrors] = useState<{ reference?: string; checksum?: string }>({});
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      reference: isReference(reference) ? undefined : t('check.validation.reference'),
      checksum: isChecksum(checksum) ? undefined : t('check.validation.checksum'),
    };
    setErrors(found);
    if (found.reference) return referenceInput.current?.focus();
    if (found.checksum) return checksumInput.current?.focus();
    setState({ kind: 'checking' });
    setState(await checkEntry(reference, checksum));
  }

  return (
    <div className="container-page grid max-w-3xl gap-6 py-10 sm:py-14">
      <header className="grid max-w-2xl gap-3">
        <h1 className="font-display text-3xl text-ink sm:text-4xl">{title}</h1>
        <p className="text-stone-700">{t('check.intro')}</p>
      </header>
      <form className="grid max-w-2xl gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <FormField
          id={ids.reference}
          label={t('receipt.reference')}
          error={errors.reference}
          hint={t('check.referenceHint')}
        >
          <Input
            ref={referenceInput}
            {...fieldAria(ids.reference, errors.reference, true)}
            name="reference"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            className="font-mono tracking-wider uppercase"
          />
        </FormField>
        <FormField id={ids.checksum} label={t('check.checksum')} error={errors.checksum} hint={t('check.checksumHint')}>
          <Input
            ref={checksumInput}
            {...fieldAria(ids.checksum, errors.checksum, true)}
            name="checksum"
            value={checksum}
            onChange={(event) => setChecksum(event.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={200}
            className="font-mono text-sm"
          />
        </FormField>
        <button
          type="submit"
          className="btn btn-ink w-full sm:w-auto sm:justify-self-start"
          disabled={state.kind === 'checking'}
        >
          {state.kind === 'checking' ? t('check.checking') : t('check.submit')}
        </button>
      </form>
      <div aria-live="polite" role="status" className="max-w-2xl">
        <Outcome state={state} t={t} language={language} />
      </div>
      {/* Outside the live region: a screen reader announces the outcome, not the whole log. */}
      {state.kind === 'found' && <DisclosedLog check={state.check} t={t} language={language} />}
    </div>
  );
}
