import { CloudUpload, ImageOff, Trash } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { LIMITS } from '../../../shared/constants';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Progress } from '../../components/ui/progress';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast-store';
import { messageWithoutStatus } from '../../lib/upload';
import { useFailureToast } from '../../lib/use-failure-toast';
import { useFixedLanguageT } from '../../lib/use-fixed-language-t';
import { checkFiles, problemTexts } from './file-checks';
import { useDeleteImage, usePropertyImages, useUploadImages } from './use-property-images';

/** Uploaded images have a 480 px sibling for thumbnails (same name, -480 suffix). */
export function thumbnailUrl(url: string): string {
  return /^\/uploads\/[a-f0-9]{32}\.webp$/.test(url) ? url.replace(/\.webp$/, '-480.webp') : url;
}

function Thumbnail({ url, alt }: { url: string; alt: string }) {
  const [src, setSrc] = useState(() => thumbnailUrl(url));
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className="flex h-full w-full items-center justify-center bg-stone-100 text-stone-400">
        <ImageOff className="h-6 w-6" aria-hidden />
        <span className="sr-only">{alt}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      className="h-full w-full object-cover"
      // A missing thumbnail falls back to the full image, a missing image to a placeholder.
      onError={() => (src !== url ? setSrc(url) : setFailed(true))}
    />
  );
}

/**
 * The image panel of the edit modal (German, as SPEC quotes it): drag-and-drop or file picker,
 * checks before upload, a progress bar while uploading, thumbnails with delete after confirmation.
 */
export function ImagePanel({ propertyId }: { propertyId: string }) {
  const t = useFixedLanguageT('de');
  const failed = useFailureToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [toDelete, setToDelete] = useState<string | null>(null);
  const images = usePropertyImages(propertyId);
  const upload = useUploadImages(propertyId);
  const remove = useDeleteImage(propertyId);

  const list = images.data?.images ?? [];
  const full = list.length >= LIMITS.imagesPerProperty;

  const resetInput = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  const start = (files: File[]) => {
    if (files.length === 0 || upload.isPending) return;
    const check = checkFiles(files, list.length);
    if (!check.ok) {
      const texts = problemTexts(check.problem);
      toast({
        title: t(texts.title),
        description: t(texts.message, { free: Math.max(0, LIMITS.imagesPerProperty - list.length) }),
        variant: 'destructive',
      });
      resetInput();
      return;
    }
    upload.mutate(files, {
      onSuccess: (result) =>
        toast({ title: t('admin.images.uploaded'), description: result.message, variant: 'success' }),
      onError: (error) =>
        failed(error, {
          title: t('admin.images.errorTitle'),
          description: messageWithoutStatus(error) || t('admin.images.uploadFailed'),
        }),
      onSettled: resetInput,
    });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    start(Array.from(event.dataTransfer.files));
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete, {
      onSuccess: () => toast({ title: t('admin.images.deleted'), variant: 'success' }),
      onError: (error) =>
        failed(error, { title: t('admin.images.errorTitle'), description: messageWithoutStatus(error) }),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <section lang="de" aria-labelledby={`images-${propertyId}`} className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`images-${propertyId}`} className="text-base font-semibold text-ink">
          {t('admin.images.title')}
        </h3>
        <p className="text-sm text-stone-600 tabular-nums">
          {t('admin.images.count', { count: list.length, max: LIMITS.imagesPerProperty })}
        </p>
      </div>

      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!full) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
          dragging ? 'border-gold bg-gold-soft/60' : 'border-stone-300 bg-stone-50',
        )}
      >
        <CloudUpload className="h-8 w-8 text-stone-400" aria-hidden />
        <p className="text-sm text-stone-700">{t('admin.images.dropHint')}</p>
        <input
          ref={inputRef}
          id={`image-input-${propertyId}`}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('admin.images.choose')}
          onChange={(event) => start(Array.from(event.target.files ?? []))}
        />
        <Button
          variant="outline"
          size="sm"
          onClick={() => inputRef.current?.click()}
          disabled={upload.isPending || full}
        >
          {t('admin.images.choose')}
        </Button>
        <p className="text-xs text-stone-500">{t('admin.images.rules')}</p>
      </div>

      {upload.isPending && (
        <div className="grid grid-cols-1 gap-1.5" aria-live="polite">
          <div className="flex justify-between text-sm text-stone-700">
            <span>{t('admin.images.uploading')}</span>
            <span className="tabular-nums">{upload.progress ?? 100} %</span>
          </div>
          <Progress value={upload.progress ?? 100} aria-label={t('admin.images.progress')} />
        </div>
      )}

      {images.isPending ? (
        <div className="flex justify-center py-4 text-stone-500">
          <Spinner label={t('admin.images.loading')} />
        </div>
      ) : list.length === 0 ? (
        <p className="text-sm text-stone-500">{t('admin.images.none')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('admin.images.title')}>
          {list.map((url, index) => {
            const label = t('admin.images.alt', { n: index + 1 });
            return (
              <li
                key={url}
                className="group relative aspect-[4/3] overflow-hidden rounded-lg border border-stone-200 bg-stone-100"
              >
                <Thumbnail url={url} alt={label} />
                {index === 0 && (
                  <Badge variant="gold" className="absolute top-2 left-2 shadow-sm">
                    {t('admin.images.cover')}
                  </Badge>
                )}
                <Button
                  variant="destructive"
                  size="icon"
                  className="absolute top-2 right-2 h-8 w-8 shadow"
                  aria-label={t('admin.images.deleteLabel', { image: label })}
                  onClick={() => setToDelete(url)}
                >
                  <Trash aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        pending={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
        lang="de"
        title={t('admin.images.deleteTitle')}
        description={t('admin.images.deleteConfirm')}
        cancelLabel={t('action.cancel')}
        confirmLabel={t('action.delete')}
      >
        {toDelete && (
          <div className="mx-auto aspect-[4/3] w-40 overflow-hidden rounded-lg border border-stone-200">
            <Thumbnail url={toDelete} alt="" />
          </div>
        )}
      </ConfirmDialog>
    </section>
  );
}
