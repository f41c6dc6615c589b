import { UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Person } from '#shared/privacy/schemas.ts';
import { formatEuro } from '#shared/money.ts';
import { IconButton } from '#client/components/admin/icon-button.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { formatDateTimeDe } from '#client/lib/date-format.ts';
import { useT } from '#client/lib/i18n.tsx';
import { useFocusReturn } from '#client/lib/use-focus-return.ts';
import { mailKindLabel } from '#client/lib/mail-kind-label.ts';
import { useStatusName } from '#client/lib/offer-status-name.ts';
import { DataRequestActions } from './data-request-actions';
import { usePerson } from './use-personal-data';

/**
 * Opens one person's page (decision 0120): from an offer's row (an icon beside its actions) or from
 * the data request's lookup (a button with its words). The page is a dialog over the list it was
 * opened from, so the agent goes on where they were.
 */
export function PersonButton({
  email,
  name,
  tooltip = true,
  wide = false,
}: {
  email: string;
  name: string;
  tooltip?: boolean;
  /** A button with words (the lookup), else an icon (a row of the offers). */
  wide?: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const opener = wide ? (
    <Button variant="outline" onClick={() => setOpen(true)}>
      <UserRound aria-hidden />
      {t('admin.person.openFromLookup')}
    </Button>
  ) : (
    <IconButton label={t('admin.person.open', { name })} tooltip={tooltip} onClick={() => setOpen(true)}>
      <UserRound aria-hidden />
    </IconButton>
  );
  return (
    <>
      {opener}
      {open && <PersonDialog email={email} onClose={() => setOpen(false)} />}
    </>
  );
}

function PersonDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const t = useT();
  // Erased, the row that opened it is gone: the list's heading takes the focus.
  const focusReturn = useFocusReturn(
    undefined,
    () => document.getElementById('offers-heading') ?? document.getElementById('privacy-heading'),
  );
  const person = usePerson(email, true);
  const title = person.data?.names[0] ?? email;
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent {...focusReturn} className="max-w-3xl" closeLabel={t('action.close')}>
        <DialogHeader>
          <DialogTitle className="break-words">{title}</DialogTitle>
          <DialogDescription>{t('admin.person.description')}</DialogDescription>
        </DialogHeader>
        {person.isPending ? (
          <Spinner className="mx-auto h-6 w-6" />
        ) : person.isError ? (
          <Alert>{t('admin.person.loadFailed')}</Alert>
        ) : (
          <PersonDetails person={person.data} onErased={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="text-sm font-semibold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}

function PersonDetails({ person, onErased }: { person: Person; onErased: () => void }) {
  const t = useT();
  const statusName = useStatusName();
  const contact = [person.email, ...person.phones].join(' · ');
  if (person.offers.length === 0 && person.alerts.length === 0) {
    return <p className="text-sm text-stone-600">{t('admin.person.none')}</p>;
  }
  return (
    <div className="grid min-w-0 gap-5">
      <div className="text-sm text-stone-700">
        <p className="break-words">{contact}</p>
        {person.names.length > 1 && <p className="break-words">{person.names.slice(1).join(' · ')}</p>}
        <p className={person.verified ? 'text-emerald-800' : 'text-stone-600'}>
          {t(person.verified ? 'admin.person.verified' : 'admin.person.unverified')}
        </p>
      </div>
      <Section id="person-offers" title={t('admin.person.offers')}>
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
          {person.offers.map((offer) => (
            <li key={offer.id} className="grid gap-1 p-3 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span lang="de" className="font-medium text-ink">
                  {offer.property.title}
                </span>
                <span
                  className={
                    offer.withdrawnAt ? 'text-stone-500 line-through tabular-nums' : 'font-semibold tabular-nums'
                  }
                >
                  {formatEuro(offer.bidAmount)}
                </span>
              </div>
              <p className="text-stone-600">
                {[
                  formatDateTimeDe(offer.createdAt),
                  statusName(offer.status),
                  offer.withdrawnAt && t('admin.offers.withdrawn', { date: formatDateTimeDe(offer.withdrawnAt) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {offer.note && <p className="whitespace-pre-line text-ink">{offer.note}</p>}
              {offer.consentedAt && (
                <p className="text-xs wrap-anywhere text-stone-600">
                  {t('admin.person.consent', {
                    date: formatDateTimeDe(offer.consentedAt),
                    // The version is a digest of the notice's text: its start tells versions apart.
                    version: offer.privacyVersion ? offer.privacyVersion.slice(0, 12) : '–',
                  })}
                </p>
              )}
            </li>
          ))}
        </ul>
      </Section>
      {person.alerts.length > 0 && (
        <Section id="person-alerts" title={t('admin.person.alerts')}>
          <ul className="grid gap-1 text-sm">
            {person.alerts.map((alert) => (
              <li key={alert.property.id}>
                <span lang="de">{alert.property.title}</span>
                {' · '}
                {t('admin.person.alertSince', { date: formatDateTimeDe(alert.createdAt) })}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {person.mails.length > 0 && (
        <Section id="person-mails" title={t('admin.person.mails')}>
          <ul className="grid gap-1 text-sm wrap-anywhere">
            {person.mails.map((mail, index) => (
              <li key={`${mail.createdAt}-${index}`}>
                {[
                  mailKindLabel(t, mail.kind),
                  t(`admin.mail.status.${mail.status}`),
                  formatDateTimeDe(mail.sentAt ?? mail.createdAt),
                ].join(' · ')}
              </li>
            ))}
          </ul>
        </Section>
      )}
      <DataRequestActions
        email={person.email}
        offers={person.offers.length}
        feedback={person.feedback}
        documents={person.documents}
        onErased={onErased}
        className="flex flex-wrap gap-3 border-t border-stone-200 pt-4"
      />
    </div>
  );
}
