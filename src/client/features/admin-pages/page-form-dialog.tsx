import { useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import { pageCreateSchema, type Page, type PageCreateInput } from '#shared/pages/schemas.ts';
import { FormDialogFooter } from '#client/components/admin/form-dialog-footer.tsx';
import { LanguageTabsList } from '#client/components/admin/language-tabs-list.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { fieldAria, FormField } from '#client/components/ui/form-field.tsx';
import { Input, Textarea } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { Tabs, TabsContent } from '#client/components/ui/tabs.tsx';
import { fieldMessage } from '#client/lib/field-message.ts';
import { schemaResolver } from '#client/lib/schema-resolver.ts';
import { toast } from '#client/lib/toast-store.ts';
import { messageWithoutStatus } from '#client/lib/upload.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { useFixedLanguageT } from '#client/lib/use-fixed-language-t.ts';
import { useFocusReturn } from '#client/lib/use-focus-return.ts';
import { useCreatePage, useUpdatePage } from './use-admin-pages';

export interface PageFormValues {
  slug: string;
  title: string;
  titleEn: string;
  titleFr: string;
  content: string;
  contentEn: string;
  contentFr: string;
  isActive: boolean;
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

/** The body for POST and PUT (the server ignores the slug on PUT). Empty En/Fr become null. */
function toPageBody(values: PageFormValues): PageCreateInput {
  return {
    slug: values.slug.trim(),
    title: values.title,
    titleEn: orNull(values.titleEn),
    titleFr: orNull(values.titleFr),
    content: values.content,
    contentEn: orNull(values.contentEn),
    contentFr: orNull(values.contentFr),
    isActive: values.isActive,
  };
}

function toFormValues(page: Page | null): PageFormValues {
  return {
    slug: page?.slug ?? '',
    title: page?.title ?? '',
    titleEn: page?.titleEn ?? '',
    titleFr: page?.titleFr ?? '',
    content: page?.content ?? '',
    contentEn: page?.contentEn ?? '',
    contentFr: page?.contentFr ?? '',
    isActive: page?.isActive ?? true,
  };
}

const resolver = schemaResolver<PageFormValues>(pageCreateSchema, toPageBody);
const SUFFIX: Record<Language, '' | 'En' | 'Fr'> = { de: '', en: 'En', fr: 'Fr' };

/** The page form: create (slug editable) or edit (slug fixed); German like the whole panel. */
export function PageFormDialog({ page, onClose }: { page: Page | null; onClose: () => void }) {
  const t = useFixedLanguageT('de');
  const failed = useFailureToast();
  const create = useCreatePage();
  const update = useUpdatePage();
  const focusReturn = useFocusReturn();
  const pending = create.isPending || update.isPending;
  const [languageTab, setLanguageTab] = useState<Language>('de');
  const form = useForm<PageFormValues>({ resolver, defaultValues: toFormValues(page) });
  const errors = form.formState.errors;
  const error = (field: keyof PageFormValues) => fieldMessage(t, errors[field]?.message);

  const onError = (failure: Error, key: 'admin.pages.updateFailed' | 'admin.pages.createFailed') =>
    failed(failure, { title: t(key), description: messageWithoutStatus(failure) });

  const onInvalid = (invalid: FieldErrors<PageFormValues>) => {
    if (invalid.title || invalid.content) setLanguageTab('de');
  };

  const onSubmit = form.handleSubmit((values) => {
    const body = toPageBody(values);
    if (page) {
      update.mutate(
        { id: page.id, body },
        {
          onSuccess: () => {
            toast({ title: t('admin.pages.updated'), variant: 'success' });
            onClose();
          },
          onError: (failure) => onError(failure, 'admin.pages.updateFailed'),
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          toast({ title: t('admin.pages.created'), variant: 'success' });
          onClose();
        },
        onError: (failure) => onError(failure, 'admin.pages.createFailed'),
      });
    }
  }, onInvalid);

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent {...focusReturn} lang="de" className="max-w-2xl grid-cols-1" closeLabel={t('action.close')}>
        <DialogHeader>
          <DialogTitle>{page ? t('admin.pages.editTitle') : t('admin.pages.new')}</DialogTitle>
          <DialogDescription>{t('admin.pages.formHint')}</DialogDescription>
        </DialogHeader>

        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-5">
          <FormField
            id="page-slug"
            label={t('admin.pages.slug')}
            error={error('slug')}
            hint={page ? t('admin.pages.slugFixed') : t('admin.pages.slugHint')}
          >
            <div className="flex items-stretch">
              <span className="inline-flex items-center rounded-l-lg border border-r-0 border-stone-300 bg-stone-50 px-3 font-mono text-sm text-stone-500">
                /pages/
              </span>
              {page ? (
                // Not registered: a disabled input would drop the slug from the form values.
                <Input id="page-slug" className="rounded-l-none font-mono" value={page.slug} disabled readOnly />
              ) : (
                <Input
                  {...fieldAria('page-slug', error('slug'))}
                  className="rounded-l-none font-mono"
                  autoComplete="off"
                  spellCheck={false}
                  {...form.register('slug')}
                />
              )}
            </div>
          </FormField>

          <Tabs value={languageTab} onValueChange={(value) => setLanguageTab(value as Language)}>
            <LanguageTabsList
              label={t('admin.property.languages')}
              languageName={(language) => t(`admin.pages.language.${language}`)}
            />
            {LANGUAGES.map((language) => {
              const suffix = SUFFIX[language];
              const titleField = `title${suffix}` as const;
              const contentField = `content${suffix}` as const;
              const optional = language === 'de' ? '' : ` ${t('admin.property.optional')}`;
              return (
                <TabsContent key={language} value={language} className="grid grid-cols-1 gap-4">
                  <FormField
                    id={`page-${titleField}`}
                    label={`${t('admin.property.title')}${optional}`}
                    error={error(titleField)}
                  >
                    <Input
                      lang={language}
                      {...fieldAria(`page-${titleField}`, error(titleField))}
                      {...form.register(titleField)}
                    />
                  </FormField>
                  <FormField
                    id={`page-${contentField}`}
                    label={`${t('admin.pages.fieldContent')}${optional}`}
                    error={error(contentField)}
                    hint={t('admin.pages.markupHint')}
                  >
                    <Textarea
                      lang={language}
                      rows={10}
                      {...fieldAria(`page-${contentField}`, error(contentField), true)}
                      {...form.register(contentField)}
                    />
                  </FormField>
                </TabsContent>
              );
            })}
          </Tabs>

          <div className="flex items-center gap-3">
            <Controller
              control={form.control}
              name="isActive"
              render={({ field }) => (
                <Switch id="page-isActive" checked={field.value} onCheckedChange={field.onChange} />
              )}
            />
            <Label htmlFor="page-isActive">{t('admin.pages.active')}</Label>
          </div>

          <FormDialogFooter
            className="sticky -bottom-6 z-10 -mx-6 -mb-6 border-t border-stone-200 bg-white px-6 py-4"
            pending={pending}
            onCancel={onClose}
            cancelLabel={t('action.cancel')}
            submitLabel={page ? t('admin.pages.update') : t('action.create')}
            pendingLabel={t('admin.saving')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
