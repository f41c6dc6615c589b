import { CONTACT } from '#shared/site/contact.ts';
import type { Language } from '#shared/languages.ts';
import { escapeHtml } from '../html-escape';
import type { MailTexts } from '../mail/mail-texts';

/** Which page of the verification (decision 0072): the one the mail's link opens, or its outcome. */
export type VerificationPage = { kind: 'confirm'; token: string } | { kind: 'verified' } | { kind: 'failed' };

/** The script that confirms as soon as the page has loaded (the button stays for when it cannot). */
export const AUTO_SUBMIT_SCRIPT = `document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('verify-form');if(f){var b=f.querySelector('button');if(b){b.disabled=true;}f.submit();}});\n`;
export const AUTO_SUBMIT_PATH = '/verify/confirm.js';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;
  background:#faf8f4;color:#1c2633;font:16px/1.5 -apple-system,'Segoe UI',Helvetica,Arial,sans-serif}
main{width:100%;max-width:34rem;background:#fff;border-top:4px solid #b8925a;box-shadow:0 1px 3px rgba(20,27,36,.12);padding:32px 28px}
.brand{margin:0 0 24px;font-size:.75rem;font-weight:600;letter-spacing:.22em;text-transform:uppercase;color:#86653a}
h1{margin:0 0 12px;font-size:1.5rem;line-height:1.25}
p{margin:0 0 20px;color:#3a4757}
.mark{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;border-radius:50%;margin-bottom:16px;font-size:1.4rem;font-weight:700}
.ok{background:#e3f1e6;color:#1f6b35}.no{background:#f3ead9;color:#86653a}
button,.link{display:inline-block;min-height:44px;padding:11px 22px;border:0;border-radius:4px;background:#1c2633;color:#fff;
  font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
button:disabled{opacity:.7;cursor:progress}
button:focus-visible,.link:focus-visible{outline:3px solid #b8925a;outline-offset:2px}
footer{margin-top:28px;padding-top:16px;border-top:1px solid #e7e5e4;font-size:.8rem;color:#3a4757}
`;

/**
 * The small page a verification link opens, rendered on the server in the visitor's language:
 * no app code, no third-party request, nothing about the offer. Opening it (GET) changes nothing;
 * its form confirms with a POST, sent by the script on load or by the button.
 */
export function renderVerificationPage(page: VerificationPage, language: Language, t: MailTexts): string {
  const home = `/?lang=${language}`;
  if (page.kind === 'confirm') {
    const title = t('verify.title');
    return renderSmallPage(
      language,
      title,
      confirmForm(
        title,
        t('verify.intro'),
        `/verify/${encodeURIComponent(page.token)}?lang=${language}`,
        t('verify.button'),
      ),
    );
  }
  const verified = page.kind === 'verified';
  const title = verified ? t('verify.done.title') : t('verify.failed.title');
  const text = verified ? t('verify.done.text') : t('verify.failed.text');
  return renderSmallPage(
    language,
    title,
    `<div class="mark ${verified ? 'ok' : 'no'}" aria-hidden="true">${verified ? '✓' : '!'}</div>` +
      `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>` +
      `<a class="link" href="${home}">${escapeHtml(t('verify.home'))}</a>`,
  );
}

/**
 * A page's heading, text and the form that confirms with a POST, sent on load by
 * AUTO_SUBMIT_SCRIPT — unless the step is a declaration the person must make themselves (a
 * withdrawal): then only the button sends it.
 */
export function confirmForm(
  title: string,
  intro: string,
  action: string,
  button: string,
  { autoSubmit = true }: { autoSubmit?: boolean } = {},
): string {
  return (
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(intro)}</p>` +
    `<form id="${autoSubmit ? 'verify-form' : 'declare-form'}" method="post" action="${escapeHtml(action)}">` +
    `<button type="submit">${escapeHtml(button)}</button></form>` +
    (autoSubmit ? `<script src="${AUTO_SUBMIT_PATH}" defer></script>` : '')
  );
}

/** The frame of the small server-rendered pages a mailed link opens: brand, `body`, the agency's address. */
export function renderSmallPage(language: Language, title: string, body: string): string {
  const footer = [CONTACT.company, `${CONTACT.street}, ${CONTACT.city}`, `${CONTACT.phone} · ${CONTACT.email}`]
    .map(escapeHtml)
    .join('<br>');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} – Isarwert Immobilien</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">Isarwert Immobilien</p>
${body}
<footer>${footer}</footer>
</main>
</body>
</html>`;
}
