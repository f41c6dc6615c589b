/**
 * Reads PDFs back the way a person's viewer would: Debian's poppler-utils (`pdftotext`,
 * `pdfinfo`), installed by .ci/run. Without them the PDF tests are skipped here and fail on CI.
 */
import { execFileSync, spawnSync } from 'node:child_process';

export const hasPoppler = spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).status === 0;

if (!hasPoppler && process.env.CI) {
  throw new Error("pdftotext is required on CI (Debian's poppler-utils; .ci/run installs it)");
}

/** The text of a PDF as `pdftotext -layout` lays it out, with every kind of space as a plain one. */
function pdfText(pdf: Uint8Array): string {
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
  return text.replace(/[\u00a0\u202f\u2009]/g, ' ');
}

/** The same text with each run of white space (line breaks included) as one space: for sentences that wrap. */
export function pdfFlatText(pdf: Uint8Array): string {
  return pdfText(pdf).replace(/\s+/g, ' ');
}

/** pdfinfo's fields (Title, Author, Pages, Page size, …). */
export function pdfInfo(pdf: Uint8Array): Record<string, string> {
  const text = execFileSync('pdfinfo', ['-isodates', '-'], { input: pdf, encoding: 'utf8' });
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => line.match(/^([^:]+):\s*(.*)$/))
      .filter((match): match is RegExpMatchArray => match !== null)
      .map((match) => [match[1]!, match[2]!]),
  );
}
