import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '#client/components/admin/confirm-dialog.tsx';
import { PanelHeader } from '#client/components/admin/panel-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { failureText } from '#client/lib/api-client.ts';
import { useT } from '#client/lib/i18n.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { PersonButton } from './person-dialog';
import { useDownloadPersonalData, useErasePersonalData, usePersonalDataLookup } from './use-personal-data';
import { useMay } from '#client/lib/use-may.ts';

/**
 * The admin's privacy tab: an address is looked up first, so the agent sees what is stored before
 * handing it out (Art. 15) or deleting it (Art. 17, after a confirmation that names the count).
 */
export function PrivacyPanel() {
  const t = useT();
  const id = useId();
  const failed = useFailureToast();
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const lookup = usePersonalDataLookup(email);
  const may = useMay();
  const download = useDownloadPersonalData();
  const erase = useErasePersonalData();
  const found = lookup.data;

  const onLookUp = (event: FormEvent) => {
    event.preventDefault();
    const address = typed.trim();
    if (address) setEmail(address);
  };
  const onDownload = (address: string) =>
    download.mutate(address, {
      onSuccess: () => toast({ title: t('admin.privacy.downloaded'), variant: 'success' }),
      onError: (error) => failed(error, { title: t('admin.privacy.failed'), description: failureText(error) }),
    });
  const onErase = (address: string) =>
    erase.mutate(address, {
      onSuccess: ({ deleted, feedback }) =>
        toast({
          title: t('admin.privacy.erased', { n: String(deleted), feedback: String(feedback) }),
          variant: 'success',
        }),
      onError: (error) => failed(error, { title: t('admin.privacy.failed'), description: failureText(error) }),
      onSettled: () => setConfirming(false),
    });

  return (
    <Card role="region" aria-labelledby="privacy-heading">
      <PanelHeader
        headingId="privacy-heading"
        title={t('admin.privacy.title')}
        subtitle={t('admin.privacy.subtitle')}
        icon={<ShieldCheck className="h-5 w-5 text-gold-deep" aria-hidden />}
      />
      <div className="grid gap-6 p-6">
        <form onSubmit={onLookUp} className="flex flex-wrap items-end gap-3">
          <FormField id={`${id}-email`} label={t('admin.privacy.emailLabel')} className="min-w-0 flex-1 basis-64">
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              maxLength={255}
            />
          </FormField>
          <Button type="submit" variant="outline">
            {t('admin.privacy.lookUp')}
          </Button>
        </form>

        <div aria-live="polite">
          {lookup.isFetching && <Spinner className="h-5 w-5 text-stone-500" label={t('ui.loading')} />}
          {found && !lookup.isFetching && (
            <div className="grid gap-4">
              <p className="text-ink">
                {t('admin.privacy.found', {
                  email: found.email,
                  offers: String(found.offers),
                  mails: String(found.mails),
                  feedback: String(found.feedback),
                })}
              </p>
              <p className="text-sm text-stone-600">
                {t('admin.privacy.retention', { days: String(found.retentionDays) })}
              </p>
              {found.offers > 0 && <PersonButton email={found.email} name={found.email} wide />}
              {/* The export and the erasure are an agent's or owner's (shared/auth/roles.ts). */}
              {may('privacyExport') && (
                <div className="flex flex-wrap gap-3">
                  <Button variant="outline" onClick={() => onDownload(found.email)} disabled={download.isPending}>
                    <Download aria-hidden />
                    {t('admin.privacy.download')}
                  </Button>
                  <Button
                    variant="destructive"
                    onClick={() => setConfirming(true)}
                    disabled={found.offers + found.feedback === 0}
                  >
                    <Trash2 aria-hidden />
                    {t('admin.privacy.erase')}
                  </Button>
                </div>
              )}
              <ConfirmDialog
                open={confirming}
                pending={erase.isPending}
                onClose={() => setConfirming(false)}
                onConfirm={() => onErase(found.email)}
                title={t('admin.privacy.eraseTitle', { email: found.email })}
                description={t('admin.privacy.eraseConfirm', {
                  offers: String(found.offers),
                  feedback: String(found.feedback),
                })}
                cancelLabel={t('action.cancel')}
                confirmLabel={erase.isPending ? t('admin.saving') : t('admin.privacy.eraseYes')}
              />
            </div>
          )}
        </div>
      </div>
    </Card>
  );
}
