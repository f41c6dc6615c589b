import { useForm } from 'react-hook-form';
import { LANGUAGES, TRANSLATION_CATEGORIES, type Language, type TranslationCategory } from '../../../shared/constants';
import {
  translationCreateSchema,
  translationUpdateSchema,
  type Translation,
} from '../../../shared/schemas/translation';
import { FormDialogFooter } from '../../components/admin/form-dialog-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { Input, Textarea } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { useT } from '../../lib/i18n';
import { schemaResolver } from '../../lib/schema-resolver';
import { toast } from '../../lib/toast-store';
import { messageWithoutStatus } from '../../lib/upload';
import { useFocusReturn } from '../../lib/use-focus-return';
import { useCreateTranslation, useUpdateTranslation } from './use-admin-translations';
import { useTranslationFailureToast } from './use-translation-failure-toast';

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
      ? t('admin.translations.keyRequired', message)
      : message === 'Value is required'
        ? t('admin.translations.valueRequired', message)
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
          toast({ title: t('admin.translations.created', 'Translation created successfully'), variant: 'success' });
          onClose();
        },
        onError: (error) =>
          failed(error, {
            title: t('admin.translations.createFailed', 'Error creating translation'),
            description: messageWithoutStatus(error),
          }),
      },
    ),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !create.isPending && onClose()}>
      <DialogContent {...focusReturn} className="max-w-lg grid-cols-1" closeLabel={t('admin.close', 'Close')}>
        <DialogHeader>
          <DialogTitle>{t('admin.translations.addTitle', 'Add Translation')}</DialogTitle>
          <DialogDescription>
            {t(
              'admin.translations.addDescription',
              'A text for one key in one language. The same key and language can exist only once.',
            )}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
          <FormField
            id="translation-key"
            label={t('admin.translations.key', 'Key')}
            error={message(errors.key?.message)}
          >
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
            <FormField id="translation-language" label={t('admin.translations.language', 'Language')}>
              <NativeSelect id="translation-language" {...form.register('language')}>
                {LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {t(`language.${code}`, code)} ({code})
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="translation-category" label={t('admin.translations.category', 'Category')}>
              <NativeSelect id="translation-category" {...form.register('category')}>
                {TRANSLATION_CATEGORIES.map((name) => (
                  <option key={name} value={name}>
                    {t(`admin.translations.category.${name}`, name)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <FormField
            id="translation-value"
            label={t('admin.translations.value', 'Value')}
            error={message(errors.value?.message)}
          >
            <Textarea rows={4} {...fieldAria('translation-value', errors.value?.message)} {...form.register('value')} />
          </FormField>
          <FormDialogFooter
            pending={create.isPending}
            onCancel={onClose}
            cancelLabel={t('admin.cancel', 'Cancel')}
            submitLabel={t('admin.translations.add', 'Add Translation')}
            pendingLabel={t('admin.saving', 'Saving...')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Editing changes the value only (SPEC §2); key, language and category are shown, not editable. */
export function EditTranslationDialog({ translation, onClose }: { translation: Translation; onClose: () => void }) {
  const t = useT();
  const message = useMessage();
  const failed = useTranslationFailureToast();
  const update = useUpdateTranslation();
  const focusReturn = useFocusReturn();
  const form = useForm<{ value: string }>({ resolver: editResolver, defaultValues: { value: translation.value } });
  const error = message(form.formState.errors.value?.message);

  const onSubmit = form.handleSubmit(({ value }) =>
    update.mutate(
      { id: translation.id, value },
      {
        onSuccess: () => {
          toast({ title: t('admin.translations.updated', 'Translation updated successfully'), variant: 'success' });
          onClose();
        },
        onError: (failure) =>
          failed(failure, {
            title: t('admin.translations.updateFailed', 'Error updating translation'),
            description: messageWithoutStatus(failure),
          }),
      },
    ),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent {...focusReturn} className="max-w-lg grid-cols-1" closeLabel={t('admin.close', 'Close')}>
        <DialogHeader>
          <DialogTitle>{t('admin.translations.editTitle', 'Edit Translation')}</DialogTitle>
          <DialogDescription className="font-mono break-all">{translation.key}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-2 gap-3 rounded-lg bg-stone-50 p-3 text-sm">
          <div>
            <dt className="text-stone-500">{t('admin.translations.language', 'Language')}</dt>
            <dd className="font-medium text-ink">{t(`language.${translation.language}`, translation.language)}</dd>
          </div>
          <div>
            <dt className="text-stone-500">{t('admin.translations.category', 'Category')}</dt>
            <dd className="font-medium text-ink">
              {t(`admin.translations.category.${translation.category}`, translation.category)}
            </dd>
          </div>
        </dl>
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
          <FormField id="translation-edit-value" label={t('admin.translations.value', 'Value')} error={error}>
            <Textarea
              lang={translation.language}
              rows={5}
              {...fieldAria('translation-edit-value', error)}
              {...form.register('value')}
            />
          </FormField>
          <FormDialogFooter
            pending={update.isPending}
            onCancel={onClose}
            cancelLabel={t('admin.cancel', 'Cancel')}
            submitLabel={t('admin.save', 'Save')}
            pendingLabel={t('admin.saving', 'Saving...')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
