import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { IDENTIFICATION_ENDPOINTS } from '#shared/identification/endpoints.ts';
// Types only from the schemas' module: it builds zod schemas when loaded, and this chunk is not
// loaded after zod's configuration (client/lib/zod-ready.ts); the rules come zod-free.
import type { IdentificationDetails, MyIdentification } from '#shared/identification/schemas.ts';
import {
  BUYER_KINDS,
  DOCUMENT_NUMBER_PATTERN,
  EARLIEST_BIRTH_DATE,
  IDENTIFICATION_LIMITS,
  IDENTIFICATION_UPLOAD_FIELD,
  IDENTITY_DOCUMENT_TYPES,
  type IdentificationFileKind,
} from '#shared/identification/rules.ts';
import type { Language } from '#shared/languages.ts';
import { isCalendarDate, munichToday, PROOF_ACCEPT } from '#shared/offers/offer-terms.ts';
import type { PlainTranslationKey } from '#shared/translations/index.ts';
import { CircleAlert } from '#client/components/ui/more-icons.tsx';
import { ApiError, apiCalls } from '#client/lib/api-client.ts';
import type { Translate } from '#client/lib/i18n.tsx';
import { munichDateTime } from '#client/lib/munich-format.ts';
import { uploadFiles } from '#client/lib/upload.ts';

const { endpointUrl, request } = apiCalls({
  uploadIdentificationFile: IDENTIFICATION_ENDPOINTS.uploadIdentificationFile,
  submitIdentification: IDENTIFICATION_ENDPOINTS.submitIdentification,
});

const KINDS = BUYER_KINDS;
const DOCUMENT_TYPES = IDENTITY_DOCUMENT_TYPES;
const UPLOAD_FIELD = IDENTIFICATION_UPLOAD_FIELD;
const LIMITS = IDENTIFICATION_LIMITS;

type BuyerKind = IdentificationDetails['kind'];
type DocumentType = IdentificationDetails['documentType'];

const KIND_LABELS = {
  person: 'identification.kind.person',
  company: 'identification.kind.company',
} as const satisfies Record<BuyerKind, PlainTranslationKey>;
const DOCUMENT_TYPE_LABELS = {
  'id-card': 'identification.documentType.id-card',
  passport: 'identification.documentType.passport',
} as const satisfies Record<DocumentType, PlainTranslationKey>;

type TextField =
  | 'firstName'
  | 'lastName'
  | 'birthDate'
  | 'birthPlace'
  | 'nationality'
  | 'street'
  | 'postcode'
  | 'town'
  | 'country'
  | 'documentNumber'
  | 'documentAuthority'
  | 'documentValidUntil'
  | 'companyName'
  | 'companyRegister'
  | 'companyAddress'
  | 'beneficialOwners';
type FileField = 'documentFile' | 'registerFile';
type FieldName = TextField | FileField;
type Values = Record<TextField, string>;
type Problems = Partial<Record<FieldName, PlainTranslationKey>>;

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  birthDate: '',
  birthPlace: '',
  nationality: '',
  street: '',
  postcode: '',
  town: '',
  country: '',
  documentNumber: '',
  documentAuthority: '',
  documentValidUntil: '',
  companyName: '',
  companyRegister: '',
  companyAddress: '',
  beneficialOwners: '',
};

const PERSON_FIELDS = [
  'firstName',
  'lastName',
  'birthDate',
  'birthPlace',
  'nationality',
  'street',
  'postcode',
  'town',
  'country',
] as const satisfies readonly TextField[];
const DOCUMENT_FIELDS = [
  'documentNumber',
  'documentAuthority',
  'documentValidUntil',
] as const satisfies readonly TextField[];
const COMPANY_FIELDS = [
  'companyName',
  'companyRegister',
  'companyAddress',
  'beneficialOwners',
] as const satisfies readonly TextField[];

const FILE_FIELD = { document: 'documentFile', register: 'registerFile' } as const satisfies Record<
  IdentificationFileKind,
  FileField
>;

/** The fields in the page's order: the first with a problem takes the focus. */
function fieldOrder(kind: BuyerKind): FieldName[] {
  return [
    ...PERSON_FIELDS,
    ...DOCUMENT_FIELDS,
    'documentFile',
    ...(kind === 'company' ? [...COMPANY_FIELDS, 'registerFile' as const] : []),
  ];
}

/** The server's name of a field (its path in the body) as the form's. */
const SERVER_FIELDS: Record<string, TextField> = {
  'company.name': 'companyName',
  'company.register': 'companyRegister',
  'company.address': 'companyAddress',
  'company.beneficialOwners': 'beneficialOwners',
};
/** What the server refused of a field, said the way the form's own check says it. */
const SERVER_PROBLEMS: Partial<Record<TextField, PlainTranslationKey>> = {
  birthDate: 'identification.birthDateInvalid',
  documentValidUntil: 'identification.expired',
  documentNumber: 'identification.documentNumberInvalid',
};

/**
 * The fields a 400 names (e.g. a date checked against the server's day, which may already be the
 * next one), tied to the form's fields; empty when it names none of them.
 */
function problemsOfRefusal(details: Readonly<Record<string, unknown>>): Problems {
  const errors = Array.isArray(details.errors) ? (details.errors as Array<{ path?: unknown }>) : [];
  const problems: Problems = {};
  for (const { path } of errors) {
    if (typeof path !== 'string') continue;
    const field = SERVER_FIELDS[path] ?? (Object.hasOwn(EMPTY, path) ? (path as TextField) : null);
    if (field) problems[field] ??= SERVER_PROBLEMS[field] ?? 'identification.required';
  }
  return problems;
}

type StoredFiles = Record<IdentificationFileKind, string | null>;

/**
 * What is missing or wrong before anything is sent, as the server checks it: every field filled,
 * the dates against Munich's calendar day, the ID document's file (and a company's register
 * extract) uploaded.
 */
function problemsOf(values: Values, kind: BuyerKind, files: StoredFiles, today: string): Problems {
  const problems: Problems = {};
  for (const name of fieldOrder(kind)) {
    if (name === 'documentFile' || name === 'registerFile') continue;
    if (values[name].trim() === '') problems[name] = 'identification.required';
  }
  const { birthDate, documentValidUntil, documentNumber } = values;
  if (birthDate && (!isCalendarDate(birthDate) || birthDate >= today || birthDate < EARLIEST_BIRTH_DATE))
    problems.birthDate = 'identification.birthDateInvalid';
  if (documentValidUntil && !isCalendarDate(documentValidUntil))
    problems.documentValidUntil = 'identification.required';
  else if (documentValidUntil && documentValidUntil < today) problems.documentValidUntil = 'identification.expired';
  if (documentNumber.trim() && !DOCUMENT_NUMBER_PATTERN.test(documentNumber.trim()))
    problems.documentNumber = 'identification.documentNumberInvalid';
  if (!files.document) problems.documentFile = 'identification.fileRequired';
  if (kind === 'company' && !files.register) problems.registerFile = 'identification.fileRequired';
  return problems;
}

/** The body of PUT /api/my-offers/:token/identification: trimmed, the company only for a company. */
function detailsOf(values: Values, kind: BuyerKind, documentType: DocumentType): IdentificationDetails {
  const value = (name: TextField) => values[name].trim();
  return {
    kind,
    firstName: value('firstName'),
    lastName: value('lastName'),
    birthDate: value('birthDate'),
    birthPlace: value('birthPlace'),
    nationality: value('nationality'),
    street: value('street'),
    postcode: value('postcode'),
    town: value('town'),
    country: value('country'),
    documentType,
    documentNumber: value('documentNumber'),
    documentAuthority: value('documentAuthority'),
    documentValidUntil: value('documentValidUntil'),
    company:
      kind === 'company'
        ? {
            name: value('companyName'),
            register: value('companyRegister'),
            address: value('companyAddress'),
            beneficialOwners: value('beneficialOwners'),
          }
        : null,
  };
}

/** What the file input can tell before sending: a wrong kind of file, or one too large. */
function acceptable(file: File): boolean {
  if (file.size > LIMITS.fileBytes) return false;
  return /\.(pdf|jpe?g|png)$/i.test(file.name) || /^(application\/pdf|image\/(jpeg|png))$/.test(file.type);
}

interface FieldSpec {
  label: PlainTranslationKey;
  max: number;
  autoComplete?: string;
  type?: 'text' | 'date';
  wide?: boolean;
  multiline?: boolean;
}

const FIELDS: Record<TextField, FieldSpec> = {
  firstName: { label: 'identification.firstName', max: LIMITS.name, autoComplete: 'given-name' },
  lastName: { label: 'identification.lastName', max: LIMITS.name, autoComplete: 'family-name' },
  birthDate: { label: 'identification.birthDate', max: 10, autoComplete: 'bday', type: 'date' },
  birthPlace: { label: 'identification.birthPlace', max: LIMITS.place, autoComplete: 'off' },
  nationality: { label: 'identification.nationality', max: LIMITS.place, autoComplete: 'off' },
  street: { label: 'identification.street', max: LIMITS.line, autoComplete: 'street-address', wide: true },
  postcode: { label: 'identification.postcode', max: LIMITS.postcode, autoComplete: 'postal-code' },
  town: { label: 'identification.town', max: LIMITS.place, autoComplete: 'address-level2' },
  country: { label: 'identification.country', max: LIMITS.place, autoComplete: 'country-name', wide: true },
  documentNumber: { label: 'identification.documentNumber', max: LIMITS.documentNumber, autoComplete: 'off' },
  documentAuthority: { label: 'identification.documentAuthority', max: LIMITS.line, autoComplete: 'off' },
  documentValidUntil: { label: 'identification.documentValidUntil', max: 10, autoComplete: 'off', type: 'date' },
  companyName: { label: 'identification.companyName', max: LIMITS.line, autoComplete: 'organization', wide: true },
  companyRegister: { label: 'identification.companyRegister', max: LIMITS.line, autoComplete: 'off', wide: true },
  companyAddress: {
    label: 'identification.companyAddress',
    max: LIMITS.companyAddress,
    autoComplete: 'off',
    wide: true,
    multiline: true,
  },
  beneficialOwners: {
    label: 'identification.beneficialOwners',
    max: LIMITS.beneficialOwners,
    autoComplete: 'off',
    wide: true,
    multiline: true,
  },
};

interface IdentificationSectionProps {
  identification: MyIdentification;
  token: string;
  t: Translate;
  language: Language;
  /** The page reads itself again once the details are in (or when the server says things changed). */
  onSent: () => void;
}

/**
 * The awarded buyer's identification under the money-laundering act (decision 0139), on their own
 * page: who they are, their ID document with its scan, and for a company the company, its
 * beneficial owners and its transparency-register extract. Each file is uploaded as soon as it is
 * chosen; the details follow in one PUT. Once sent the section says so (the form may be opened
 * again, empty, until the agent has checked it); once checked, only that.
 */
export function IdentificationSection({ identification, token, t, language, onSent }: IdentificationSectionProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [sentAt, setSentAt] = useState<string | null>(null);
  const [kind, setKind] = useState<BuyerKind>('person');
  const [documentType, setDocumentType] = useState<DocumentType>('id-card');
  const [values, setValues] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [files, setFiles] = useState<StoredFiles>({ ...identification.files });
  const [uploading, setUploading] = useState<Record<IdentificationFileKind, boolean>>({
    document: false,
    register: false,
  });
  const elements = useRef(new Map<string, HTMLElement>());
  const focusNext = useRef<string | null>(null);

  // After the render that shows what changed: the field, message or form that takes the focus.
  useEffect(() => {
    const name = focusNext.current;
    if (name === null) return;
    focusNext.current = null;
    elements.current.get(name)?.focus();
  });

  const refFor = (name: string) => (element: HTMLElement | null) => {
    if (element) elements.current.set(name, element);
    else elements.current.delete(name);
  };
  const fieldId = (name: string) => `${id}-${name}`;
  const submittedAt = sentAt ?? (identification.submittedAt === null ? null : String(identification.submittedAt));

  const title = (
    <h2 id={`${id}-title`} className="font-serif text-2xl font-medium text-ink">
      {t('identification.title')}
    </h2>
  );
  const frame = (children: ReactNode) => (
    <section
      aria-labelledby={`${id}-title`}
      className="grid min-w-0 gap-4 rounded-2xl border-2 border-gold bg-white p-4 sm:p-6"
      data-testid="identification"
    >
      {title}
      {children}
    </section>
  );

  if (identification.confirmedAt !== null) {
    return frame(
      <p className="text-ink" data-testid="identification-confirmed">
        {t('identification.confirmed', { date: munichDateTime(String(identification.confirmedAt), language) })}
      </p>,
    );
  }

  if (submittedAt !== null && !editing) {
    return frame(
      <>
        <p
          ref={refFor('submitted')}
          tabIndex={-1}
          className="text-ink focus:outline-none"
          data-testid="identification-submitted"
        >
          {t('identification.submitted', { date: munichDateTime(submittedAt, language) })}
        </p>
        <button
          type="button"
          className="btn btn-outline h-auto min-h-12 w-full py-2 text-center whitespace-normal sm:w-fit"
          onClick={() => {
            setValues(EMPTY);
            setKind('person');
            setDocumentType('id-card');
            setProblems({});
            setFailure(null);
            setEditing(true);
            focusNext.current = 'kind';
          }}
        >
          {t('identification.change')}
        </button>
      </>,
    );
  }

  const change = (name: TextField, value: string) => {
    setValues((now) => ({ ...now, [name]: value }));
    if (problems[name]) setProblems((now) => ({ ...now, [name]: undefined }));
  };

  const upload = async (fileKind: IdentificationFileKind, file: File, input: HTMLInputElement) => {
    const field = FILE_FIELD[fileKind];
    setProblems((now) => ({ ...now, [field]: undefined }));
    if (!acceptable(file)) {
      setProblems((now) => ({ ...now, [field]: 'identification.fileRefused' }));
      input.value = '';
      return;
    }
    setUploading((now) => ({ ...now, [fileKind]: true }));
    try {
      const stored = await uploadFiles<{ name: string }>(
        endpointUrl('uploadIdentificationFile', { params: { token, kind: fileKind } }),
        UPLOAD_FIELD,
        [file],
      );
      setFiles((now) => ({ ...now, [fileKind]: stored.name }));
    } catch (error) {
      // 409: no longer the awarded offer, or checked meanwhile: the page read again says which.
      if (error instanceof ApiError && error.status === 409) onSent();
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 409;
      setProblems((now) => ({
        ...now,
        [field]: refused && error.status !== 429 ? 'identification.fileRefused' : 'identification.fileFailed',
      }));
    } finally {
      setUploading((now) => ({ ...now, [fileKind]: false }));
      input.value = '';
    }
  };

  /** The first field with a problem, in the form's order. */
  const firstOf = (found: Problems) => fieldOrder(kind).find((name) => found[name]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const found = problemsOf(values, kind, files, munichToday());
    const first = firstOf(found);
    if (first) {
      setProblems(found);
      focusNext.current = first;
      return;
    }
    setProblems({});
    setSending(true);
    try {
      const answer = await request('submitIdentification', {
        params: { token },
        body: detailsOf(values, kind, documentType),
      });
      setSentAt(String(answer.submittedAt));
      setEditing(false);
      setValues(EMPTY);
      focusNext.current = 'submitted';
      onSent();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        // The file the server names is not (or no longer) there: that one is chosen again.
        const fileKind: IdentificationFileKind = error.details.reason === 'missing-register' ? 'register' : 'document';
        setFiles((now) => ({ ...now, [fileKind]: null }));
        setProblems({ [FILE_FIELD[fileKind]]: 'identification.fileRequired' });
        focusNext.current = FILE_FIELD[fileKind];
      } else if (error instanceof ApiError && error.status === 400 && firstOf(problemsOfRefusal(error.details))) {
        const refused = problemsOfRefusal(error.details);
        setProblems(refused);
        focusNext.current = firstOf(refused)!;
      } else {
        setFailure(t('identification.failed'));
        focusNext.current = 'failure';
        // 409: checked meanwhile, or no longer the awarded offer: the page read again shows it.
        if (error instanceof ApiError && error.status === 409) onSent();
      }
    } finally {
      setSending(false);
    }
  };

  /** A file's error is said at once (role alert): it comes after an upload, not after a submit that moves focus. */
  const errorLine = (name: FieldName, announce = false) => {
    const problem = problems[name];
    return problem ? (
      <p id={`${fieldId(name)}-error`} className="field-error" role={announce ? 'alert' : undefined}>
        <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        {t(problem)}
      </p>
    ) : null;
  };

  const textField = (name: TextField) => {
    const spec = FIELDS[name];
    const common = {
      ref: refFor(name),
      id: fieldId(name),
      name,
      value: values[name],
      maxLength: spec.max,
      autoComplete: spec.autoComplete,
      'aria-invalid': problems[name] ? true : undefined,
      'aria-describedby': problems[name] ? `${fieldId(name)}-error` : undefined,
    } as const;
    return (
      <div key={name} className={`grid min-w-0 content-start gap-1.5 ${spec.wide ? 'sm:col-span-2' : ''}`}>
        <label htmlFor={fieldId(name)} className="field-label mb-0">
          {t(spec.label)}
        </label>
        {spec.multiline ? (
          <textarea
            {...common}
            rows={name === 'beneficialOwners' ? 4 : 2}
            className="field-input h-auto min-h-20 py-3 leading-6"
            onChange={(event) => change(name, event.target.value)}
          />
        ) : (
          <input
            {...common}
            type={spec.type ?? 'text'}
            className="field-input"
            onChange={(event) => change(name, event.target.value)}
          />
        )}
        {errorLine(name)}
      </div>
    );
  };

  const fileField = (fileKind: IdentificationFileKind) => {
    const name = FILE_FIELD[fileKind];
    const stored = files[fileKind];
    const described = [
      uploading[fileKind] || stored ? `${fieldId(name)}-state` : '',
      problems[name] ? `${fieldId(name)}-error` : '',
    ]
      .filter(Boolean)
      .join(' ');
    return (
      <div className="grid min-w-0 gap-1.5 sm:col-span-2">
        <label htmlFor={fieldId(name)} className="field-label mb-0">
          {t(fileKind === 'document' ? 'identification.documentFile' : 'identification.registerFile')}
        </label>
        <input
          ref={refFor(name)}
          id={fieldId(name)}
          type="file"
          accept={PROOF_ACCEPT}
          aria-busy={uploading[fileKind] || undefined}
          aria-invalid={problems[name] ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(fileKind, file, event.target);
          }}
          className="offer-terms-file-input"
        />
        <p id={`${fieldId(name)}-state`} role="status" className="field-hint mt-0 wrap-anywhere">
          {uploading[fileKind]
            ? t('identification.fileUploading')
            : stored
              ? t('identification.fileStored', { name: stored })
              : ''}
        </p>
        {errorLine(name, true)}
      </div>
    );
  };

  const legendClass = 'mb-3 text-lg font-semibold text-ink';
  return frame(
    <>
      <p className="text-ink-soft">{t('identification.intro')}</p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid min-w-0 gap-6">
        <fieldset className="min-w-0">
          <legend className="field-label">{t('identification.kind')}</legend>
          <div className="flex flex-col gap-1">
            {KINDS.map((option) => (
              <label key={option} className="offer-terms-choice">
                <input
                  ref={option === kind ? refFor('kind') : undefined}
                  type="radio"
                  name={`${id}-kind`}
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                  className="h-4 w-4 shrink-0 accent-ink"
                />
                {t(KIND_LABELS[option])}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="min-w-0">
          <legend className={legendClass}>{t('identification.person')}</legend>
          <div className="grid min-w-0 gap-4 sm:grid-cols-2">{PERSON_FIELDS.map(textField)}</div>
        </fieldset>

        <fieldset className="min-w-0">
          <legend className={legendClass}>{t('identification.document')}</legend>
          <div className="grid min-w-0 gap-4 sm:grid-cols-2">
            <fieldset className="min-w-0 sm:col-span-2">
              <legend className="field-label">{t('identification.documentType')}</legend>
              <div className="flex flex-col gap-1">
                {DOCUMENT_TYPES.map((option) => (
                  <label key={option} className="offer-terms-choice">
                    <input
                      type="radio"
                      name={`${id}-document-type`}
                      value={option}
                      checked={documentType === option}
                      onChange={() => setDocumentType(option)}
                      className="h-4 w-4 shrink-0 accent-ink"
                    />
                    {t(DOCUMENT_TYPE_LABELS[option])}
                  </label>
                ))}
              </div>
            </fieldset>
            {DOCUMENT_FIELDS.map(textField)}
            {fileField('document')}
          </div>
        </fieldset>

        {kind === 'company' && (
          <fieldset className="min-w-0">
            <legend className={legendClass}>{t('identification.company')}</legend>
            <div className="grid min-w-0 gap-4 sm:grid-cols-2">
              {COMPANY_FIELDS.map(textField)}
              {fileField('register')}
            </div>
          </fieldset>
        )}

        {failure && (
          <p ref={refFor('failure')} tabIndex={-1} id={`${id}-failure`} role="alert" className="field-error mt-0">
            {failure}
          </p>
        )}
        {/* Not disabled while sending: a disabled button would drop the focus to the page. */}
        <button
          type="submit"
          className="btn btn-gold h-auto min-h-12 w-full py-2 text-center whitespace-normal sm:w-fit"
          aria-disabled={sending}
        >
          {t('identification.send')}
        </button>
      </form>
    </>,
  );
}
