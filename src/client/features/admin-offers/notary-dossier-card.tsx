import { FileText } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { NOTARY_DOSSIER_LIMITS } from '#shared/notary-dossier/schemas.ts';
import type { AdminProperty } from '#shared/properties/schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { failureText } from '#client/lib/api-client.ts';
import { formatDateTimeDe } from '#client/lib/date-format.ts';
import { useT } from '#client/lib/i18n.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { useMay } from '#client/lib/use-may.ts';
import { useNotaryDossier, useNotaryDossierActions } from './use-notary-dossier';

type Step = 'save' | 'download' | 'send';

/** The form, once the saved details are known: its fields start from them. */
function DossierForm({
  property,
  saved,
}: {
  property: AdminProperty;
  saved: { sellerReference: string; notaryEmail: string | null; sentAt: string | null };
}) {
  const t = useT();
  const id = useId();
  const failed = useFailureToast();
  const actions = useNotaryDossierActions(property.id);
  const [sellerReference, setSellerReference] = useState(saved.sellerReference);
  const [notaryEmail, setNotaryEmail] = useState(saved.notaryEmail ?? '');
  const [step, setStep] = useState<Step>('save');

  const run = (then: Step) => (event?: FormEvent) => {
    event?.preventDefault();
    setStep(then);
    actions.mutate(
      { body: { sellerReference, notaryEmail }, then },
      {
        onSuccess: (message) => {
          if (then === 'save') toast({ title: t('admin.notaryDossier.saved'), variant: 'success' });
          if (then === 'send')
            toast({ title: t('admin.notaryDossier.sentDone'), description: message ?? '', variant: 'success' });
        },
        onError: (error) => failed(error, { title: t('admin.notaryDossier.failed'), description: failureText(error) }),
      },
    );
  };
  const busy = (which: Step) => actions.isPending && step === which;

  return (
    <form onSubmit={run('save')} noValidate className="grid gap-4">
      <div className="grid gap-3 md:grid-cols-2">
        <FormField id={`${id}-reference`} label={t('admin.notaryDossier.sellerReference')}>
          <Input
            id={`${id}-reference`}
            required
            maxLength={NOTARY_DOSSIER_LIMITS.sellerReference}
            value={sellerReference}
            onChange={(event) => setSellerReference(event.target.value)}
          />
        </FormField>
        <FormField id={`${id}-notary`} label={t('admin.notaryDossier.notaryEmail')}>
          <Input
            id={`${id}-notary`}
            type="email"
            autoComplete="off"
            value={notaryEmail}
            onChange={(event) => setNotaryEmail(event.target.value)}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" variant="outline" aria-disabled={actions.isPending}>
          {busy('save') ? t('admin.saving') : t('admin.notaryDossier.save')}
        </Button>
        <Button type="button" variant="outline" aria-disabled={actions.isPending} onClick={() => run('download')()}>
          {t('admin.notaryDossier.download')}
        </Button>
        <Button type="button" aria-disabled={actions.isPending} onClick={() => run('send')()}>
          {t('admin.notaryDossier.send')}
        </Button>
        {saved.sentAt && (
          <span className="text-sm text-stone-600" data-testid="dossier-sent-at">
            {t('admin.notaryDossier.sentAt', { date: formatDateTimeDe(String(saved.sentAt)) })}
          </span>
        )}
      </div>
    </form>
  );
}

/**
 * Below an awarded property's offers: the notary's dossier (decision 0138) — the seller's
 * reference and the notary's address, the PDF to download, and the mail to the notary.
 */
export function NotaryDossierCard({ property }: { property: AdminProperty }) {
  const t = useT();
  const may = useMay();
  const dossier = useNotaryDossier(property.id);
  if (!may('notaryDossier') || !dossier.data?.awarded) return null;
  return (
    <Card className="grid gap-3 p-4 sm:p-6" role="region" aria-labelledby="notary-dossier-heading">
      <h2 id="notary-dossier-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <FileText className="h-5 w-5 text-gold-deep" aria-hidden />
        {t('admin.notaryDossier.title')}
      </h2>
      <p className="text-sm text-stone-700">{t('admin.notaryDossier.intro')}</p>
      <DossierForm property={property} saved={dossier.data} />
    </Card>
  );
}
