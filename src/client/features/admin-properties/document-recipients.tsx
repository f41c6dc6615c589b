import { useMutation, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { formatCommissionRate } from '#shared/properties/buyer-commission.ts';
import { PendingButton } from '#client/components/ui/pending-button.tsx';
import { failureText } from '#client/lib/api-client.ts';
import { queryKeyOf, request, requestNamedFile } from '#client/lib/admin-api-client.ts';
import { ADMIN_QUERY_OPTIONS } from '#client/lib/admin-query-options.ts';
import { formatDateTimeDe } from '#client/lib/date-format.ts';
import { saveFile } from '#client/lib/download.ts';
import type { Translate } from '#client/lib/i18n.tsx';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';

/**
 * Who received the property's gated documents (decision 0126): each person who accepted its terms,
 * newest first — whether they confirmed their address, what they downloaded (document, version,
 * when) and how many offers they made here — and the same list as a spreadsheet.
 */
export function DocumentRecipients({
  propertyId,
  t,
  mayExport,
}: {
  propertyId: string;
  t: Translate;
  mayExport: boolean;
}) {
  const uid = useId();
  const failed = useFailureToast();
  const recipients = useQuery({
    queryKey: queryKeyOf('listDocumentRecipients', { params: { id: propertyId } }),
    queryFn: () => request('listDocumentRecipients', { params: { id: propertyId } }),
    ...ADMIN_QUERY_OPTIONS,
  });
  const exportList = useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await requestNamedFile('exportDocumentRecipients', { params: { id: propertyId } });
      saveFile(blob, fileName ?? 'unterlagen-empfaenger.xlsx');
    },
    retry: false,
    onError: (error) => failed(error, { title: t('admin.images.errorTitle'), description: failureText(error) }),
  });
  const list = recipients.data?.recipients;
  if (!list) return null;

  return (
    <section aria-labelledby={`${uid}-title`} className="grid gap-3 border-t border-stone-200 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={`${uid}-title`} className="text-sm font-semibold text-ink">
          {t('admin.documents.recipients.title')}
        </h4>
        {mayExport && list.length > 0 && (
          <PendingButton
            variant="outline"
            size="sm"
            pending={exportList.isPending}
            pendingLabel={t('admin.saving')}
            onClick={() => exportList.mutate()}
          >
            <Download aria-hidden />
            {t('admin.documents.recipients.export')}
          </PendingButton>
        )}
      </div>
      {list.length === 0 ? (
        <p className="text-sm text-stone-500">{t('admin.documents.recipients.none')}</p>
      ) : (
        <ul className="grid gap-2" aria-labelledby={`${uid}-title`}>
          {list.map((person) => (
            <li key={person.id} className="grid gap-1 rounded-lg border border-stone-200 bg-white p-3 text-sm">
              <p className="font-medium wrap-anywhere text-ink">
                {person.name} · <span className="font-normal text-stone-700">{person.email}</span>
              </p>
              <p className="flex flex-wrap gap-x-3 text-xs text-stone-600">
                <span>{t('admin.documents.recipients.accepted', { date: formatDateTimeDe(person.requestedAt) })}</span>
                <span>
                  {person.confirmedAt
                    ? t('admin.documents.recipients.confirmed', { date: formatDateTimeDe(person.confirmedAt) })
                    : t('admin.documents.recipients.unconfirmed')}
                </span>
                <span>{t('admin.documents.recipients.offers', { n: person.offers })}</span>
                {person.notifyOnChanges && <span>{t('admin.documents.recipients.notify')}</span>}
              </p>
              {person.commissionRate !== null && (
                <p className="flex flex-wrap gap-x-3 text-xs text-stone-600">
                  <span>
                    {t('admin.documents.recipients.agreement', {
                      rate: formatCommissionRate(person.commissionRate, 'de'),
                    })}
                  </span>
                  <span>
                    {person.expressRequest
                      ? t('admin.documents.recipients.express')
                      : t('admin.documents.recipients.noExpress')}
                  </span>
                  {person.withdrawnAt && (
                    <span className="font-medium text-red-800">
                      {t('admin.documents.recipients.withdrawn', { date: formatDateTimeDe(person.withdrawnAt) })}
                    </span>
                  )}
                </p>
              )}
              {person.downloads.length === 0 ? (
                <p className="text-xs text-stone-500">{t('admin.documents.recipients.noDownloads')}</p>
              ) : (
                <ul className="grid gap-0.5 text-xs text-stone-700">
                  {person.downloads.map((download, index) => (
                    <li key={index} className="wrap-anywhere">
                      {t('admin.documents.recipients.download', {
                        title: download.documentTitle,
                        version: download.version,
                        date: formatDateTimeDe(download.downloadedAt),
                      })}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
