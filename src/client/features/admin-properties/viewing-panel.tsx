import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { VIEWING_LIMITS } from '#shared/viewings/schemas.ts';
import { ConfirmDialog } from '#client/components/admin/confirm-dialog.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { PendingButton } from '#client/components/ui/pending-button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { failureText } from '#client/lib/api-client.ts';
import { requestNamedFile } from '#client/lib/admin-api-client.ts';
import { saveFile } from '#client/lib/download.ts';
import { toast } from '#client/lib/toast-store.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { useFixedLanguageT } from '#client/lib/use-fixed-language-t.ts';
import { useMay } from '#client/lib/use-may.ts';
import { useCancelViewingSlot, useCreateViewingSlot, useViewingSlots, type ViewingSlots } from './use-viewing-slots';

type Slot = ViewingSlots['slots'][number];

const BADGES = { requested: 'gold', lapsed: 'muted', confirmed: 'success', cancelled: 'muted' } as const;

/** "Sa., 27.03.2027, 10:00–10:45" on Munich's clock. */
function slotTime(slot: Slot): string {
  const start = new Date(slot.startsAt);
  const end = new Date(start.getTime() + slot.durationMinutes * 60_000);
  const day = new Intl.DateTimeFormat('de-DE', {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(start);
  const time = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' });
  return `${day}, ${time.format(start)}–${time.format(end)}`;
}

/**
 * The viewings panel of the edit modal (decision 0133): add a slot (its start on Munich's clock,
 * length, places), and per slot who booked it and in which state; a slot can be cancelled, which
 * tells everyone confirmed. Saved at once, like the images and documents above it.
 */
export function ViewingPanel({ propertyId }: { propertyId: string }) {
  // German, like the panels above it (decision 0031).
  const t = useFixedLanguageT('de');
  const may = useMay();
  const failed = useFailureToast();
  const slots = useViewingSlots(propertyId);
  const create = useCreateViewingSlot(propertyId);
  const cancel = useCancelViewingSlot(propertyId);
  const startRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState({ startsAt: '', durationMinutes: '45', capacity: '1' });
  const [toCancel, setToCancel] = useState<Slot | null>(null);
  const mayAdd = may('createViewingSlot');
  const mayCancel = may('cancelViewingSlot');
  const mayExport = may('exportViewingAttendees');
  const headingId = `viewings-${propertyId}`;
  const id = (name: string) => `viewing-${propertyId}-${name}`;

  const add = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { startsAt: draft.startsAt, durationMinutes: Number(draft.durationMinutes), capacity: Number(draft.capacity) },
      {
        onSuccess: () => {
          toast({ title: t('admin.viewings.added'), variant: 'success' });
          setDraft((previous) => ({ ...previous, startsAt: '' }));
          startRef.current?.focus();
        },
        onError: (error) => failed(error, { title: t('admin.images.errorTitle'), description: failureText(error) }),
      },
    );
  };

  const exportList = useMutation({
    mutationFn: async (slot: Slot) => {
      const { blob, fileName } = await requestNamedFile('exportViewingAttendees', {
        params: { id: propertyId, slotId: slot.id },
      });
      saveFile(blob, fileName ?? 'besichtigung.xlsx');
    },
    retry: false,
    onError: (error) => failed(error, { title: t('admin.images.errorTitle'), description: failureText(error) }),
  });

  const confirmCancel = () => {
    if (!toCancel) return;
    cancel.mutate(toCancel.id, {
      onSuccess: () => toast({ title: t('admin.viewings.cancelled'), variant: 'success' }),
      onError: (error) => failed(error, { title: t('admin.images.errorTitle'), description: failureText(error) }),
      onSettled: () => setToCancel(null),
    });
  };

  const list = slots.data?.slots;

  return (
    <section lang="de" aria-labelledby={headingId} className="grid grid-cols-1 gap-4">
      <div className="grid gap-1">
        <h3 id={headingId} className="text-base font-semibold text-ink">
          {t('admin.viewings.title')}
        </h3>
        <p className="text-sm text-stone-600">{t('admin.viewings.intro')}</p>
      </div>

      {mayAdd && (
        <form onSubmit={add} className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[1fr_9rem_9rem_auto]">
          <FormField id={id('start')} label={t('admin.viewings.start')}>
            <Input
              ref={startRef}
              id={id('start')}
              type="datetime-local"
              required
              value={draft.startsAt}
              onChange={(event) => setDraft({ ...draft, startsAt: event.target.value })}
            />
          </FormField>
          <FormField id={id('minutes')} label={t('admin.viewings.minutes')}>
            <Input
              id={id('minutes')}
              type="number"
              inputMode="numeric"
              min={VIEWING_LIMITS.minMinutes}
              max={VIEWING_LIMITS.maxMinutes}
              step={5}
              value={draft.durationMinutes}
              onChange={(event) => setDraft({ ...draft, durationMinutes: event.target.value })}
            />
          </FormField>
          <FormField id={id('capacity')} label={t('admin.viewings.capacity')}>
            <Input
              id={id('capacity')}
              type="number"
              inputMode="numeric"
              min={1}
              max={VIEWING_LIMITS.maxCapacity}
              value={draft.capacity}
              aria-describedby={id('capacity-hint')}
              onChange={(event) => setDraft({ ...draft, capacity: event.target.value })}
            />
          </FormField>
          <PendingButton type="submit" size="sm" pending={create.isPending} pendingLabel={t('admin.saving')}>
            {t('admin.viewings.add')}
          </PendingButton>
          <p id={id('capacity-hint')} className="text-xs text-stone-500 sm:col-span-4">
            {t('admin.viewings.capacityHint')}
          </p>
        </form>
      )}

      {slots.isPending ? (
        <div className="flex justify-center py-4 text-stone-500">
          <Spinner label={t('ui.loading')} />
        </div>
      ) : !list ? (
        <p className="text-sm text-red-700">{t('admin.viewings.loadFailed')}</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-stone-500">{t('admin.viewings.none')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {list.map((slot) => {
            const taken = slot.cancelledAt ? 0 : slot.capacity - slot.placesLeft;
            return (
              <li key={slot.id} className="grid gap-2 rounded-lg border border-stone-200 bg-white p-3 sm:p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="text-sm font-semibold text-ink tabular-nums">{slotTime(slot)}</p>
                    <p className="text-xs text-stone-600 tabular-nums">
                      {slot.cancelledAt
                        ? t('admin.viewings.cancelledSlot')
                        : t('admin.viewings.taken', { taken, capacity: slot.capacity })}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {mayExport && slot.bookings.length > 0 && (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={exportList.isPending}
                        aria-label={t('admin.viewings.exportLabel', { when: slotTime(slot) })}
                        onClick={() => exportList.mutate(slot)}
                      >
                        {t('admin.viewings.export')}
                      </Button>
                    )}
                    {/* A viewing that has begun took place: the server keeps it (decision 0134). */}
                    {mayCancel && !slot.cancelledAt && !slot.begun && (
                      <Button variant="outline" size="sm" onClick={() => setToCancel(slot)}>
                        {t('admin.viewings.cancel')}
                      </Button>
                    )}
                  </div>
                </div>
                {slot.bookings.length > 0 && (
                  <ul className="grid gap-1.5 border-t border-stone-100 pt-2">
                    {slot.bookings.map((booking) => (
                      <li key={booking.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                        <span className="font-medium text-ink">{booking.name}</span>
                        <a className="text-stone-700 underline wrap-anywhere" href={`mailto:${booking.email}`}>
                          {booking.email}
                        </a>
                        <a
                          className="text-stone-700 underline tabular-nums"
                          href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}
                        >
                          {booking.phone}
                        </a>
                        <Badge variant={BADGES[booking.status]}>{t(`admin.viewings.status.${booking.status}`)}</Badge>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}

      <ConfirmDialog
        open={toCancel !== null}
        pending={cancel.isPending}
        onClose={() => setToCancel(null)}
        onConfirm={confirmCancel}
        returnFocus={() => startRef.current}
        lang="de"
        title={t('admin.viewings.cancelTitle')}
        description={t('admin.viewings.cancelConfirm', { when: toCancel ? slotTime(toCancel) : '' })}
        cancelLabel={t('action.cancel')}
        confirmLabel={t('admin.viewings.cancel')}
      />
    </section>
  );
}
