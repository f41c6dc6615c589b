import { useId, useRef, useState } from 'react';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { LOCALES, type Language } from '#shared/languages.ts';
import {
  FINANCING_OPTIONS,
  munichToday,
  OFFER_TERMS_LIMITS,
  PROOF_ACCEPT,
  PROOF_UPLOAD_FIELD,
  yearsAfter,
  type Financing,
} from '#shared/offers/offer-terms.ts';
import type { OfferFormValues } from '#shared/offers/schemas.ts';
import type { PlainTranslationKey } from '#shared/translations/index.ts';
import { CircleAlert } from '#client/components/ui/more-icons.tsx';
import { OFFER_DOCUMENT_ENDPOINTS } from '#shared/offers/document-endpoints.ts';
import { ApiError, apiCalls } from '#client/lib/api-client.ts';
import { useHydrated } from '#client/lib/hydration.ts';
import { useI18n } from '#client/lib/i18n.tsx';
import { uploadFiles } from '#client/lib/upload.ts';

const { endpointUrl } = apiCalls(OFFER_DOCUMENT_ENDPOINTS);

/** The proof of funds once uploaded: the offer names its id. */
export interface UploadedProof {
  id: string;
  fileName: string;
  sizeBytes: number;
}

const FINANCING_LABELS: Record<Financing, PlainTranslationKey> = {
  'own-funds': 'offer.terms.financingOwnFunds',
  'financing-confirmed': 'offer.terms.financingConfirmed',
  'financing-in-progress': 'offer.terms.financingInProgress',
};

/** 1.2 MB, 340 KB: the size the way the visitor's language writes numbers. */
function formatFileSize(bytes: number, language: Language): string {
  const megabytes = bytes >= 1024 * 1024;
  const value = megabytes ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024));
  const number = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: megabytes ? 1 : 0 }).format(value);
  return `${number} ${megabytes ? (language === 'fr' ? 'Mo' : 'MB') : language === 'fr' ? 'Ko' : 'KB'}`;
}

/** What the file input can tell before sending: a wrong kind of file, or one too large. */
function quickCheck(file: File): PlainTranslationKey | null {
  if (file.size > OFFER_TERMS_LIMITS.proofBytes) return 'error.proofSize';
  const known = /\.(pdf|jpe?g|png)$/i.test(file.name) || /^(application\/pdf|image\/(jpeg|png))$/.test(file.type);
  return known ? null : 'error.proofType';
}

function uploadError(error: unknown): PlainTranslationKey {
  if (error instanceof ApiError && error.status === 413) return 'error.proofSize';
  if (error instanceof ApiError && error.status === 415) return 'error.proofType';
  if (error instanceof ApiError && error.status === 422) return 'error.proofDamaged';
  if (error instanceof ApiError && error.status === 429) return 'error.proofQuota';
  return 'error.proofUpload';
}

interface OfferTermsSectionProps {
  register: UseFormRegister<OfferFormValues>;
  control: Control<OfferFormValues>;
  /** The translated message of a field's error, if any. */
  errorOf: (name: 'handoverDate' | 'bindingDays' | 'message') => string | undefined;
  proof: UploadedProof | null;
  onProof: (proof: UploadedProof | null) => void;
  disabled: boolean;
}

/**
 * The optional terms of an offer (decision 0070), closed until the visitor opens them: a
 * `<details>`, so it opens from the keyboard and without scripts, and what the server rendered stays
 * as it is until the form's code takes over.
 */
export function OfferTermsSection({ register, control, errorOf, proof, onProof, disabled }: OfferTermsSectionProps) {
  const { t, language } = useI18n();
  const uid = useId();
  const id = (name: string) => `offer-terms-${name}-${uid}`;
  const [uploading, setUploading] = useState(false);
  const [proofError, setProofError] = useState<PlainTranslationKey | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // The day depends on the moment, the count on what was typed before the form's code came: both
  // only after hydration, so the server's markup is adopted as it is.
  const hydrated = useHydrated();
  const typedMessage = useWatch({ control, name: 'message' }) ?? '';
  const messageLength = hydrated ? typedMessage.trim().length : 0;
  const today = hydrated ? munichToday() : undefined;

  const described = (name: 'handoverDate' | 'bindingDays' | 'message', hint?: string) => {
    const error = errorOf(name);
    const ids = [hint, error ? `${id(name)}-error` : undefined].filter(Boolean).join(' ');
    return { id: id(name), 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
  };
  const errorLine = (name: string, error: string | undefined) =>
    error ? (
      <p id={`${id(name)}-error`} className="field-error">
        <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        {error}
      </p>
    ) : null;

  const upload = async (file: File) => {
    setProofError(null);
    const problem = quickCheck(file);
    if (problem) {
      setProofError(problem);
      return;
    }
    setUploading(true);
    try {
      const stored = await uploadFiles<UploadedProof>(endpointUrl('uploadOfferDocument'), PROOF_UPLOAD_FIELD, [file]);
      onProof({ id: stored.id, fileName: stored.fileName, sizeBytes: stored.sizeBytes });
    } catch (error) {
      setProofError(uploadError(error));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const removeProof = () => {
    onProof(null);
    setProofError(null);
    // Focus stays in the section: on the file input that took the place of the file.
    requestAnimationFrame(() => fileInput.current?.focus());
  };

  return (
    <details className="offer-terms group">
      <summary className="offer-terms-summary">
        <span>{t('offer.terms.toggle')}</span>
        <svg
          className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      <div className="flex min-w-0 flex-col gap-5 pt-4 [&>*]:min-w-0">
        <p className="field-hint mt-0">{t('offer.terms.intro')}</p>

        <fieldset>
          <legend className="field-label">{t('offer.terms.financing')}</legend>
          <div className="flex flex-col gap-1">
            {(['', ...FINANCING_OPTIONS] as const).map((value) => (
              <label key={value || 'none'} className="offer-terms-choice">
                <input
                  {...register('financing')}
                  type="radio"
                  value={value}
                  defaultChecked={value === ''}
                  className="h-4 w-4 shrink-0 accent-ink"
                />
                {value === '' ? t('offer.terms.financingNone') : t(FINANCING_LABELS[value])}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor={id('handoverDate')} className="field-label">
              {t('offer.terms.handoverDate')}
            </label>
            <input
              {...register('handoverDate')}
              {...described('handoverDate')}
              type="date"
              min={today}
              max={today && yearsAfter(today, OFFER_TERMS_LIMITS.handoverYearsAhead)}
              className="field-input"
            />
            {errorLine('handoverDate', errorOf('handoverDate'))}
          </div>
          <div>
            <label htmlFor={id('bindingDays')} className="field-label">
              {t('offer.terms.bindingDays')}
            </label>
            <input
              {...register('bindingDays')}
              {...described('bindingDays', `${id('bindingDays')}-hint`)}
              type="number"
              inputMode="numeric"
              min={OFFER_TERMS_LIMITS.bindingDaysMin}
              max={OFFER_TERMS_LIMITS.bindingDaysMax}
              step={1}
              className="field-input tabular-nums"
            />
            <p id={`${id('bindingDays')}-hint`} className="field-hint">
              {t('offer.terms.bindingDaysHint')}
            </p>
            {errorLine('bindingDays', errorOf('bindingDays'))}
          </div>
        </div>

        <div>
          <label htmlFor={id('message')} className="field-label">
            {t('offer.terms.message')}
          </label>
          <textarea
            {...register('message')}
            {...described('message', `${id('message')}-count`)}
            rows={4}
            maxLength={OFFER_TERMS_LIMITS.messageChars + 200}
            className="field-input h-auto min-h-28 py-3 leading-6"
          />
          <p
            id={`${id('message')}-count`}
            className={`field-hint text-right tabular-nums ${messageLength > OFFER_TERMS_LIMITS.messageChars ? 'text-red-700' : ''}`}
          >
            {t('offer.terms.messageCount', {
              count: new Intl.NumberFormat(LOCALES[language]).format(messageLength),
              max: new Intl.NumberFormat(LOCALES[language]).format(OFFER_TERMS_LIMITS.messageChars),
            })}
          </p>
          {errorLine('message', errorOf('message'))}
        </div>

        <div>
          {proof ? (
            <p className="field-label">{t('offer.terms.proof')}</p>
          ) : (
            <label htmlFor={id('proof')} className="field-label">
              {t('offer.terms.proof')}
            </label>
          )}
          {proof ? (
            <div className="offer-terms-file min-w-0">
              <p className="min-w-0 flex-1 text-sm" role="status">
                <span className="sr-only">
                  {t('offer.terms.proofAttached', { name: proof.fileName })},{' '}
                  {formatFileSize(proof.sizeBytes, language)}
                </span>
                <span className="block font-medium wrap-anywhere text-ink" aria-hidden>
                  {proof.fileName}
                </span>
                <span className="text-stone-500 tabular-nums" aria-hidden>
                  {formatFileSize(proof.sizeBytes, language)}
                </span>
              </p>
              <button
                type="button"
                onClick={removeProof}
                disabled={disabled}
                aria-label={t('offer.terms.proofRemove', { name: proof.fileName })}
                className="offer-terms-remove"
              >
                <svg
                  className="h-4 w-4"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden
                >
                  <path d="M18 6 6 18M6 6l12 12" />
                </svg>
              </button>
            </div>
          ) : (
            <input
              ref={fileInput}
              id={id('proof')}
              type="file"
              accept={PROOF_ACCEPT}
              disabled={uploading || disabled}
              aria-describedby={[`${id('proof')}-hint`, proofError ? `${id('proof')}-error` : '']
                .filter(Boolean)
                .join(' ')}
              aria-invalid={proofError ? true : undefined}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void upload(file);
              }}
              className="offer-terms-file-input"
            />
          )}
          <p id={`${id('proof')}-hint`} className="field-hint">
            {uploading ? t('offer.terms.proofUploading') : t('offer.terms.proofHint')}
          </p>
          {proofError && (
            <p id={`${id('proof')}-error`} className="field-error" role="alert">
              <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              {t(proofError)}
            </p>
          )}
        </div>
      </div>
    </details>
  );
}
