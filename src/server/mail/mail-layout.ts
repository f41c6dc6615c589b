import { CONTACT } from '#shared/site/contact.ts';
import type { Language } from '#shared/languages.ts';
import { escapeHtml } from '../html-escape';

/**
 * The HTML of a mail: one centred column with inline styles and tables, the way mail programs
 * (Outlook included) still render reliably; the brand's ink and gold, the company's contact data
 * at the foot. Everything passed in as text is escaped here.
 */

/** A label and its value, one per row of the facts table; with an href the value is a link. */
export type Fact = [label: string, value: string, href?: string];

const INK = '#1c2633';
const GOLD = '#86653a';
const GOLD_SOFT = '#f3ead9';
const MUTED = '#3a4757';
const FONT = "font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif";

/** A paragraph of one or more lines. */
export function paragraph(...lines: string[]): string {
  return `<p style="margin:0 0 16px;${FONT};font-size:16px;line-height:24px;color:${INK}">${lines.map(escapeHtml).join('<br>')}</p>`;
}

export function note(text: string): string {
  return `<p style="margin:0 0 16px;padding:12px 16px;border-left:3px solid ${GOLD};background:${GOLD_SOFT};${FONT};font-size:14px;line-height:21px;color:${INK}">${escapeHtml(text)}</p>`;
}

function link(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}" style="color:${GOLD};text-decoration:underline">${escapeHtml(text)}</a>`;
}

/** A small paragraph ending in a link (the text before it may be empty). */
export function paragraphWithLink(text: string, href: string, linkText: string): string {
  const before = text ? `${escapeHtml(text)} ` : '';
  return `<p style="margin:0 0 16px;${FONT};font-size:14px;line-height:21px;color:${MUTED}">${before}${link(href, linkText)}</p>`;
}

/** A call to action: a link drawn as a button (a table cell, which Outlook keeps). */
export function button(href: string, text: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 12px"><tr><td style="background:${INK};border-radius:4px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;${FONT};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none">${escapeHtml(text)}</a></td></tr></table>`;
}

export function factsTable(facts: Fact[]): string {
  const rows = facts
    .map(
      ([label, value, href]) =>
        `<tr><th scope="row" style="padding:8px 16px 8px 0;text-align:left;vertical-align:top;${FONT};font-size:14px;font-weight:normal;color:${MUTED};white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td style="padding:8px 0;${FONT};font-size:16px;color:${INK};font-weight:600">${href ? link(href, value) : escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 24px;border-collapse:collapse">${rows}</table>`;
}

/** The facts as the plain-text part writes them: "Label: value", one per line (French: "Label : value"). */
export function factsText(facts: Fact[], language: Language): string {
  const colon = language === 'fr' ? '\u00a0: ' : ': ';
  return facts.map(([label, value]) => `${label}${colon}${value}`).join('\n');
}

export function mailDocument(language: Language, title: string, body: string): string {
  const footer = [CONTACT.company, `${CONTACT.street}, ${CONTACT.city}`, `${CONTACT.phone} · ${CONTACT.email}`]
    .map(escapeHtml)
    .join('<br>');
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-top:4px solid #b8925a">
<tr><td style="padding:24px 32px 8px;${FONT};font-size:20px;font-weight:600;letter-spacing:0.02em;color:${INK}">Isarwert Immobilien</td></tr>
<tr><td style="padding:16px 32px 8px">${body}</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e7e5e4;${FONT};font-size:12px;line-height:18px;color:${MUTED}">${footer}</td></tr>
</table>
</td></tr></table>
</body>
</html>`;
}

/** The headers a mail program shows as an unsubscribe button, posting to `url` (RFC 2369, RFC 8058). */
export function oneClickUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
