import { useId, useRef, useState, type FormEvent } from 'react';
import { readAmount } from '#shared/amount-input.ts';
import { FINAL_ROUND_ENDPOINTS } from '#shared/final-round/endpoints.ts';
import type { MyFinalRound } from '#shared/final-round/schemas.ts';
import type { Language } from '#shared/languages.ts';
import { FINANCING_OPTIONS, type Financing } from '#shared/offers/offer-terms.ts';
import { ApiError, apiCalls } from '#client/lib/api-client.ts';
import type { Translate } from '#client/lib/i18n.tsx';
import { euroAmount, euroWithCents, munichDateTime } from '#client/lib/munich-format.ts';

const { request } = apiCalls({ placeFinalOffer: FINAL_ROUND_ENDPOINTS.placeFinalOffer });

const FINANCING_LABELS = {
  'own-funds': 'offer.terms.financingOwnFunds',
  'financing-confirmed': 'offer.terms.financingConfirmed',
  'financing-in-progress': 'offer.terms.financingInProgress',
} as const satisfies Record<Financing, string>;

interface FinalRoundSectionProps {
  round: MyFinalRound;
  token: string;
  t: Translate;
  language: Language;
  /** The page reads itself again once the offer is in (or was in already). */
  onSent: () => void;
}

/** Why the final offer was not taken, in the bidder's language. */
function refusalText(error: unknown, t: Translate, language: Language, endsAt: string): string {
  if (!(error instanceof ApiError)) return t('myOffers.failed');
  const reason = error.details.reason;
  if (reason === 'already-sent') return t('finalRound.alreadySent');
  if (reason === 'round-ended') return t('finalRound.endedText', { date: munichDateTime(endsAt, language) });
  if (reason === 'awarded') return t('award.pageText');
  if (error.status === 403) return t('finalRound.notInvited');
  if (reason === 'below-minimum') {
    const minimum = error.details.lowestAcceptable;
    return typeof minimum === 'string'
      ? t('error.offerBelowMinimum', { amount: euroAmount(minimum, language) })
      : t('error.offerBelowHiddenMinimum');
  }
  return t('myOffers.failed');
}

/**
 * A bidder invited to a best-and-final round (decision 0137) sends their one final, sealed offer
 * here, on their own page: the amount, and how it is financed if they wish. Once it is in, the
 * section says so with its reference; after the round's end, that it has ended.
 */
export function FinalRoundSection({ round, token, t, language, onSent }: FinalRoundSectionProps) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [financing, setFinancing] = useState<Financing | ''>('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const endsAt = String(round.endsAt);

  let body: React.ReactNode;
  if (round.finalOffer) {
    body = (
      <p className="text-ink" data-testid="final-offer-sent">
        {t('finalRound.sentText', {
          amount: euroWithCents(round.finalOffer.amount, language),
          date: munichDateTime(String(round.finalOffer.createdAt), language),
          reference: round.finalOffer.reference,
        })}
      </p>
    );
  } else if (round.ended) {
    body = <p className="text-ink">{t('finalRound.endedText', { date: munichDateTime(endsAt, language) })}</p>;
  } else {
    const onSubmit = async (event: FormEvent) => {
      event.preventDefault();
      if (sending) return;
      const reading = readAmount(amount, language);
      if (reading.kind !== 'amount') {
        setProblem(t(reading.kind === 'empty' ? 'validation.amountRequired' : 'validation.amountInvalid'));
        input.current?.focus();
        return;
      }
      setSending(true);
      setProblem(null);
      try {
        await request('placeFinalOffer', {
          params: { token },
          body: { bidAmount: reading.value, language, ...(financing ? { financing } : {}) },
        });
        onSent();
      } catch (error) {
        setProblem(refusalText(error, t, language, endsAt));
        if (error instanceof ApiError && error.details.reason === 'already-sent') onSent();
      } finally {
        setSending(false);
      }
    };
    body = (
      <>
        <p className="text-ink">{t('finalRound.invitedText', { date: munichDateTime(endsAt, language) })}</p>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-amount`} className="field-label mb-0">
              {t('finalRound.amount')}
            </label>
            <input
              ref={input}
              id={`${id}-amount`}
              className="field-input tabular-nums"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              aria-invalid={problem !== null || undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-financing`} className="field-label mb-0">
              {t('finalRound.financing')}
            </label>
            <select
              id={`${id}-financing`}
              className="field-input"
              value={financing}
              onChange={(event) => setFinancing(event.target.value as Financing | '')}
            >
              <option value="">{t('offer.terms.financingNone')}</option>
              {FINANCING_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {t(FINANCING_LABELS[option])}
                </option>
              ))}
            </select>
          </div>
          {problem && (
            <p id={`${id}-problem`} role="alert" className="field-error mt-0 sm:col-span-2">
              {problem}
            </p>
          )}
          {/* Not disabled while sending: a disabled button would drop the focus to the page. */}
          <button
            type="submit"
            className="btn btn-gold h-auto min-h-12 w-full py-2 text-center whitespace-normal sm:col-span-2 sm:w-fit"
            aria-disabled={sending}
          >
            {t('finalRound.send')}
          </button>
        </form>
      </>
    );
  }
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-2xl border-2 border-gold bg-white p-4 sm:p-6"
      data-testid="final-round"
    >
      <h2 id={`${id}-title`} className="font-serif text-2xl font-medium text-ink">
        {t('finalRound.pageTitle')}
      </h2>
      {body}
    </section>
  );
}
