/**
 * The wall-clock time of a zone for an instant, as milliseconds on a UTC clock: Date.UTC of the
 * year, month, day, hour, minute and second a clock in that zone shows. (`timeZone`: an IANA name.)
 */
export function wallClockIn(timeZone: string): (epochMs: number) => number {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return (epochMs) => {
    const part = Object.fromEntries(format.formatToParts(new Date(epochMs)).map((p) => [p.type, Number(p.value)]));
    return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  };
}
