import { Mail, MailWarning, RotateCw } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import type { MailStatus, OutboxMail } from '#shared/mail/schemas.ts';
import { ListEmpty, ListLoading } from '#client/components/admin/list-states.tsx';
import { PanelHeader } from '#client/components/admin/panel-header.tsx';
import { TableOrCards } from '#client/components/admin/table-or-cards.tsx';
import { LAPTOP_SCREEN } from '#client/lib/use-media-query.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { TableCell, TableHead, TableRow } from '#client/components/ui/table.tsx';
import { failureText } from '#client/lib/api-client.ts';
import { formatDateTimeDe } from '#client/lib/date-format.ts';
import { useT } from '#client/lib/i18n.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { OUTGOING_MAIL_ID } from './mail-section-id';
import { useMailOutbox, useRetryMail } from './use-mail-outbox';
import { useMay } from '#client/lib/use-may.ts';
import { isBidderMail, mailKindLabel as kindLabel } from '#client/lib/mail-kind-label.ts';

const STATUS_BADGE = { waiting: 'gold', sent: 'success', failed: 'danger' } as const;
const FILTERS = [undefined, 'waiting', 'failed', 'sent'] as const;

/** Where a mail stands, in a line: sent when, or the next attempt and the last error. */
function MailProgress({ mail }: { mail: OutboxMail }) {
  const t = useT();
  if (mail.status === 'sent' && mail.sentAt)
    return <span>{t('admin.mail.sentAt', { date: formatDateTimeDe(mail.sentAt) })}</span>;
  return (
    <span className="flex flex-col gap-0.5">
      {mail.status === 'waiting' && mail.attempts > 0 && (
        <span>
          {t('admin.mail.nextAttempt', { n: String(mail.attempts), date: formatDateTimeDe(mail.nextAttemptAt) })}
        </span>
      )}
      {mail.lastError && (
        <span className="break-words text-red-800">{t('admin.mail.lastError', { error: mail.lastError })}</span>
      )}
    </span>
  );
}

function RetryButton({ mail }: { mail: OutboxMail }) {
  const t = useT();
  const retry = useRetryMail();
  const failed = useFailureToast();
  const may = useMay();
  // A fresh waiting mail goes out by itself; one in back-off or given up can be pushed.
  if (!may('retryMail') || mail.status === 'sent' || (mail.status === 'waiting' && mail.attempts === 0)) return null;
  const onRetry = () =>
    retry.mutate(mail.id, {
      onSuccess: () => toast({ title: t('admin.mail.retried'), variant: 'success' }),
      onError: (error) => failed(error, { title: t('admin.mail.retryFailed'), description: failureText(error) }),
    });
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={onRetry}
      disabled={retry.isPending}
      aria-label={t('admin.mail.retryLabel', { recipients: mail.recipients })}
    >
      <RotateCw aria-hidden />
      {t('admin.mail.retry')}
    </Button>
  );
}

function StatusFilter({
  value,
  counts,
  onChange,
}: {
  value: MailStatus | undefined;
  counts: Record<MailStatus, number> | undefined;
  onChange: (status: MailStatus | undefined) => void;
}) {
  const t = useT();
  return (
    <div role="group" aria-label={t('admin.mail.filterLabel')} className="flex flex-wrap gap-2 px-6 pt-4">
      {FILTERS.map((status) => {
        const label = status ? t(`admin.mail.status.${status}`) : t('admin.mail.filterAll');
        return (
          <Button
            key={status ?? 'all'}
            variant={value === status ? 'default' : 'outline'}
            size="sm"
            aria-pressed={value === status}
            onClick={() => onChange(status)}
          >
            {label}
            {status && counts && <span className="tabular-nums">({counts[status]})</span>}
          </Button>
        );
      })}
    </div>
  );
}

/** The admin's e-mail tab: the outbox, filtered by status, with "send again" for what did not go out. */
export function MailPanel({ personLink }: { personLink?: (email: string, tooltip: boolean) => ReactNode } = {}) {
  const t = useT();
  const [status, setStatus] = useState<MailStatus | undefined>();
  const outbox = useMailOutbox(status);
  const mails = outbox.data?.mails ?? [];
  // Opened from the "not configured" notice: the section comes into view once its mails are there.
  const loaded = outbox.isSuccess;
  useEffect(() => {
    if (loaded && window.location.hash === `#${OUTGOING_MAIL_ID}`)
      document.getElementById(OUTGOING_MAIL_ID)?.scrollIntoView();
  }, [loaded]);

  return (
    <Card role="region" id={OUTGOING_MAIL_ID} aria-labelledby="mail-heading" className="scroll-mt-6">
      <PanelHeader
        headingId="mail-heading"
        title={t('admin.mail.title')}
        subtitle={t('admin.mail.subtitle')}
        icon={<Mail className="h-5 w-5 text-gold-deep" aria-hidden />}
      />
      <StatusFilter value={status} counts={outbox.data?.counts} onChange={setStatus} />
      {outbox.isPending ? (
        <ListLoading label={t('admin.mail.loading')} />
      ) : mails.length === 0 ? (
        <ListEmpty icon={MailWarning}>{t('admin.mail.empty')}</ListEmpty>
      ) : (
        <div className="mt-4 border-t border-stone-200">
          <TableOrCards
            tableFrom={LAPTOP_SCREEN}
            label={t('admin.mail.listLabel')}
            head={
              <>
                <TableHead>{t('admin.mail.colKind')}</TableHead>
                <TableHead>{t('admin.mail.colRecipients')}</TableHead>
                <TableHead>{t('admin.mail.colStatus')}</TableHead>
                <TableHead>{t('admin.mail.colCreated')}</TableHead>
                <TableHead>
                  <span className="sr-only">{t('admin.mail.retry')}</span>
                </TableHead>
              </>
            }
            rows={mails.map((mail) => (
              <TableRow key={mail.id}>
                <TableCell className="min-w-44 text-ink">
                  {kindLabel(t, mail.kind)}
                  <span className="ml-2 text-xs text-stone-600 uppercase">{mail.language}</span>
                </TableCell>
                <TableCell className="max-w-64 break-words text-stone-700">
                  {mail.recipients}
                  {isBidderMail(mail.kind) && personLink?.(mail.recipients, true)}
                </TableCell>
                <TableCell className="min-w-56 text-sm text-stone-600">
                  <Badge variant={STATUS_BADGE[mail.status]}>{t(`admin.mail.status.${mail.status}`)}</Badge>
                  <div className="mt-1">
                    <MailProgress mail={mail} />
                  </div>
                </TableCell>
                <TableCell className="whitespace-nowrap text-stone-600 tabular-nums">
                  <time dateTime={mail.createdAt}>{formatDateTimeDe(mail.createdAt)}</time>
                </TableCell>
                <TableCell className="text-right">
                  <RetryButton mail={mail} />
                </TableCell>
              </TableRow>
            ))}
            cards={mails.map((mail) => (
              <li key={mail.id} className="flex flex-col gap-2 px-4 py-4 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-ink">{kindLabel(t, mail.kind)}</span>
                  <Badge variant={STATUS_BADGE[mail.status]}>{t(`admin.mail.status.${mail.status}`)}</Badge>
                </div>
                <p className="break-words text-stone-700">
                  {mail.recipients}
                  {isBidderMail(mail.kind) && personLink?.(mail.recipients, false)}
                </p>
                <div className="text-stone-600">
                  <MailProgress mail={mail} />
                </div>
                <time dateTime={mail.createdAt} className="text-xs text-stone-600 tabular-nums">
                  {formatDateTimeDe(mail.createdAt)}
                </time>
                <div>
                  <RetryButton mail={mail} />
                </div>
              </li>
            ))}
          />
        </div>
      )}
    </Card>
  );
}
