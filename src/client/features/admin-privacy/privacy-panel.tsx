import { ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { PanelHeader } from '#client/components/admin/panel-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { PersonButton } from './person-dialog';
import { DataRequestActions } from './data-request-actions';
import { usePersonalDataLookup } from './use-personal-data';

/**
 * The admin's privacy tab: an address is looked up first, so the agent sees what is stored before
 * handing it out (Art. 15) or deleting it (Art. 17, after a confirmation that names the count).
 */
export function PrivacyPanel() {
  const t = useT();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const lookup = usePersonalDataLookup(email);
  const found = lookup.data;

  const onLookUp = (event: FormEvent) => {
    event.preventDefault();
    const address = typed.trim();
    if (address) setEmail(address);
  };
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
                  documents: String(found.documents),
                })}
              </p>
              <p className="text-sm text-stone-600">
                {t('admin.privacy.retention', { days: String(found.retentionDays) })}
              </p>
              {found.offers > 0 && <PersonButton email={found.email} name={found.email} wide />}
              <DataRequestActions
                email={found.email}
                offers={found.offers}
                feedback={found.feedback}
                documents={found.documents}
              />
            </div>
          )}
        </div>
      </div>
    </Card>
  );
}
