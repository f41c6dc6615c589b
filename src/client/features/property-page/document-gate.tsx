import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { documentAccessRequestSchema, type DocumentAccessState } from '#shared/documents/access-schemas.ts';
import { DOCUMENT_ACCESS_TRANSLATIONS } from '#shared/documents/access-texts.ts';
import { DOCUMENTS_ENDPOINTS } from '#shared/documents/endpoints.ts';
import { LIMITS } from '#shared/limits.ts';
import { formatCommissionRate } from '#shared/properties/buyer-commission.ts';
import { translationMaps } from '#shared/translations/types.ts';
import { icon } from '#client/components/ui/icons.tsx';
import { apiCalls } from '#client/lib/api-client.ts';
import { fieldMessage } from '#client/lib/field-message.ts';
import { munichDateTime } from '#client/lib/munich-format.ts';
import { useHydrated } from '#client/lib/hydration.ts';
import { translator, useI18n, type Translate } from '#client/lib/i18n.tsx';
import { translationsQuery } from '#client/lib/translations-query.ts';
import { FieldError, LineField, problemAria } from './visitor-field';

/** The gate's texts come with it in all three languages: rendered pages do not carry them. */
const GATE_TEXTS = translationMaps(DOCUMENT_ACCESS_TRANSLATIONS);
const { request, queryKeyOf } = apiCalls(DOCUMENTS_ENDPOINTS);

/* Lucide's lock and circle-check (https://lucide.dev, ISC licence), drawn for this chunk alone. */
export const Lock = icon([
  ['rect', { width: '18', height: '11', x: '3', y: '11', rx: '2', ry: '2' }],
  ['path', { d: 'M7 11V7a5 5 0 0 1 10 0v4' }],
]);
const CircleCheck = icon([
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'm9 12 2 2 4-4' }],
]);

/** The gate's texts in the visitor's language; texts an admin edited (the server's map) win. */
export function useGateTexts(): Translate {
  const { language } = useI18n();
  const { data } = useQuery(translationsQuery(language));
  return useMemo(() => translator({ ...GATE_TEXTS(language), ...data }), [language, data]);
}

/**
 * Whether this browser opens the property's gated documents, and the terms: asked only once the
 * page runs (the answer depends on the browser's key, so no rendered page can carry it).
 */
export function useDocumentAccess(slug: string, wanted: boolean): DocumentAccessState | undefined {
  const hydrated = useHydrated();
  const { data } = useQuery({
    queryKey: queryKeyOf('documentAccessState', { params: { slug } }),
    queryFn: () => request('documentAccessState', { params: { slug } }),
    enabled: hydrated && wanted,
    staleTime: 60_000,
  });
  return data;
}

type FieldName = 'name' | 'email' | 'acceptTerms';

/** The two lines of the form, as a browser fills them in. */
const LINE_INPUTS = {
  name: { type: 'text', autoComplete: 'name', maxLength: LIMITS.offerName },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: LIMITS.offerEmail },
} as const;
type Outcome = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; email: string } | { kind: 'failed' };

/**
 * Below the documents, when some open only after accepting the property's terms (decision 0126):
 * for whom they are open, or the way to open them — name, e-mail address, the terms and their
 * acceptance; the server mails the link that confirms the address and opens them. Where the buyer
 * pays a commission (decision 0127) the terms include the brokerage agreement, the withdrawal
 * notice shows beside them, and a second checkbox makes the express request to open the documents
 * before the withdrawal period ends. Without scripts only the explanation shows.
 */
export function DocumentGate({ slug, access }: { slug: string; access: DocumentAccessState | undefined }) {
  const t = useGateTexts();
  const [opened, setOpened] = useState(false);
  const { language } = useI18n();
  if (access?.granted) {
    return (
      <p className="document-gate-granted">
        <CircleCheck className="h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
        {t('documentAccess.granted', { name: access.name ?? '' })}
      </p>
    );
  }
  if (access?.opensAt) {
    // Confirmed without the express request: the documents wait for the withdrawal period's end.
    return (
      <p className="document-gate-granted">
        <Lock className="h-4 w-4 shrink-0 text-gold-deep" aria-hidden />
        {t('documentAccess.opensOn', {
          name: access.name ?? '',
          date: munichDateTime(access.opensAt, language, 'medium'),
        })}
      </p>
    );
  }
  return (
    <div className="document-gate">
      <h3 className="font-medium text-ink">{t('documentAccess.title')}</h3>
      <p className="mt-1 text-sm leading-6 text-ink-soft">{t('documentAccess.intro')}</p>
      {access &&
        (opened ? (
          <GateForm slug={slug} terms={access.terms} commission={access.commission} t={t} />
        ) : (
          <button type="button" className="btn btn-ink mt-4 h-11 px-5" onClick={() => setOpened(true)}>
            <Lock className="h-4 w-4" aria-hidden />
            {t('documentAccess.start')}
          </button>
        ))}
    </div>
  );
}

interface GateFormProps {
  slug: string;
  terms: DocumentAccessState['terms'];
  commission: DocumentAccessState['commission'];
  t: Translate;
}

function GateForm({ slug, terms, commission, t }: GateFormProps) {
  const { language } = useI18n();
  const uid = useId();
  const id = (name: FieldName | 'terms' | 'withdrawal' | 'expressRequest' | 'expressHint' | 'notify') =>
    `gate-${name}-${uid}`;
  const [values, setValues] = useState({ name: '', email: '' });
  const [accepted, setAccepted] = useState(false);
  const [expressRequest, setExpressRequest] = useState(false);
  const [notifyOnChanges, setNotifyOnChanges] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outcome.kind === 'sending') return;
    const parsed = documentAccessRequestSchema.safeParse({
      ...values,
      language,
      acceptTerms: accepted,
      expressRequest: commission !== null && expressRequest,
      notifyOnChanges,
    });
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as FieldName] ??= issue.message;
      setErrors(found);
      const first = (['name', 'email', 'acceptTerms'] as const).find((field) => found[field]);
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setErrors({});
    setOutcome({ kind: 'sending' });
    try {
      await request('requestDocumentAccess', { params: { slug }, body: parsed.data });
      setOutcome({ kind: 'sent', email: parsed.data.email });
    } catch {
      setOutcome({ kind: 'failed' });
    }
  };

  if (outcome.kind === 'sent') {
    return (
      <p role="status" className="document-gate-sent">
        {t('documentAccess.sent', { email: outcome.email })}
      </p>
    );
  }

  const problem = (field: FieldName) => fieldMessage(t, errors[field]);
  const described = (field: FieldName) => problemAria(id(field), problem(field));
  const errorLine = (field: FieldName) =>
    problem(field) && <FieldError id={`${id(field)}-error`}>{problem(field)}</FieldError>;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {(['name', 'email'] as const).map((field) => (
          <LineField
            key={field}
            id={id(field)}
            label={t(`documentAccess.${field}`)}
            problem={problem(field)}
            {...LINE_INPUTS[field]}
            value={values[field]}
            onChange={(event) => setValues((previous) => ({ ...previous, [field]: event.target.value }))}
          />
        ))}
      </div>
      {commission && (
        <p className="text-sm leading-6 text-ink">
          {t('documentAccess.commission', { rate: formatCommissionRate(commission.rate, language) })}
        </p>
      )}
      <div>
        <p id={id('terms')} className="field-label">
          {t('documentAccess.terms')}
        </p>
        {/* Focusable, so that a keyboard alone can scroll a long text. */}
        <div tabIndex={0} role="region" aria-labelledby={id('terms')} className="document-gate-terms">
          {terms[language]}
        </div>
      </div>
      {commission && (
        <div>
          <p id={id('withdrawal')} className="field-label">
            {t('documentAccess.withdrawal')}
          </p>
          <div tabIndex={0} role="region" aria-labelledby={id('withdrawal')} className="document-gate-terms">
            {commission.withdrawalNotice[language]}
          </div>
        </div>
      )}
      <div>
        <CheckLine id={id('acceptTerms')} checked={accepted} onChange={setAccepted} {...described('acceptTerms')}>
          {t('documentAccess.accept')}
        </CheckLine>
        {errorLine('acceptTerms')}
      </div>
      {commission && (
        <CheckLine
          id={id('expressRequest')}
          checked={expressRequest}
          onChange={setExpressRequest}
          aria-describedby={id('expressHint')}
          hint={
            <p id={id('expressHint')} className="mt-1 text-sm leading-6 text-ink-soft">
              {t('documentAccess.expressHint')}
            </p>
          }
        >
          {commission.expressRequest[language]}
        </CheckLine>
      )}
      <CheckLine id={id('notify')} checked={notifyOnChanges} onChange={setNotifyOnChanges}>
        {t('documentAccess.notify')}
      </CheckLine>
      <div role="status">
        {outcome.kind === 'failed' && <p className="field-error">{t('documentAccess.failed')}</p>}
      </div>
      <button
        type="submit"
        className="btn btn-ink h-12 self-start px-6"
        aria-busy={outcome.kind === 'sending' || undefined}
      >
        {outcome.kind === 'sending' ? t('documentAccess.sending') : t('documentAccess.submit')}
      </button>
    </form>
  );
}

interface CheckLineProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The label's text. */
  children: ReactNode;
  /** Said below the label, tied to the box by aria-describedby. */
  hint?: ReactNode;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** One of the gate's checkboxes: the box, its label beside it, and a hint below the label. */
function CheckLine({ id, checked, onChange, children, hint, ...aria }: CheckLineProps) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-ink"
        {...aria}
      />
      <div>
        <label htmlFor={id} className="text-[0.9rem] leading-6 text-ink-soft">
          {children}
        </label>
        {hint}
      </div>
    </div>
  );
}
