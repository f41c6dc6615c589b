import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { ACCESSIBILITY_ENDPOINTS } from '#shared/accessibility/endpoints.ts';
import { FEEDBACK_LIMITS, feedbackBodySchema } from '#shared/accessibility/schemas.ts';
import { FEEDBACK_FORM_TRANSLATIONS } from '#shared/accessibility/texts.ts';
import { LIMITS } from '#shared/limits.ts';
import { CONTACT } from '#shared/site/contact.ts';
import { translationMaps } from '#shared/translations/types.ts';
import { CircleAlert } from '#client/components/ui/more-icons.tsx';
import { apiCalls } from '#client/lib/api-client.ts';
import { fieldMessage } from '#client/lib/field-message.ts';
import { useHydrated } from '#client/lib/hydration.ts';
import { translator, useI18n, type Translate } from '#client/lib/i18n.tsx';
import { translationsQuery } from '#client/lib/translations-query.ts';

/** The form's texts come with it in all three languages: rendered pages do not carry them. */
const FEEDBACK_TEXTS = translationMaps(FEEDBACK_FORM_TRANSLATIONS);
const { request } = apiCalls(ACCESSIBILITY_ENDPOINTS);

type FieldName = 'message' | 'page' | 'name' | 'email';
type Outcome = 'idle' | 'sending' | 'sent' | 'failed';

/** The feedback form's texts in the visitor's language; texts an admin edited (the server's map) win. */
function useFeedbackTexts(): Translate {
  const { language } = useI18n();
  const { data } = useQuery(translationsQuery(language));
  return useMemo(() => translator({ ...FEEDBACK_TEXTS(language), ...data }), [language, data]);
}

/**
 * Below the accessibility statement (decision 0113): a barrier, in the visitor's words, sent to the
 * agency. Checked before sending with the server's own rules; each message at its field. Without
 * scripts the statement's e-mail address and phone number are the way (the form shows only once
 * the page runs).
 */
export function AccessibilityFeedback() {
  const hydrated = useHydrated();
  return <section className="feedback-section">{hydrated && <FeedbackForm />}</section>;
}

function FeedbackForm() {
  const { language } = useI18n();
  const t = useFeedbackTexts();
  const uid = useId();
  const id = (name: FieldName) => `feedback-${name}-${uid}`;
  const [values, setValues] = useState<Record<FieldName, string>>({ message: '', page: '', name: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>('idle');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outcome === 'sending') return;
    const parsed = feedbackBodySchema.safeParse({ ...values, language });
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as FieldName] ??= issue.message;
      setErrors(found);
      const first = (['message', 'page', 'name', 'email'] as const).find((name) => found[name]);
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setErrors({});
    setOutcome('sending');
    try {
      await request('sendAccessibilityFeedback', { body: parsed.data });
      setValues({ message: '', page: '', name: '', email: '' });
      setOutcome('sent');
    } catch {
      setOutcome('failed');
    }
  };

  const field = (name: FieldName, label: string, control: (props: FieldProps) => ReactNode) => {
    const error = fieldMessage(t, errors[name]);
    return (
      <div>
        <label htmlFor={id(name)} className="field-label">
          {label}
        </label>
        {control({
          id: id(name),
          name,
          value: values[name],
          onChange: (event) => setValues((previous) => ({ ...previous, [name]: event.target.value })),
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id(name)}-error` : undefined,
          className: 'field-input',
        })}
        {error && (
          <p id={`${id(name)}-error`} className="field-error">
            <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={`${uid}-title`}
      className="feedback-form"
    >
      <h2 id={`${uid}-title`} className="font-serif text-3xl text-ink">
        {t('feedback.title')}
      </h2>
      <p className="text-ink-soft">{t('feedback.intro')}</p>
      {field('message', t('feedback.message'), (props) => (
        <textarea
          {...props}
          className="field-input h-auto min-h-32 py-3"
          rows={5}
          maxLength={FEEDBACK_LIMITS.message}
          aria-required
        />
      ))}
      {field('page', t('feedback.page'), (props) => (
        <input {...props} type="text" maxLength={FEEDBACK_LIMITS.page} />
      ))}
      <div className="grid gap-5 sm:grid-cols-2">
        {field('name', t('feedback.name'), (props) => (
          <input {...props} type="text" autoComplete="name" maxLength={FEEDBACK_LIMITS.name} />
        ))}
        {field('email', t('feedback.email'), (props) => (
          <input {...props} type="email" autoComplete="email" inputMode="email" maxLength={LIMITS.offerEmail} />
        ))}
      </div>
      <div role="status" className="feedback-outcome">
        {outcome === 'sent' && <p className="feedback-thanks">{t('feedback.thanks')}</p>}
        {outcome === 'failed' && <p className="field-error">{t('feedback.failed', { email: CONTACT.email })}</p>}
      </div>
      <button type="submit" className="btn btn-ink h-12 self-start px-6" aria-busy={outcome === 'sending' || undefined}>
        {outcome === 'sending' ? t('feedback.sending') : t('feedback.send')}
      </button>
    </form>
  );
}

interface FieldProps {
  id: string;
  name: FieldName;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}
