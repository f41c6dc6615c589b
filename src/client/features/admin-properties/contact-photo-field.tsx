import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { CONTACT_PHOTO_FIELD } from '#shared/images/schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { failureText } from '#client/lib/api-client.ts';
import { endpointUrl, request } from '#client/lib/admin-api-client.ts';
import type { Translate } from '#client/lib/i18n.tsx';
import { uploadThumbnailUrl } from '#client/lib/image-url.ts';
import { toast } from '#client/lib/toast-store.ts';
import { uploadFiles } from '#client/lib/upload.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { checkFiles, problemTexts } from './file-checks';
import { refreshPropertyLists } from './use-admin-properties';

interface PhotoAnswer {
  message: string;
  contactPhoto: string | null;
}

/** Upload and removal of the contact person's photo; both are saved at once, like images. */
function useContactPhoto(propertyId: string, onChanged: (photo: string | null) => void) {
  const queryClient = useQueryClient();
  const settle = (answer: PhotoAnswer) => {
    onChanged(answer.contactPhoto);
    return refreshPropertyLists(queryClient);
  };
  const upload = useMutation({
    mutationFn: (file: File) =>
      uploadFiles<PhotoAnswer>(endpointUrl('uploadContactPhoto', { params: { id: propertyId } }), CONTACT_PHOTO_FIELD, [
        file,
      ]),
    retry: false,
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: () => request('deleteContactPhoto', { params: { id: propertyId } }),
    retry: false,
    onSuccess: settle,
  });
  return { upload, remove, pending: upload.isPending || remove.isPending };
}

/** The edit form's photo control: the current photo, a file picker and a remove button. */
export function ContactPhotoField({
  propertyId,
  initialPhoto,
  t,
}: {
  propertyId: string;
  initialPhoto: string | null;
  t: Translate;
}) {
  const [photo, setPhoto] = useState(initialPhoto);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const failed = useFailureToast();
  const { upload, remove, pending } = useContactPhoto(propertyId, setPhoto);
  const title = t('admin.property.contactPhoto');

  const onFailure = (failure: Error) =>
    failed(failure, { title: t('admin.property.contactPhotoFailed'), description: failureText(failure) });

  const start = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const check = checkFiles([file], 0);
    if (!check.ok) {
      const texts = problemTexts(check.problem);
      toast({ title: t(texts.title), description: t(texts.message, { free: 1 }), variant: 'destructive' });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast({ title: t('admin.property.contactPhotoSaved'), variant: 'success' }),
      onError: onFailure,
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-4" role="group" aria-labelledby={`${inputId}-title`}>
      <span className="contact-photo-preview">
        {photo ? (
          <img src={uploadThumbnailUrl(photo)} alt={title} className="h-full w-full object-cover" />
        ) : (
          <UserRound className="h-7 w-7 text-stone-400" aria-hidden />
        )}
      </span>
      <div className="grid gap-2">
        <span id={`${inputId}-title`} className="text-sm font-medium text-ink">
          {title}
        </span>
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('admin.property.contactPhotoUpload')}
            onChange={(event) => start(event.target.files?.[0])}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={pending}
            onClick={() => inputRef.current?.click()}
          >
            {t('admin.property.contactPhotoUpload')}
          </Button>
          {photo && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={pending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => toast({ title: t('admin.property.contactPhotoRemoved'), variant: 'success' }),
                  onError: onFailure,
                })
              }
            >
              {t('admin.property.contactPhotoRemove')}
            </Button>
          )}
        </div>
        <p className="text-xs text-stone-500">{t('admin.property.contactPhotoHint')}</p>
      </div>
    </div>
  );
}
