import { useForm } from 'react-hook-form';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import { TRANSLATION_CATEGORIES, type TranslationCategory } from '#shared/translations/translation-categories.ts';
import { translationCreateSchema, translationUpdateSchema } from '#shared/translations/schemas.ts';
import { FormDialogFooter } from '#client/components/admin/form-dialog-footer.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { fieldAria, FormField } from '#client/components/ui/form-field.tsx';
import { Input, Textarea } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { CATEGORY_LABELS } from './category-labels';
import { schemaResolver } from '#client/lib/schema-resolver.ts';
import { toast } from '#client/lib/toast-store.ts';
import { messageWithoutStatus } from '#client/lib/upload.ts';
import { useFocusReturn } from '#client/lib/use-focus-return.ts';
import { useCreateTranslation, useUpdateTranslation } from './use-admin-translations';
import { useTranslationFailureToast } from './use-translation-failure-toast';
import type { TextRow } from './text-rows';

interface AddValues {
  key: string;
  language: Language;
  category: TranslationCategory;
  value: string;
}

const addResolver = schemaResolver<AddValues>(translationCreateSchema, (values) => values);
const editResolver = schemaResolver<{ value: string }>(translationUpdateSchema, (values) => values);

/** The messages of the shared schema, keyed for the translation set. */
function useMessage() {
  const t = useT();
  return (message: string | undefined) =>
    message === 'Key is required'
      ? t('admin.translations.keyRequired')
      : message === 'Value is required'
        ? t('admin.translations.valueRequired')
        : message;
}

export function AddTranslationDialog({
  language,
  category,
  onClose,
}: {
  language: Language;
  category: TranslationCategory | '';
  onClose: () => void;
}) {
  const t = useT();
  const message = useMessage();
  const failed = useTranslationFailureToast();
  const create = useCreateTranslation();
  const focusReturn = useFocusReturn();
  const form = useForm<AddValues>({
    resolver: addResolver,
    defaultValues: { key: '', language, category: category || 'ui', value: '' },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(
      { ...values, key: values.key.trim() },
      {
        onSuccess: () => {
          toast({ title: t('admin.translations.created'), variant: 'success' });
          onClose();
        },
        onError: (error) =>
          failed(error, {
            title: t('admin.translations.createFailed'),
            description: messageWithoutStatus(error),
          }),
      },
    ),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !create.isPending && onClose()}>
      <DialogContent {...focusReturn} className="max-w-lg grid-cols-1" closeLabel={t('action.close')}>
        <DialogHeader>
          <DialogTitle>{t('admin.translations.add')}</DialogTitle>
          <DialogDescription>{t('admin.translations.addDescription')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
          <FormField id="translation-key" label={t('admin.translations.key')} error={message(errors.key?.message)}>
            <Input
              {...fieldAria('translation-key', errors.key?.message)}
              className="font-mono"
              placeholder="hero.title"
              autoComplete="off"
              spellCheck={false}
              {...form.register('key')}
            />
          </FormField>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id="translation-language" label={t('admin.translations.language')}>
              <NativeSelect id="translation-language" {...form.register('language')}>
                {LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {t(`language.${code}`)} ({code})
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="translation-category" label={t('admin.translations.category')}>
              <NativeSelect id="translation-category" {...form.register('category')}>
                {TRANSLATION_CATEGORIES.map((name) => (
                  <option key={name} value={name}>
                    {t(CATEGORY_LABELS[name])}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <FormField
            id="translation-value"
            label={t('admin.translations.value')}
            error={message(errors.value?.message)}
          >
            <Textarea rows={4} {...fieldAria('translation-value', errors.value?.message)} {...form.register('value')} />
          </FormField>
          <FormDialogFooter
            className="sticky -bottom-6 z-10 -mx-6 -mb-6 border-t border-stone-200 bg-white px-6 py-4"
            pending={create.isPending}
            onCancel={onClose}
            cancelLabel={t('action.cancel')}
            submitLabel={t('admin.translations.add')}
            pendingLabel={t('admin.saving')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Editing changes the value only; key, language and category are shown, not editable. A built-in
 * text nobody changed yet is not stored: saving it stores the change (decision 0117).
 */
export function EditTranslationDialog({ text, onClose }: { text: TextRow; onClose: () => void }) {
  const t = useT();
  const message = useMessage();
  const failed = useTranslationFailureToast();
  const update = useUpdateTranslation();
  const create = useCreateTranslation();
  const pending = update.isPending || create.isPending;
  const focusReturn = useFocusReturn();
  const form = useForm<{ value: string }>({ resolver: editResolver, defaultValues: { value: text.value } });
  const error = message(form.formState.errors.value?.message);
  const handlers = {
    onSuccess: () => {
      toast({ title: t('admin.translations.updated'), variant: 'success' });
      onClose();
    },
    onError: (failure: Error) =>
      failed(failure, {
        title: t('admin.translations.updateFailed'),
        description: messageWithoutStatus(failure),
      }),
  };
  const onSubmit = form.handleSubmit(({ value }) =>
    text.id === null
      ? create.mutate({ key: text.key, language: text.language, category: text.category, value }, handlers)
      : update.mutate({ id: text.id, value }, handlers),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent {...focusReturn} className="max-w-lg grid-cols-1" closeLabel={t('action.close')}>
        <DialogHeader>
          <DialogTitle>{t('admin.translations.editTitle')}</DialogTitle>
          <DialogDescription className="font-mono break-all">{text.key}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-2 gap-3 rounded-lg bg-stone-50 p-3 text-sm">
          <div>
            <dt className="text-stone-500">{t('admin.translations.language')}</dt>
            <dd className="font-medium text-ink">{t(`language.${text.language}`)}</dd>
          </div>
          <div>
            <dt className="text-stone-500">{t('admin.translations.category')}</dt>
            <dd className="font-medium text-ink">{t(CATEGORY_LABELS[text.category])}</dd>
          </div>
        </dl>
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
          <FormField id="translation-edit-value" label={t('admin.translations.value')} error={error}>
            <Textarea
              lang={text.language}
              rows={5}
              {...fieldAria('translation-edit-value', error)}
              {...form.register('value')}
            />
          </FormField>
          <FormDialogFooter
            className="sticky -bottom-6 z-10 -mx-6 -mb-6 border-t border-stone-200 bg-white px-6 py-4"
            pending={pending}
            onCancel={onClose}
            cancelLabel={t('action.cancel')}
            submitLabel={t('admin.save')}
            pendingLabel={t('admin.saving')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
