import { MailWarning } from 'lucide-react';
import { useT } from '#client/lib/i18n.tsx';
import { OUTGOING_MAIL_ID } from './mail-section-id';
import { useMailOutbox } from './use-mail-outbox';

/**
 * "E-Mail not configured — N waiting": without SMTP_URL the offers' mails only wait, and nobody
 * is told of new offers; the agent sees it on every tab until it is set up. A note, not a live
 * region: its count follows each new offer, which the offer's own toast announces once.
 */
export function MailNotConfigured() {
  const t = useT();
  const outbox = useMailOutbox();
  const state = outbox.data;
  if (!state || state.sending || state.counts.waiting === 0) return null;
  return (
    <div
      role="note"
      className="mb-6 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <MailWarning className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('admin.mail.notConfigured', { n: String(state.counts.waiting) })}</p>
        <p className="mt-1">{t('admin.mail.notConfiguredHint')}</p>
        {/* A page load: the offers tab opens with the e-mail section in view (mail-panel.tsx). */}
        <a
          href={`/admin?tab=offers#${OUTGOING_MAIL_ID}`}
          className="mt-2 inline-flex min-h-6 items-center font-medium text-amber-950 underline underline-offset-2"
        >
          {t('admin.mail.openTab')}
        </a>
      </div>
    </div>
  );
}
