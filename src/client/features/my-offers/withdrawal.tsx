import { useEffect, useId, useRef, useState } from 'react';
import type { Language } from '#shared/languages.ts';
import type { MyOffer } from '#shared/my-offers/schemas.ts';
import type { Translate } from '#client/lib/i18n.tsx';
import { euroWithCents, munichDateTime } from '#client/lib/munich-format.ts';

interface WithdrawalProps {
  offer: MyOffer;
  t: Translate;
  language: Language;
  onWithdraw: (offerToken: string) => Promise<boolean>;
}

type Step = 'idle' | 'asking' | 'sending' | 'failed';

/**
 * Withdrawing one offer from the bidder's own page (decision 0114): asked once more in place, in
 * plain words (it stays on record, counts no more, cannot be undone). Focus follows each step, so
 * a keyboard or screen reader user is never left on a button that went away: to the question, to
 * the line that says it is withdrawn, back to the button when they keep the offer.
 */
export function Withdrawal({ offer, t, language, onWithdraw }: WithdrawalProps) {
  const [step, setStep] = useState<Step>('idle');
  const question = useRef<HTMLParagraphElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  const questionId = useId();

  useEffect(() => {
    if (!moved.current) return;
    const target = offer.withdrawnAt
      ? done.current
      : step === 'idle'
        ? start.current
        : step === 'sending'
          ? null
          : question.current;
    if (!target) return;
    moved.current = false;
    target.focus();
  }, [step, offer.withdrawnAt]);

  const go = (next: Step) => {
    moved.current = true;
    setStep(next);
  };

  if (offer.withdrawnAt) {
    return (
      <p
        ref={done}
        tabIndex={-1}
        className="rounded font-medium text-ink focus-visible:outline-offset-4"
        data-testid="my-offer-withdrawn"
      >
        {t('myOffers.withdrawn', { date: munichDateTime(String(offer.withdrawnAt), language) })}
      </p>
    );
  }
  if (step === 'idle') {
    return (
      <button ref={start} type="button" className="btn btn-outline w-full sm:w-fit" onClick={() => go('asking')}>
        {t('myOffers.withdraw')}
      </button>
    );
  }
  const sending = step === 'sending';
  const confirm = async () => {
    if (sending) return;
    // On success the offer comes back withdrawn and the line above takes the focus.
    moved.current = true;
    setStep('sending');
    if (!(await onWithdraw(offer.token))) setStep('failed');
  };
  return (
    <div
      className="grid gap-3 rounded-xl border border-stone-300 bg-stone-50 p-3"
      role="group"
      aria-labelledby={questionId}
    >
      <p ref={question} id={questionId} tabIndex={-1} className="rounded text-ink focus-visible:outline-offset-4">
        {t('myOffers.withdrawConfirm', { amount: euroWithCents(offer.amount, language) })}
      </p>
      {step === 'failed' && (
        <p role="alert" className="font-medium text-red-800">
          {t('myOffers.withdrawFailed')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {/* Not disabled while sending: a disabled button would drop the focus to the page. */}
        <button type="button" className="btn btn-ink" aria-disabled={sending} onClick={() => void confirm()}>
          {t('myOffers.withdrawYes')}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          aria-disabled={sending}
          onClick={() => !sending && go('idle')}
        >
          {t('myOffers.withdrawNo')}
        </button>
      </div>
    </div>
  );
}
