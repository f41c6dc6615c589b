import OFFER_TEXTS from 'virtual:public-texts/offer';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, CircleAlert, Info, Send } from '#client/components/ui/more-icons.tsx';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LIMITS } from '#shared/limits.ts';
import { LOCALES, type Language } from '#shared/languages.ts';
import { readAmount } from '#shared/amount-input.ts';
import { HONEYPOT_FIELD } from '#shared/offers/offer-spam.ts';
import { offerFormSchema, type OfferFormValues, type PlacedOffer } from '#shared/offers/schemas.ts';
import { fieldMessage } from '#client/lib/field-message.ts';
import { useHydrated } from '#client/lib/hydration.ts';
import { useI18n, type Translate } from '#client/lib/i18n.tsx';
import { WithBuiltInTexts } from '#client/lib/i18n-scopes.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { takeHandedOverContact } from '#client/lib/contact-handoff.ts';
import { useSubmitOffer } from './api/submit-offer';
import { OfferSuccessDialog } from './offer-success-dialog';
import { ContactCard, type ContactPerson } from './contact-card';
import { useIdempotencyKey } from './idempotency-key';
import { offerErrorDescription, procedureRefusalText } from './offer-messages';
import { useStanding } from '#client/lib/use-standing.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { procedureRefusalOf } from '#shared/procedure/offer-procedure.ts';
import { ProcedureRules } from './procedure-rules';
import { useRequirementTexts } from './requirement-rules';
import { StandingAnnouncer } from './standing-announcer';
import { OfferTermsSection, type UploadedProof } from './offer-terms-section';

const EMPTY: OfferFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  bidAmount: '',
  terms: false,
  financing: '',
  handoverDate: '',
  bindingDays: '',
  message: '',
};

const inputClass = 'field-input';

/** The amount as the field shows it after typing: grouped, cents only when there are any (480.000,50). */
function amountForField(value: string, language: Language): string {
  const hasCents = !value.endsWith('.00');
  return new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: hasCents ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(Number(value));
}

/**
 * Whether a tap or click is under way: from its pointerdown until a moment after its pointerup. A
 * phone moves the focus (and so leaves a field) only after the finger is lifted, when it turns the
 * touch into mouse events and the click.
 */
let pointerActive = false;
let pointerRest: ReturnType<typeof setTimeout> | undefined;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    () => {
      clearTimeout(pointerRest);
      pointerActive = true;
    },
    true,
  );
  for (const end of ['pointerup', 'pointercancel'] as const) {
    document.addEventListener(end, () => (pointerRest = setTimeout(() => (pointerActive = false), 500)), true);
  }
  // A key pressed since then (typing, Tab) is what moves the focus: nothing to wait for.
  document.addEventListener('keydown', () => (pointerActive = false), true);
}

/**
 * Runs `then` now or, while a tap or click is under way, once its click has landed (or a second
 * later, when none comes: a drag, a scroll).
 */
function afterPointerLands(then: () => void): void {
  if (!pointerActive) return then();
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    document.removeEventListener('click', run, true);
    clearTimeout(fallback);
    // After the click's own work (a box ticked), not before it.
    setTimeout(then);
  };
  document.addEventListener('click', run, true);
  const fallback = setTimeout(run, 1000);
}

function amountPreview(typed: string, language: Language, t: Translate): string | null {
  const reading = readAmount(typed, language);
  if (reading.kind !== 'amount') return null;
  const formatted = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' }).format(
    Number(reading.value),
  );
  return t('offer.amountPreview', { amount: formatted });
}

function Field({
  id,
  label,
  error,
  hint,
  hintId,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  hintId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {error}
        </p>
      )}
    </div>
  );
}

interface OfferSectionProps {
  propertyId: string;
  contact?: ContactPerson;
  /** What the visitor typed into the server's form before this code arrived: kept, not cleared. */
  typed?: Partial<OfferFormValues>;
  /** The offer period has ended while the form was open: it stays, disabled (decision 0112). */
  closed?: boolean;
}

/** The content of #bidding: the introduction and the form (this chunk's entry), with their German texts. */
export function OfferSectionContent(props: OfferSectionProps) {
  return (
    <WithBuiltInTexts texts={OFFER_TEXTS}>
      <OfferIntroAndForm {...props} />
    </WithBuiltInTexts>
  );
}

function OfferIntroAndForm({ propertyId, contact, typed, closed }: OfferSectionProps) {
  const { t } = useI18n();
  const points = [t('offer.point.noObligation'), t('offer.point.confidential'), t('offer.point.personal')];
  return (
    <>
      <div className="offer-intro">
        <p className="eyebrow-light">{t('offer.eyebrow')}</p>
        <h2 id="offer-heading" className="mt-3 font-serif text-4xl leading-tight sm:text-5xl">
          {t('offer.title')}
        </h2>
        <p className="mt-5 max-w-md text-[1.02rem] leading-7 text-white/75">{t('offer.intro')}</p>
        <ul className="mt-8 flex flex-col gap-4">
          {points.map((point) => (
            <li key={point} className="flex items-center gap-3 text-[0.95rem] text-white/90">
              <span className="offer-point-icon">
                <Check className="h-3.5 w-3.5" strokeWidth={2.5} aria-hidden />
              </span>
              {point}
            </li>
          ))}
        </ul>
      </div>
      <div className="offer-aside">
        <div className="offer-card">
          <OfferForm propertyId={propertyId} typed={typed} closed={closed} />
        </div>
      </div>
      {contact && <ContactCard contact={contact} />}
    </>
  );
}

/** The optional terms the visitor gave, as the offer sends them: what is empty is left out. */
function termsOf(values: OfferFormValues, proof: UploadedProof | null) {
  const message = values.message?.trim();
  const days = values.bindingDays?.trim();
  return {
    ...(values.financing ? { financing: values.financing } : {}),
    ...(values.handoverDate ? { handoverDate: values.handoverDate } : {}),
    ...(days ? { bindingDays: Number(days) } : {}),
    ...(message ? { message } : {}),
    ...(proof ? { proofOfFundsId: proof.id } : {}),
  };
}

/** The offer form: the visitor's details, the amount, the terms and the optional further details. */
export function OfferForm({
  propertyId,
  typed,
  closed = false,
}: {
  propertyId: string;
  typed?: Partial<OfferFormValues>;
  closed?: boolean;
}) {
  const { t, language } = useI18n();
  const formRef = useRef<HTMLFormElement>(null);
  const closedNoticeRef = useRef<HTMLParagraphElement>(null);
  // At the end the fields are disabled, which drops the focus of the one being typed in: it goes
  // to the explanation instead (not taken from elsewhere on the page).
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (closed && (focused === document.body || formRef.current?.contains(focused))) closedNoticeRef.current?.focus();
  }, [closed]);
  const uid = useId();
  const id = (name: string) => `offer-${name}-${uid}`;
  const submitRef = useRef<HTMLButtonElement>(null);
  // After a refusal, focus goes back to the button (it was disabled while sending, which drops focus).
  const refocusSubmit = useRef(false);
  // One offer per submission even if the button is hit twice before React re-renders it disabled.
  const inFlight = useRef(false);
  // The stored offer while its confirmation is open.
  const [placed, setPlaced] = useState<PlacedOffer | null>(null);
  const mutation = useSubmitOffer();
  const standing = useStanding(propertyId);
  const requirementTexts = useRequirementTexts(
    standing?.offersRequireDocuments === true || standing?.offersRequireViewing === true,
  );
  const idempotencyKeyFor = useIdempotencyKey();
  // Bots are told apart by the trap field and by speed (shared/offer-spam.ts).
  const honeypot = useRef<HTMLInputElement>(null);
  const [proof, setProof] = useState<UploadedProof | null>(null);

  // The amount is read as the visitor's language writes numbers, so the rules follow the language.
  const resolver = useMemo(() => zodResolver(offerFormSchema(language)), [language]);
  const form = useForm<OfferFormValues>({ resolver, defaultValues: { ...EMPTY, ...typed }, shouldFocusError: true });
  const { register, handleSubmit, formState, reset, control, setValue, trigger } = form;
  const { errors, isSubmitting } = formState;
  const busy = isSubmitting || mutation.isPending;
  // "Make another offer" on the bidder's own page: their details in the fields they left empty.
  useEffect(() => {
    const contact = takeHandedOverContact();
    if (!contact) return;
    for (const name of ['firstName', 'lastName', 'email', 'phone'] as const) {
      if (!form.getValues(name)) setValue(name, contact[name]);
    }
  }, [form, setValue]);
  useEffect(() => {
    if (busy || !refocusSubmit.current) return;
    refocusSubmit.current = false;
    submitRef.current?.focus();
  }, [busy]);

  const message = (name: keyof OfferFormValues) => fieldMessage(t, errors[name]?.message);
  const aria = (name: keyof OfferFormValues, describedBy?: string) => {
    const error = message(name);
    const ids = [describedBy, error ? `${id(name)}-error` : undefined].filter(Boolean).join(' ');
    return {
      id: id(name),
      // Every field of the form is required (the note above the fields says so).
      'aria-required': true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': ids || undefined,
    } as const;
  };

  // A refusal by the procedure belongs to the amount: said at the field, which gets the focus.
  const refuseAmount = (message: string) =>
    form.setError('bidAmount', { type: 'procedure', message }, { shouldFocus: true });

  const onValid = async (values: OfferFormValues) => {
    if (inFlight.current) return;
    const reading = readAmount(values.bidAmount, language);
    if (reading.kind !== 'amount') return;
    const bidAmount = reading.value;
    // The rules the page shows are checked before anything is sent.
    const refusal = standing && procedureRefusalOf(bidAmount, standing);
    if (refusal) return refuseAmount(procedureRefusalText(t, language, refusal)!);
    inFlight.current = true;
    try {
      const payload = {
        propertyId,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        bidAmount,
        ...termsOf(values, proof),
      };
      // The language is not part of the offer's identity: sent again after a switch, it is the same offer.
      const idempotencyKey = idempotencyKeyFor(payload);
      const spamSignals = {
        website: honeypot.current?.value ?? '',
        // Since the page began to load: what was typed into the server's form before this code ran counts too.
        fillMs: Math.round(performance.now()),
      };
      const stored = await mutation.mutateAsync({ payload: { ...payload, language, ...spamSignals }, idempotencyKey });
      reset(EMPTY);
      setProof(null);
      setPlaced(stored);
    } catch (error) {
      const refusal =
        error instanceof ApiError && error.status === 422 && procedureRefusalText(t, language, error.details);
      if (refusal) return refuseAmount(refusal);
      refocusSubmit.current = true;
      toast({
        variant: 'destructive',
        title: t('error.offerSubmit'),
        description: offerErrorDescription(t, language, error, requirementTexts) || t('error.tryLater'),
      });
    } finally {
      inFlight.current = false;
    }
  };

  // What was typed before the form's code came shows its preview only after hydration: the server
  // rendered the hint, and the markup is adopted as it is (a different text would make React throw
  // the server's form away, and the focus and keyboard with it).
  const hydrated = useHydrated();
  const typedAmount = useWatch({ control, name: 'bidAmount' }) ?? '';
  const preview = hydrated ? amountPreview(typedAmount, language, t) : undefined;
  // The two links are elements: the text keeps their placeholders, and the sentence is split on them.
  const termsParts = t('offer.terms', { terms: '{terms}', privacy: '{privacy}' }).split(/(\{terms\}|\{privacy\})/);
  const newTab = t('ui.opensInNewTab');
  const legalLink = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener" className="inline-link">
      {text}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
  const termsError = message('terms');

  return (
    <>
      <ProcedureRules propertyId={propertyId} />
      <StandingAnnouncer propertyId={propertyId} />
      <form
        ref={formRef}
        noValidate
        // Without scripts (the server's markup) the data never goes into an address.
        method="post"
        aria-label={t('offer.formLabel')}
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        className="flex flex-col gap-5"
      >
        {closed && (
          <p ref={closedNoticeRef} tabIndex={-1} role="alert" className="offer-closed-notice">
            <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {t('offer.closedWhileTyping')}
          </p>
        )}
        {/* Disabled as a whole at the end, keeping what was typed; a box of no layout of its own. */}
        <fieldset disabled={closed} className="contents">
          <p className="field-hint mt-0">{t('offer.allRequired')}</p>
          {/* The trap: not seen, not announced, not in the tab order; only a bot fills it in. */}
          <div aria-hidden="true" className="sr-only">
            <label htmlFor={id(HONEYPOT_FIELD)}>{t('offer.leaveEmpty')}</label>
            <input
              ref={honeypot}
              id={id(HONEYPOT_FIELD)}
              name={HONEYPOT_FIELD}
              type="text"
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id={id('firstName')} label={t('offer.firstName')} error={message('firstName')}>
              <input
                {...register('firstName')}
                {...aria('firstName')}
                type="text"
                autoComplete="given-name"
                maxLength={LIMITS.offerName}
                className={inputClass}
              />
            </Field>
            <Field id={id('lastName')} label={t('offer.lastName')} error={message('lastName')}>
              <input
                {...register('lastName')}
                {...aria('lastName')}
                type="text"
                autoComplete="family-name"
                maxLength={LIMITS.offerName}
                className={inputClass}
              />
            </Field>
            <Field id={id('email')} label={t('offer.email')} error={message('email')}>
              <input
                {...register('email')}
                {...aria('email')}
                type="email"
                autoComplete="email"
                inputMode="email"
                maxLength={LIMITS.offerEmail}
                className={inputClass}
              />
            </Field>
            <Field id={id('phone')} label={t('offer.phone')} error={message('phone')}>
              <input
                {...register('phone')}
                {...aria('phone')}
                type="tel"
                autoComplete="tel"
                maxLength={LIMITS.offerPhone}
                className={inputClass}
              />
            </Field>
            <Field
              id={id('bidAmount')}
              label={t('offer.amount')}
              error={message('bidAmount')}
              hint={preview ?? t('offer.amountHint')}
              hintId={`${id('bidAmount')}-hint`}
              className="sm:col-span-2"
            >
              <div className="relative">
                <input
                  {...register('bidAmount', {
                    // What was read is shown back in the usual form, so a misread number is seen at once.
                    onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
                      const reading = readAmount(event.target.value, language);
                      if (reading.kind === 'amount') setValue('bidAmount', amountForField(reading.value, language));
                      // An amount that cannot be read is said when the field is left, not only on sending;
                      // an empty field waits for the sending, unless its message already shows. Left by a
                      // tap or click elsewhere, the message waits for it to land: shown at once, it would
                      // move what the finger is on.
                      if (reading.kind !== 'empty' || errors.bidAmount)
                        afterPointerLands(() => void trigger('bidAmount'));
                    },
                  })}
                  {...aria('bidAmount', `${id('bidAmount')}-hint`)}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={40}
                  className={`${inputClass} pr-12 font-medium tabular-nums`}
                />
                <span
                  className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-base font-medium text-stone-500"
                  aria-hidden
                >
                  €
                </span>
              </div>
            </Field>
          </div>

          <OfferTermsSection
            register={register}
            control={control}
            errorOf={(name) => message(name)}
            proof={proof}
            onProof={setProof}
            disabled={busy}
          />

          <div>
            <div className="flex items-start gap-3">
              <span className="relative mt-0.5 flex h-5 w-5 shrink-0">
                <input
                  {...register('terms')}
                  {...aria('terms')}
                  type="checkbox"
                  className="peer h-5 w-5 cursor-pointer appearance-none rounded-md border border-stone-500 bg-white transition checked:border-ink checked:bg-ink focus-visible:ring-2 focus-visible:ring-ink focus-visible:ring-offset-2 focus-visible:outline-none aria-[invalid=true]:border-red-600"
                />
                <Check
                  className="pointer-events-none absolute inset-0 m-auto hidden h-3.5 w-3.5 text-white peer-checked:block"
                  strokeWidth={3}
                  aria-hidden
                />
              </span>
              <label htmlFor={id('terms')} className="text-[0.9rem] leading-6 text-ink-soft">
                {termsParts.map((part, i) =>
                  part === '{terms}' ? (
                    <span key={i}>{legalLink('/agb', t('offer.termsLink'))}</span>
                  ) : part === '{privacy}' ? (
                    <span key={i}>{legalLink('/datenschutz', t('offer.privacyLink'))}</span>
                  ) : (
                    part
                  ),
                )}
              </label>
            </div>
            {termsError && (
              <p id={`${id('terms')}-error`} className="field-error pl-8">
                <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                {termsError}
              </p>
            )}
          </div>

          <p className="flex items-start gap-3 rounded-xl bg-gold-soft/70 px-4 py-3.5 text-[0.85rem] leading-6 text-ink-soft">
            <Info className="mt-1 h-4 w-4 shrink-0 text-gold-deep" aria-hidden />
            {t('offer.nonBinding')}
          </p>

          <button
            ref={submitRef}
            type="submit"
            disabled={busy}
            aria-busy={busy || undefined}
            className="btn btn-ink h-14 w-full text-base"
          >
            {busy ? (
              <>
                <span className="spinner h-4 w-4 border-white/40 border-t-white" aria-hidden />
                {t('offer.submitting')}
              </>
            ) : (
              <>
                {t('action.submitOffer')}
                <Send className="h-4 w-4" aria-hidden />
              </>
            )}
          </button>
        </fieldset>
      </form>

      <OfferSuccessDialog
        placed={placed}
        propertyId={propertyId}
        onOpenChange={(open) => !open && setPlaced(null)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          submitRef.current?.focus();
        }}
      />
    </>
  );
}
