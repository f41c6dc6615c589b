import { Copy, Link2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { formatDateTimeDe } from '#client/lib/date-format.ts';
import { munichToday, yearsAfter } from '#shared/offers/offer-terms.ts';
import type { AdminProperty } from '#shared/properties/schemas.ts';
import type { SellerLink, SellerLinkCreate } from '#shared/seller-view/schemas.ts';
import {
  DEFAULT_SELLER_LINK_DAYS,
  SELLER_LINK_DURATIONS,
  SELLER_LINK_LIMITS,
} from '#shared/seller-view/seller-view.ts';
import { ConfirmDialog } from '#client/components/admin/confirm-dialog.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { PendingButton } from '#client/components/ui/pending-button.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { failureText } from '#client/lib/api-client.ts';
import { useI18n, type Translate } from '#client/lib/i18n.tsx';
import { plural } from '#client/lib/plural.ts';
import { toast } from '#client/lib/toast-store.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { useCreateSellerLink, useRevokeSellerLink, useSellerLinks } from './use-seller-links';
import { useFocusReturn } from '#client/lib/use-focus-return.ts';

type Validity = `${(typeof SELLER_LINK_DURATIONS)[number]}` | 'date';

function statusOf(link: SellerLink, now: number): 'active' | 'revoked' | 'expired' {
  if (link.revokedAt) return 'revoked';
  return Date.parse(link.expiresAt) <= now ? 'expired' : 'active';
}

function LinkRow({
  link,
  onRevoke,
  t,
  when,
  now,
}: {
  link: SellerLink;
  onRevoke: (link: SellerLink) => void;
  t: Translate;
  when: (value: string) => string;
  now: number;
}) {
  const status = statusOf(link, now);
  const label = link.label ?? t('admin.sellerLinks.unnamed');
  return (
    <li className="grid gap-2 rounded-xl border border-stone-200 p-3 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
          {label}
          <Badge variant={status === 'active' ? 'success' : status === 'revoked' ? 'danger' : 'muted'}>
            {status === 'active' ? t('admin.properties.active') : t(`admin.sellerLinks.${status}`)}
          </Badge>
          {link.showContact && <Badge variant="gold">{t('admin.sellerLinks.withContact')}</Badge>}
        </p>
        <p className="text-stone-600">
          {t('admin.sellerLinks.createdAt', { date: when(link.createdAt) })} ·{' '}
          {t('admin.sellerLinks.expiresAt', { date: when(link.expiresAt) })}
        </p>
        <p className="text-stone-600">
          {link.lastOpenedAt
            ? t('admin.sellerLinks.lastOpened', { date: when(link.lastOpenedAt) })
            : t('admin.sellerLinks.neverOpened')}
        </p>
      </div>
      {status === 'active' && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onRevoke(link)}
          aria-label={t('admin.sellerLinks.revokeLabel', { label })}
        >
          {t('admin.sellerLinks.revoke')}
        </Button>
      )}
    </li>
  );
}

/** The link just made: shown once, with a copy button (only its hash is kept). */
function NewLink({ url, t }: { url: string; t: Translate }) {
  const copy = () =>
    void navigator.clipboard
      .writeText(url)
      .then(() => toast({ title: t('admin.sellerLinks.copied'), variant: 'success' }))
      .catch(() => undefined);
  return (
    <div className="grid gap-2 rounded-xl border border-gold/40 bg-gold-soft p-3" data-testid="seller-link-new">
      <p className="text-sm font-medium text-ink">{t('admin.sellerLinks.newLink')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          value={url}
          aria-label={t('admin.sellerLinks.open')}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button type="button" onClick={copy}>
          <Copy aria-hidden />
          {t('admin.sellerLinks.copy')}
        </Button>
      </div>
    </div>
  );
}

/** Create, list and revoke a property's links for its seller (decision 0074). */
function SellerLinksDialog({
  property,
  open,
  onOpenChange,
}: {
  property: AdminProperty;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // Back to the button that opened it: a controlled dialog has no Trigger for Radix to return to.
  const focusReturn = useFocusReturn();
  const { t, language } = useI18n();
  const id = useId();
  const failed = useFailureToast();
  const links = useSellerLinks(property.id);
  const create = useCreateSellerLink(property.id);
  const revoke = useRevokeSellerLink(property.id);
  const [label, setLabel] = useState('');
  const [validity, setValidity] = useState<Validity>(String(DEFAULT_SELLER_LINK_DAYS) as Validity);
  const [lastDay, setLastDay] = useState('');
  const [showContact, setShowContact] = useState(false);
  const [newUrl, setNewUrl] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<SellerLink | null>(null);
  // The dialog's moment: links that expire while it is open still show as they were.
  const [openedAt] = useState(() => Date.now());
  const today = munichToday(new Date(openedAt));
  // The admin writes dates one way, the German one, in every dialog ("20.11.2026, 11:00").
  const when = formatDateTimeDe;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: SellerLinkCreate = {
      label,
      showContact,
      ...(validity === 'date' ? { expiresOn: lastDay } : { expiresInDays: Number(validity) as 7 | 30 | 90 }),
    };
    create.mutate(body, {
      onSuccess: (created) => {
        setNewUrl(new URL(created.path, window.location.origin).href);
        setLabel('');
        setShowContact(false);
      },
      onError: (failure) =>
        failed(failure, { title: t('admin.sellerLinks.create'), description: failureText(failure) }),
    });
  };

  const confirmRevoke = () =>
    revoking &&
    revoke.mutate(revoking.id, {
      onSuccess: () => toast({ title: t('admin.sellerLinks.revoked'), variant: 'success' }),
      onError: (failure) =>
        failed(failure, { title: t('admin.sellerLinks.revokeTitle'), description: failureText(failure) }),
      onSettled: () => setRevoking(null),
    });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setNewUrl(null);
        onOpenChange(next);
      }}
    >
      <DialogContent {...focusReturn} className="max-w-2xl" closeLabel={t('action.close')}>
        <DialogHeader>
          <DialogTitle>{t('admin.sellerLinks.title', { title: property.title })}</DialogTitle>
          <DialogDescription>{t('admin.sellerLinks.description')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit}>
          <FormField id={`${id}-label`} label={t('admin.sellerLinks.label')} hint={t('admin.sellerLinks.labelHint')}>
            <Input
              id={`${id}-label`}
              value={label}
              maxLength={SELLER_LINK_LIMITS.label}
              autoComplete="off"
              onChange={(event) => setLabel(event.target.value)}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${id}-validity`} label={t('admin.sellerLinks.validity')}>
              <NativeSelect
                id={`${id}-validity`}
                value={validity}
                onChange={(event) => setValidity(event.target.value as Validity)}
              >
                {SELLER_LINK_DURATIONS.map((days) => (
                  <option key={days} value={days}>
                    {plural(t, language, 'admin.sellerLinks.days', days, { n: days })}
                  </option>
                ))}
                <option value="date">{t('admin.sellerLinks.untilDate')}</option>
              </NativeSelect>
            </FormField>
            {validity === 'date' && (
              <FormField id={`${id}-last-day`} label={t('admin.sellerLinks.lastDay')}>
                <Input
                  id={`${id}-last-day`}
                  type="date"
                  required
                  min={today}
                  max={yearsAfter(today, 1)}
                  value={lastDay}
                  onChange={(event) => setLastDay(event.target.value)}
                />
              </FormField>
            )}
          </div>
          <div className="flex items-start gap-3">
            <Switch
              id={`${id}-contact`}
              checked={showContact}
              onCheckedChange={setShowContact}
              aria-describedby={`${id}-contact-hint`}
            />
            <div className="grid gap-0.5">
              <label htmlFor={`${id}-contact`} className="text-sm font-medium text-ink">
                {t('admin.sellerLinks.showContact')}
              </label>
              <p id={`${id}-contact-hint`} className="text-xs text-stone-500">
                {t('admin.sellerLinks.showContactHint')}
              </p>
            </div>
          </div>
          <div>
            <PendingButton type="submit" pending={create.isPending} pendingLabel={t('admin.sellerLinks.create')}>
              <Link2 aria-hidden />
              {t('admin.sellerLinks.create')}
            </PendingButton>
          </div>
        </form>
        {newUrl && <NewLink url={newUrl} t={t} />}
        <section className="grid gap-2" aria-labelledby={`${id}-links`}>
          <h3 id={`${id}-links`} className="text-sm font-semibold text-ink">
            {t('admin.sellerLinks.links')}
          </h3>
          {links.data?.length === 0 && <p className="text-sm text-stone-600">{t('admin.sellerLinks.none')}</p>}
          <ul className="grid gap-2">
            {links.data?.map((link) => (
              <LinkRow key={link.id} link={link} onRevoke={setRevoking} t={t} when={when} now={openedAt} />
            ))}
          </ul>
        </section>
        <ConfirmDialog
          open={revoking !== null}
          pending={revoke.isPending}
          onClose={() => setRevoking(null)}
          onConfirm={confirmRevoke}
          title={t('admin.sellerLinks.revokeTitle')}
          description={t('admin.sellerLinks.revokeConfirm')}
          cancelLabel={t('action.cancel')}
          confirmLabel={t('admin.sellerLinks.revokeAction')}
        />
      </DialogContent>
    </Dialog>
  );
}

/** The row's button that opens the dialog. */
export function SellerLinksButton({ property }: { property: AdminProperty }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={t('admin.sellerLinks.openLabel', { title: property.title })}
      >
        <Link2 aria-hidden />
        {t('admin.sellerLinks.open')}
      </Button>
      {open && <SellerLinksDialog property={property} open={open} onOpenChange={setOpen} />}
    </>
  );
}
