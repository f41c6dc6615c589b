import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { LIMITS } from '#shared/limits.ts';
import { translationMaps } from '#shared/translations/types.ts';
import { VIEWINGS_ENDPOINTS } from '#shared/viewings/endpoints.ts';
import { viewingBookingRequestSchema } from '#shared/viewings/schemas.ts';
import { VIEWING_TRANSLATIONS } from '#shared/viewings/texts.ts';
import { icon } from '#client/components/ui/icons.tsx';
import { ApiError, apiCalls } from '#client/lib/api-client.ts';
import { fieldMessage } from '#client/lib/field-message.ts';
import { useHydrated } from '#client/lib/hydration.ts';
import { translator, useI18n, type Translate } from '#client/lib/i18n.tsx';
import { LOCALES, type Language } from '#shared/languages.ts';
import { translationsQuery } from '#client/lib/translations-query.ts';
import { FieldError, LineField, problemAria } from './visitor-field';

/** The booking's texts come with it in all three languages: rendered pages do not carry them. */
const VIEWING_TEXTS = translationMaps(VIEWING_TRANSLATIONS);
const { request, queryKeyOf } = apiCalls(VIEWINGS_ENDPOINTS);

/* Lucide's calendar-days (https://lucide.dev, ISC licence), drawn for this chunk alone. */
const CalendarDays = icon([
  ['path', { d: 'M8 2v4' }],
  ['path', { d: 'M16 2v4' }],
  ['rect', { width: '18', height: '18', x: '3', y: '4', rx: '2' }],
  ['path', { d: 'M3 10h18' }],
  ['path', { d: 'M8 14h.01' }],
  ['path', { d: 'M12 14h.01' }],
  ['path', { d: 'M16 14h.01' }],
]);

function useViewingTexts(): Translate {
  const { language } = useI18n();
  const { data } = useQuery(translationsQuery(language));
  return useMemo(() => translator({ ...VIEWING_TEXTS(language), ...data }), [language, data]);
}

/** ["Sa., 27. März 2027", "10:00–10:45"] on Munich's clock. */
function slotTime(startsAt: string, minutes: number, language: Language): [day: string, time: string] {
  const start = new Date(startsAt);
  const end = new Date(start.getTime() + minutes * 60_000);
  const day = new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(start);
  const time = new Intl.DateTimeFormat(LOCALES[language], {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Berlin',
  });
  return [day, `${time.format(start)}–${time.format(end)}`];
}

type FieldName = 'slotId' | 'name' | 'email' | 'phone';
const LINE_INPUTS = {
  name: { type: 'text', autoComplete: 'name', maxLength: LIMITS.offerName },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: LIMITS.offerEmail },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: LIMITS.offerPhone },
} as const;
type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; email: string }
  | { kind: 'refused'; text: 'viewing.taken' | 'viewing.already' | 'viewing.failed' };

/**
 * #viewings: the slots still to come (asked for once the page runs: their places change with every
 * booking), and a request for one with name, e-mail address and phone (decision 0133). The server
 * holds the place for an hour and mails the link that confirms it. Nothing without slots.
 */
export function ViewingBooking({ slug }: { slug: string }) {
  const t = useViewingTexts();
  const hydrated = useHydrated();
  const { data } = useQuery({
    queryKey: queryKeyOf('listingViewingSlots', { params: { slug } }),
    queryFn: () => request('listingViewingSlots', { params: { slug } }),
    enabled: hydrated,
    staleTime: 30_000,
  });
  if (!data || data.slots.length === 0) return null;
  return (
    <article id="viewings" aria-labelledby="viewings-title" className="soft-card scroll-mt-24">
      <h2 id="viewings-title" className="card-heading">
        <span className="card-icon">
          <CalendarDays className="h-4 w-4" aria-hidden />
        </span>
        {t('viewing.title')}
      </h2>
      <p className="card-text">{t('viewing.intro')}</p>
      <BookingForm slug={slug} slots={data.slots} t={t} />
    </article>
  );
}

interface BookingFormProps {
  slug: string;
  slots: { id: string; startsAt: string; durationMinutes: number; capacity: number; placesLeft: number }[];
  t: Translate;
}

function BookingForm({ slug, slots, t }: BookingFormProps) {
  const { language } = useI18n();
  const queryClient = useQueryClient();
  const uid = useId();
  const id = (name: FieldName) => `viewing-${name}-${uid}`;
  const [values, setValues] = useState({ slotId: '', name: '', email: '', phone: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outcome.kind === 'sending') return;
    const parsed = viewingBookingRequestSchema.safeParse({ ...values, language });
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as FieldName] ??= issue.message;
      setErrors(found);
      const first = (['slotId', 'name', 'email', 'phone'] as const).find((field) => found[field]);
      if (first === 'slotId')
        document.querySelector<HTMLInputElement>(`input[name="${id('slotId')}"]:not(:disabled)`)?.focus();
      else if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setErrors({});
    setOutcome({ kind: 'sending' });
    try {
      await request('requestViewing', { params: { slug }, body: parsed.data });
      setOutcome({ kind: 'sent', email: parsed.data.email });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const already = error instanceof ApiError && error.details.reason === 'already';
      setOutcome({
        kind: 'refused',
        text: status === 409 ? (already ? 'viewing.already' : 'viewing.taken') : 'viewing.failed',
      });
      // The places as they are now: a slot taken meanwhile shows as fully booked.
      if (status === 409 || status === 404) {
        void queryClient.invalidateQueries({ queryKey: queryKeyOf('listingViewingSlots', { params: { slug } }) });
      }
    }
  };

  if (outcome.kind === 'sent') {
    return (
      <p role="status" className="viewing-sent">
        {t('viewing.sent', { email: outcome.email })}
      </p>
    );
  }

  const problem = (field: FieldName) => fieldMessage(t, errors[field]);
  const placesText = (slot: BookingFormProps['slots'][number]) =>
    slot.placesLeft === 0
      ? t('viewing.full')
      : slot.capacity === 1
        ? t('viewing.single')
        : slot.placesLeft === 1
          ? t('viewing.lastPlace')
          : t('viewing.group', { count: String(slot.placesLeft) });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 flex flex-col gap-4">
      <fieldset {...problemAria(id('slotId'), problem('slotId'))}>
        <legend className="field-label">{t('viewing.slots')}</legend>
        <div className="viewing-slots">
          {slots.map((slot) => (
            <label key={slot.id} className="viewing-slot" data-full={slot.placesLeft === 0 || undefined}>
              <input
                type="radio"
                name={id('slotId')}
                value={slot.id}
                checked={values.slotId === slot.id}
                disabled={slot.placesLeft === 0}
                onChange={() => setValues((previous) => ({ ...previous, slotId: slot.id }))}
                className="mt-1 h-4 w-4 shrink-0 accent-ink"
              />
              <span className="min-w-0">
                <SlotTime {...slot} language={language} />
                <span className="block text-sm text-ink-soft">{placesText(slot)}</span>
              </span>
            </label>
          ))}
        </div>
        {problem('slotId') && <FieldError id={`${id('slotId')}-error`}>{problem('slotId')}</FieldError>}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        {(['name', 'email', 'phone'] as const).map((field) => (
          <LineField
            key={field}
            id={id(field)}
            label={t(`viewing.${field}`)}
            problem={problem(field)}
            {...LINE_INPUTS[field]}
            value={values[field]}
            onChange={(event) => setValues((previous) => ({ ...previous, [field]: event.target.value }))}
          />
        ))}
      </div>
      <div role="status">{outcome.kind === 'refused' && <p className="field-error">{t(outcome.text)}</p>}</div>
      <button
        type="submit"
        className="btn btn-ink h-12 self-start px-6"
        aria-busy={outcome.kind === 'sending' || undefined}
      >
        {outcome.kind === 'sending' ? t('viewing.sending') : t('viewing.submit')}
      </button>
    </form>
  );
}

/** The day, and the time never broken across lines. */
function SlotTime({
  startsAt,
  durationMinutes,
  language,
}: {
  startsAt: string;
  durationMinutes: number;
  language: Language;
}) {
  const [day, time] = slotTime(startsAt, durationMinutes, language);
  return (
    <span className="block font-medium text-ink tabular-nums">
      {day}, <span className="whitespace-nowrap">{time}</span>
    </span>
  );
}
