import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ResponseOf } from '#shared/api/contract.ts';
import { ConfirmDialog } from '#client/components/admin/confirm-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { failureText } from '#client/lib/api-client.ts';
import { formatLastDayDe } from '#client/lib/date-format.ts';
import { useT } from '#client/lib/i18n.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { useMay } from '#client/lib/use-may.ts';
import { useDownloadPersonalData, useErasePersonalData } from './use-personal-data';

type Erased = ResponseOf<'privacyErase'>;

/**
 * A person's data request (DSGVO): the access export (Art. 15) and the erasure (Art. 17, after a
 * confirmation that names what goes), for the roles that may (shared/auth/roles.ts). The privacy
 * tab's lookup and a person's page both start it here.
 */
export function DataRequestActions({
  email,
  offers,
  feedback,
  documents,
  onErased,
  className,
}: {
  email: string;
  offers: number;
  feedback: number;
  /** Acknowledgements of a property's terms (decision 0126). */
  documents: number;
  onErased?: () => void;
  className?: string;
}) {
  const t = useT();
  const may = useMay();
  const failed = useFailureToast();
  const download = useDownloadPersonalData();
  const erase = useErasePersonalData();
  const [confirming, setConfirming] = useState(false);
  if (!may('privacyExport')) return null;
  // What the erasure kept, and why: each of the law's exceptions, named.
  const keptText = (erased: Erased): string => {
    const lines: string[] = [];
    if (erased.keptAgreements > 0 && erased.keptUntil)
      lines.push(
        t('admin.privacy.kept', { n: String(erased.keptAgreements), date: formatLastDayDe(erased.keptUntil) }),
      );
    if (erased.keptIdentifications > 0 && erased.identificationKeptUntil)
      lines.push(t('admin.identification.erasureKept', { date: formatLastDayDe(erased.identificationKeptUntil) }));
    return lines.join(' ');
  };
  // Promises, not mutate()'s callbacks: the lookup refetches after an erasure and may unmount
  // this component before they run; the toast must come all the same.
  const onFailed = (error: Error) =>
    failed(error, { title: t('admin.privacy.failed'), description: failureText(error) });
  const onDownload = () =>
    download
      .mutateAsync(email)
      .then(() => toast({ title: t('admin.privacy.downloaded'), variant: 'success' }), onFailed);
  const onErase = () =>
    erase
      .mutateAsync(email)
      .then((erased) => {
        const kept = keptText(erased);
        toast({
          title: t('admin.privacy.erased', {
            n: String(erased.deleted),
            feedback: String(erased.feedback),
            documents: String(erased.documents),
          }),
          ...(kept ? { description: kept } : {}),
          variant: 'success',
        });
        onErased?.();
      }, onFailed)
      .finally(() => setConfirming(false));
  return (
    <div className={className ?? 'flex flex-wrap gap-3'}>
      <Button variant="outline" disabled={download.isPending} onClick={onDownload}>
        <Download aria-hidden />
        {t('admin.privacy.download')}
      </Button>
      {may('privacyErase') && (
        <Button
          variant="destructive"
          onClick={() => setConfirming(true)}
          disabled={offers + feedback + documents === 0}
        >
          <Trash2 aria-hidden />
          {t('admin.privacy.erase')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        pending={erase.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={onErase}
        title={t('admin.privacy.eraseTitle', { email })}
        description={t('admin.privacy.eraseConfirm', {
          offers: String(offers),
          feedback: String(feedback),
          documents: String(documents),
        })}
        cancelLabel={t('action.cancel')}
        confirmLabel={erase.isPending ? t('admin.saving') : t('admin.privacy.eraseYes')}
      />
    </div>
  );
}
