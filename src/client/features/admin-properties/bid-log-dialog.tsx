import { FileDown, ScrollText } from 'lucide-react';
import { useId, useState } from 'react';
import { bidLogHeadLine, bidLogLine, type BidLogTexts } from '#shared/bid-log/bid-log-text.ts';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import type { AdminProperty } from '#shared/properties/schemas.ts';
import { ListEmpty, ListLoading } from '#client/components/admin/list-states.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { endpointUrl } from '#client/lib/admin-api-client.ts';
import { useT } from '#client/lib/i18n.tsx';
import { useMay } from '#client/lib/use-may.ts';
import { useBidLog } from './use-bid-log';
import { useFocusReturn } from '#client/lib/use-focus-return.ts';

/** The admin writes numbers and times the German way, as in the offers table. */
const FORMAT_LANGUAGE: Language = 'de';

/**
 * A property's bid log (decision 0073): every entry, oldest first, as the seller's PDF lists them,
 * and that PDF in the language the seller reads. Nothing here changes the log.
 */
export function BidLogDialog({
  property,
  onClose,
}: {
  property: Pick<AdminProperty, 'id' | 'title'>;
  onClose: () => void;
}) {
  // Back to the button that opened it: a controlled dialog has no Trigger for Radix to return to.
  const focusReturn = useFocusReturn();
  const t = useT();
  const texts: BidLogTexts = (key, values) => t(key as never, values as never);
  const log = useBidLog(property.id);
  const [language, setLanguage] = useState<Language>('de');
  const languageId = useId();
  const entries = log.data?.entries ?? [];
  // The PDF goes to the seller: only for roles that may hand documents out (shared/auth/roles.ts).
  const mayDownload = useMay()('bidLogPdf');

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent {...focusReturn} className="max-w-3xl" closeLabel={t('action.close')}>
        <DialogHeader>
          <DialogTitle>{t('bidLog.title')}</DialogTitle>
          <DialogDescription>
            <span lang="de" className="font-medium text-ink">
              {property.title}
            </span>
            <span className="block">{t('admin.bidLog.hint')}</span>
          </DialogDescription>
        </DialogHeader>

        {mayDownload && (
          <div className="flex flex-wrap items-end gap-3 rounded-xl border border-stone-200 bg-stone-50 p-3">
            <div className="grid min-w-40 flex-1 gap-1.5 sm:flex-none">
              <Label htmlFor={languageId}>{t('admin.bidLog.pdfLanguage')}</Label>
              <NativeSelect
                id={languageId}
                value={language}
                onChange={(event) => setLanguage(event.target.value as Language)}
              >
                {LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {t(`language.${code}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button asChild className="flex-1 sm:flex-none">
              <a
                href={endpointUrl('bidLogPdf', { params: { id: property.id }, query: { language } })}
                download
                rel="noopener"
              >
                <FileDown aria-hidden />
                {t('admin.bidLog.download')}
              </a>
            </Button>
          </div>
        )}

        {log.isPending ? (
          <ListLoading label={t('ui.loading')} />
        ) : log.isError ? (
          <Alert role="alert">{t('admin.bidLog.loadFailed')}</Alert>
        ) : entries.length === 0 ? (
          <ListEmpty icon={ScrollText}>
            <p>{t('bidLog.empty')}</p>
          </ListEmpty>
        ) : (
          <ol className="divide-y divide-stone-100 rounded-xl border border-stone-200" aria-label={t('bidLog.title')}>
            {entries.map((entry) => {
              const line = bidLogLine(entry, texts, FORMAT_LANGUAGE);
              return (
                <li
                  key={entry.id}
                  className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3 sm:grid-cols-[10.5rem_1fr_auto]"
                >
                  <time
                    dateTime={entry.at.toISOString()}
                    className="col-span-2 text-xs text-stone-500 tabular-nums sm:col-span-1 sm:pt-0.5 sm:text-sm"
                  >
                    {line.time}
                  </time>
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
                      {line.bidder && <Badge variant={entry.kind === 'offer' ? 'gold' : 'muted'}>{line.bidder}</Badge>}
                      <span className={entry.kind === 'offer' ? 'font-medium' : undefined}>{line.event}</span>
                    </p>
                    {line.details.length > 0 && (
                      <ul className="mt-1 text-xs text-stone-600">
                        {line.details.map((detail) => (
                          <li key={detail}>{detail}</li>
                        ))}
                      </ul>
                    )}
                  </div>
                  <p
                    className={
                      entry.kind === 'offer'
                        ? 'text-right font-semibold whitespace-nowrap text-ink tabular-nums'
                        : 'text-right whitespace-nowrap text-stone-500 tabular-nums line-through'
                    }
                  >
                    {line.amount}
                  </p>
                </li>
              );
            })}
          </ol>
        )}
        {entries.length > 0 && (
          <p className="text-xs break-all text-stone-500" data-testid="bid-log-head">
            {bidLogHeadLine(entries, texts)}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The row action that opens the dialog. */
export function BidLogButton({ property, onClick }: { property: AdminProperty; onClick: () => void }) {
  const t = useT();
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={onClick}
      aria-label={t('admin.bidLog.openLabel', { title: property.title })}
    >
      <ScrollText aria-hidden />
      {t('bidLog.title')}
    </Button>
  );
}
