import { CloudUpload } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { LIMITS } from '#shared/limits.ts';
import { ConfirmDialog } from '#client/components/admin/confirm-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cn } from '#client/lib/cn.ts';
import { toast } from '#client/lib/toast-store.ts';
import { messageWithoutStatus } from '#client/lib/upload.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { useFixedLanguageT } from '#client/lib/use-fixed-language-t.ts';
import { checkFiles, problemTexts } from './file-checks';
import { ImageAltTextEditor } from './image-alt-text-editor';
import { Thumbnail } from './image-thumbnail';
import { ImageTile } from './image-tile';
import { useImageDrag } from './use-image-drag';
import { useImageMoves } from './use-image-moves';
import { useDeleteImage, usePropertyImages, useUploadImages } from './use-property-images';

/**
 * The image panel of the edit modal (German, decision 0031): drag-and-drop or file picker,
 * checks before upload, a progress bar while uploading, thumbnails with delete after confirmation,
 * their order (the first is the cover) and alternative texts. Every change here is saved at once,
 * not with the dialog's Save (decision 0054).
 */
export function ImagePanel({ propertyId }: { propertyId: string }) {
  const t = useFixedLanguageT('de');
  const failed = useFailureToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [toDelete, setToDelete] = useState<string | null>(null);
  const [editingAltText, setEditingAltText] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const images = usePropertyImages(propertyId);
  const upload = useUploadImages(propertyId);
  const remove = useDeleteImage(propertyId);

  const list = images.data?.images ?? [];
  const altTexts = images.data?.imageAltTexts ?? {};
  const full = list.length >= LIMITS.imagesPerProperty;
  const { move, announcement } = useImageMoves({ propertyId, list, rootRef: listRef, t });
  const drag = useImageDrag((url, to) => move(list.indexOf(url), to));

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
        <p className="image-panel-saving basis-full">{t('admin.images.savedImmediately')}</p>
      </div>

      <div
        onDragOver={(event) => {
          // Files only: an image tile dragged here is not an upload.
          if (!event.dataTransfer.types.includes('Files')) return;
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
        <>
          {list.length > 1 && <p className="text-sm text-stone-600">{t('admin.images.orderHint')}</p>}
          <ul ref={listRef} className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t('admin.images.title')}>
            {list.map((url, index) => (
              <ImageTile
                key={url}
                url={url}
                index={index}
                count={list.length}
                hasAltText={Boolean(altTexts[url]?.de)}
                t={t}
                onMove={(to, focus) => move(index, to, focus)}
                onEditAltText={() => setEditingAltText(url)}
                onDelete={() => setToDelete(url)}
                dragProps={drag.tileProps(url, index)}
                dragged={drag.dragged === url}
                dropTarget={drag.target === index}
              />
            ))}
          </ul>
        </>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      {editingAltText !== null && (
        <ImageAltTextEditor
          key={editingAltText}
          propertyId={propertyId}
          url={editingAltText}
          n={list.indexOf(editingAltText) + 1}
          stored={altTexts[editingAltText]}
          t={t}
          onClose={() => setEditingAltText(null)}
        />
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
