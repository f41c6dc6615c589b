import { useState, type FormEvent } from 'react';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import { LIMITS } from '#shared/limits.ts';
import type { ImageAltTexts } from '#shared/properties/schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { PendingButton } from '#client/components/ui/pending-button.tsx';
import { failureText } from '#client/lib/api-client.ts';
import type { Translate } from '#client/lib/i18n.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { Thumbnail } from './image-thumbnail';
import { useSaveAltText } from './use-property-images';
import { useFocusReturn } from '#client/lib/use-focus-return.ts';

type Texts = Record<Language, string>;

const textsOf = (stored: ImageAltTexts[string] | undefined): Texts => ({
  de: stored?.de ?? '',
  en: stored?.en ?? '',
  fr: stored?.fr ?? '',
});

/**
 * A small dialog for one image's alternative text in German, English and French; saved at once.
 * A dialog of its own (rather than inline) so that Escape closes it and not the edit dialog, and
 * focus goes back to the image's button afterwards.
 */
export function ImageAltTextEditor({
  propertyId,
  url,
  n,
  stored,
  t,
  onClose,
}: {
  propertyId: string;
  url: string;
  /** The image's number in the list, as its buttons name it. */
  n: number;
  stored: ImageAltTexts[string] | undefined;
  t: Translate;
  onClose: () => void;
}) {
  // Back to the button that opened it: a controlled dialog has no Trigger for Radix to return to.
  const focusReturn = useFocusReturn();
  const save = useSaveAltText(propertyId);
  const failed = useFailureToast();
  const [texts, setTexts] = useState<Texts>(() => textsOf(stored));
  const fieldId = (language: Language) => `alt-text-${propertyId}-${language}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Every language is sent: an emptied field clears that language's text.
    save.mutate(
      { imageUrl: url, ...texts },
      {
        onSuccess: () => {
          toast({ title: t('admin.images.altTextSaved'), variant: 'success' });
          onClose();
        },
        onError: (error) => failed(error, { title: t('admin.images.errorTitle'), description: failureText(error) }),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent {...focusReturn} lang="de" closeLabel={t('action.close')} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('admin.images.altTextLabel', { n })}</DialogTitle>
          <DialogDescription>{t('admin.images.altTextHint')}</DialogDescription>
        </DialogHeader>
        <div className="mx-auto aspect-[4/3] w-40 overflow-hidden rounded-lg border border-stone-200">
          <Thumbnail url={url} alt="" />
        </div>
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
          {LANGUAGES.map((language) => (
            <FormField key={language} id={fieldId(language)} label={t(`language.${language}`)}>
              <Input
                id={fieldId(language)}
                lang={language}
                maxLength={LIMITS.imageAltText}
                value={texts[language]}
                onChange={(event) => setTexts((previous) => ({ ...previous, [language]: event.target.value }))}
              />
            </FormField>
          ))}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={save.isPending}>
              {t('action.cancel')}
            </Button>
            <PendingButton type="submit" pending={save.isPending} pendingLabel={t('admin.saving')}>
              {t('admin.save')}
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
