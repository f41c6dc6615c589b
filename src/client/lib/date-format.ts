/** The admin formats dates and numbers the German way. */
const dateTimeDe = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "05.03.2026, 14:07" in the browser's time zone. */
export function formatDateTimeDe(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : dateTimeDe.format(date);
}

const lastDayDe = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
});

/** "31.12.2029" for an end given as the next day's first instant in Munich (a retention's end). */
export function formatLastDayDe(endsAt: string | Date): string {
  const date = new Date(new Date(endsAt).getTime() - 1);
  return Number.isNaN(date.getTime()) ? '' : lastDayDe.format(date);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the value of <input type="datetime-local"> (local time, minutes). */
export function toDateTimeLocal(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The datetime-local value (local time) as an ISO instant; null when it is not a date. */
export function fromDateTimeLocal(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
