import { StickyNote } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { LIMITS } from '#shared/limits.ts';
import { formatEuro } from '#shared/money.ts';
import type { OfferPageItem } from '#shared/offers/admin-schemas.ts';
import { FormDialogFooter } from '#client/components/admin/form-dialog-footer.tsx';
import { IconButton } from '#client/components/admin/icon-button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { fieldAria, FormField } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/input.tsx';
import { failureText } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import { useT } from '#client/lib/i18n.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { useFocusReturn } from '#client/lib/use-focus-return.ts';
import { useUpdateOffer } from './use-admin-offers';
import { countDe } from '#client/lib/offer-count.ts';

function NoteDialog({ offer, name, onClose }: { offer: OfferPageItem; name: string; onClose: () => void }) {
  const t = useT();
  const failed = useFailureToast();
  const update = useUpdateOffer();
  const focusReturn = useFocusReturn();
  const id = useId();
  const [note, setNote] = useState(offer.note ?? '');
  const tooLong = note.length > LIMITS.offerNote;
  const error = tooLong ? t('admin.offers.noteTooLong', { max: countDe.format(LIMITS.offerNote) }) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    update.mutate(
      { id: offer.id, change: { note } },
      {
        onSuccess: (updated) => {
          toast({
            title: updated.note === null ? t('admin.offers.noteRemoved') : t('admin.offers.noteSaved'),
            variant: 'success',
          });
          onClose();
        },
        onError: (failure) =>
          failed(failure, { title: t('admin.offers.noteFailed'), description: failureText(failure) }),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent {...focusReturn} className="max-w-lg grid-cols-1" closeLabel={t('action.close')}>
        <DialogHeader>
          <DialogTitle>{t('admin.offers.noteTitle')}</DialogTitle>
          <DialogDescription>
            {t('admin.offers.noteDescription', { name, amount: formatEuro(offer.bidAmount) })}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
          <FormField
            id={`${id}-note`}
            label={t('admin.offers.noteField')}
            error={error}
            hint={
              <span className="tabular-nums">
                {t('admin.offers.noteLength', {
                  count: countDe.format(note.length),
                  max: countDe.format(LIMITS.offerNote),
                })}
              </span>
            }
          >
            <Textarea
              rows={6}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              {...fieldAria(`${id}-note`, error, true)}
            />
          </FormField>
          <FormDialogFooter
            pending={update.isPending}
            onCancel={onClose}
            cancelLabel={t('action.cancel')}
            submitLabel={t('admin.offers.noteSave')}
            pendingLabel={t('admin.saving')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The note's button (marked when the offer has a note) and, once pressed, its dialog. */
export function OfferNoteButton({
  offer,
  name,
  tooltip = true,
}: {
  offer: OfferPageItem;
  name: string;
  tooltip?: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const hasNote = offer.note !== null && offer.note !== '';
  return (
    <>
      <IconButton
        label={t('admin.offers.noteLabel', { name })}
        tooltip={tooltip}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={cn(hasNote && 'text-gold-deep')}
      >
        <StickyNote className={cn(hasNote && 'fill-gold-soft')} aria-hidden />
      </IconButton>
      {open && <NoteDialog offer={offer} name={name} onClose={() => setOpen(false)} />}
    </>
  );
}
