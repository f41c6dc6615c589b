import { ScrollText } from 'lucide-react';
import { OFFER_STATUSES, type OfferStatus } from '#shared/offers/offer-status.ts';
import type { AuditLogEntry } from '#shared/audit/schemas.ts';
import type { Language } from '#shared/languages.ts';
import type { PlainTranslationKey } from '#shared/translations/index.ts';
import { ListEmpty, ListLoading } from '#client/components/admin/list-states.tsx';
import { PanelHeader } from '#client/components/admin/panel-header.tsx';
import { TableOrCards } from '#client/components/admin/table-or-cards.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { TableCell, TableHead, TableRow } from '#client/components/ui/table.tsx';
import { formatDateTimeDe } from '#client/lib/date-format.ts';
import { useI18n, useT, type Translate } from '#client/lib/i18n.tsx';
import { plural } from '#client/lib/plural.ts';
import { useAuditLog } from './use-audit-log';

const isOfferStatus = (value: unknown): value is OfferStatus =>
  typeof value === 'string' && (OFFER_STATUSES as readonly string[]).includes(value);

/** The action's label, and what the entry adds to it (a count, why a sign-in failed). */
function describe(t: Translate, language: Language, entry: AuditLogEntry): string {
  const key = `admin.audit.action.${entry.action}`;
  const label = t(key as PlainTranslationKey);
  const what = label === key ? entry.action : label;
  const { deleted, reason, status } = entry.detail ?? {};
  if (typeof deleted === 'number')
    return `${what} (${plural(t, language, 'admin.audit.deletedCount', deleted, { n: String(deleted) })})`;
  if (isOfferStatus(status)) return `${what}: ${t(`admin.offers.status.${status}`)}`;
  if (reason === 'password' || reason === 'code') return `${what} (${t(`admin.audit.reason.${reason}`)})`;
  return what;
}

/** Ids are long; the first block tells entries apart, the whole id is in the title. */
function ShortId({ id }: { id: string | null }) {
  if (!id) return <span aria-hidden>–</span>;
  return (
    <code className="text-xs text-stone-600" title={id}>
      {id.slice(0, 8)}
    </code>
  );
}

/** Where an entry came from, under who; nothing once the address is forgotten (after 30 days). */
function From({ address }: { address: string | null }) {
  const t = useT();
  if (!address) return null;
  return <span className="block break-all font-mono text-xs text-stone-600">{t('admin.audit.from', { address })}</span>;
}

/**
 * What visitors do on their own, through a key to their acknowledgement: a gated document's
 * download and a withdrawal from the commission agreement. The person is named in the recipients'
 * list, not here.
 */
const VISITOR_ACTIONS: ReadonlySet<string> = new Set(['openGatedDocument', 'withdrawDocumentAccess']);

/** The admin's activity tab: the audit log, newest first, older entries on request. */
export function AuditPanel() {
  const { t, language } = useI18n();
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  const who = (entry: AuditLogEntry) =>
    entry.username ?? t(VISITOR_ACTIONS.has(entry.action) ? 'admin.audit.visitor' : 'admin.audit.unknownUser');

  return (
    <Card role="region" aria-labelledby="audit-heading">
      <PanelHeader
        headingId="audit-heading"
        title={t('admin.audit.title')}
        subtitle={t('admin.audit.subtitle')}
        icon={<ScrollText className="h-5 w-5 text-gold-deep" aria-hidden />}
      />
      {log.isPending ? (
        <ListLoading label={t('admin.audit.loading')} />
      ) : entries.length === 0 ? (
        <ListEmpty icon={ScrollText}>{t('admin.audit.empty')}</ListEmpty>
      ) : (
        <>
          <TableOrCards
            label={t('admin.audit.listLabel')}
            head={
              <>
                <TableHead>{t('admin.audit.colWhen')}</TableHead>
                <TableHead>{t('admin.audit.colWho')}</TableHead>
                <TableHead>{t('admin.audit.colWhat')}</TableHead>
                <TableHead>{t('admin.audit.colTarget')}</TableHead>
              </>
            }
            rows={entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell className="whitespace-nowrap text-stone-600 tabular-nums">
                  <time dateTime={entry.at}>{formatDateTimeDe(entry.at)}</time>
                </TableCell>
                <TableCell className="text-ink">
                  {who(entry)}
                  <From address={entry.clientAddress} />
                </TableCell>
                <TableCell className="text-ink">{describe(t, language, entry)}</TableCell>
                <TableCell>
                  <ShortId id={entry.targetId} />
                </TableCell>
              </TableRow>
            ))}
            cards={entries.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-1 px-4 py-3 text-sm">
                <span className="font-medium text-ink">{describe(t, language, entry)}</span>
                <span className="text-stone-600">
                  {who(entry)} · <time dateTime={entry.at}>{formatDateTimeDe(entry.at)}</time>
                </span>
                <From address={entry.clientAddress} />
                <ShortId id={entry.targetId} />
              </li>
            ))}
          />
          {log.hasNextPage && (
            <div className="flex justify-center border-t border-stone-200 p-4">
              <Button variant="outline" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
                {t('admin.audit.more')}
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
