import { useEffect, useRef, useState } from 'react';
import { OFFER_STATUSES, type OfferStatus } from '#shared/offers/offer-status.ts';
import type { OfferPageItem } from '#shared/offers/admin-schemas.ts';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { failureText } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import { useT } from '#client/lib/i18n.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { useStatusName } from '#client/lib/offer-status-name.ts';
import { useUpdateOffer } from './use-admin-offers';

/** A tint per status, so a column of them reads at a glance; the text says it too (never colour alone). */
const STATUS_TINT: Record<OfferStatus, string> = {
  new: 'bg-white',
  contacted: 'bg-sky-50',
  accepted: 'bg-emerald-50',
  declined: 'bg-red-50',
};

/**
 * Arrow keys step through a closed select's options, each step a change: the choice is saved once
 * it has rested this long, or at once when focus leaves.
 */
const SAVE_AFTER_MS = 600;

/** An offer's status as a native select; a choice is saved without a further click, and a toast says so. */
export function OfferStatusSelect({
  offer,
  name,
  className,
}: {
  offer: OfferPageItem;
  name: string;
  className?: string;
}) {
  const t = useT();
  const statusName = useStatusName();
  const failed = useFailureToast();
  const update = useUpdateOffer();
  const [draft, setDraft] = useState<OfferStatus | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saving = update.isPending ? update.variables.change.status : undefined;
  const shown = draft ?? saving ?? offer.status;

  const save = (status: OfferStatus) => {
    clearTimeout(timer.current);
    setDraft(null);
    if (status === offer.status) return;
    update.mutate(
      { id: offer.id, change: { status } },
      {
        onSuccess: (updated) =>
          toast({
            title: t('admin.offers.statusUpdated'),
            description: t('admin.offers.statusUpdatedDescription', { name, status: statusName(updated.status) }),
            variant: 'success',
          }),
        onError: (error) => failed(error, { title: t('admin.offers.statusFailed'), description: failureText(error) }),
      },
    );
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <NativeSelect
      aria-label={t('admin.offers.statusLabel', { name })}
      value={shown}
      aria-busy={update.isPending || undefined}
      onChange={(event) => {
        const status = event.target.value as OfferStatus;
        setDraft(status);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => save(status), SAVE_AFTER_MS);
      }}
      onBlur={() => {
        if (draft !== null) save(draft);
      }}
      className={cn('h-9 min-w-32', STATUS_TINT[shown], className)}
    >
      {OFFER_STATUSES.map((value) => (
        <option key={value} value={value}>
          {statusName(value)}
        </option>
      ))}
    </NativeSelect>
  );
}
