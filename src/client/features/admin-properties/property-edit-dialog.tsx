import { Controller, FormProvider, useForm, type FieldErrors, type Path } from 'react-hook-form';
import { useState } from 'react';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import { propertyPatchSchema, type AdminProperty } from '#shared/properties/schemas.ts';
import { ConfirmDialog } from '#client/components/admin/confirm-dialog.tsx';
import { FormDialogFooter } from '#client/components/admin/form-dialog-footer.tsx';
import { LanguageTabsList } from '#client/components/admin/language-tabs-list.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { fieldAria, FormField } from '#client/components/ui/form-field.tsx';
import { Input, Textarea } from '#client/components/ui/input.tsx';
import { Tabs, TabsContent } from '#client/components/ui/tabs.tsx';
import { useT, type Translate } from '#client/lib/i18n.tsx';
import { schemaResolver } from '#client/lib/schema-resolver.ts';
import { toast } from '#client/lib/toast-store.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { useFixedLanguageT } from '#client/lib/use-fixed-language-t.ts';
import { useFocusReturn } from '#client/lib/use-focus-return.ts';
import { ImagePanel } from './image-panel';
import { ListField } from './list-field';
import { fieldSuffix, toEditFormValues, toEditPatchBody, toPatchBody, type EditFormValues } from './property-form';
import { DetailsSection, EnergySection, HeatingTypeSelect, ListingFields, SectionTitle } from './property-form-fields';
import { propertyFieldErrors } from './property-messages';
import { CertificateFields, ContactFields, MoreDetailsFields } from './listing-data-fields';
import { ProcedureFields } from './procedure-fields';
import { ContactPhotoField } from './contact-photo-field';
import { useUpdateProperty } from './use-save-property';
import { failureText } from '#client/lib/api-client.ts';

const resolver = schemaResolver<EditFormValues>(propertyPatchSchema, toPatchBody);

/** The language tab an error belongs to, from the field's suffix. */
function languageOfField(name: string): Language | null {
  // The contact person's roles sit side by side in the contact section, not in the tabs.
  if (name.startsWith('contactRole')) return null;
  if (name.endsWith('En')) return 'en';
  if (name.endsWith('Fr')) return 'fr';
  if (['title', 'description', 'heatingType', 'features', 'locationEnvironment', 'equipmentFeatures'].includes(name))
    return 'de';
  return null;
}

function LanguageFields({
  language,
  form,
  t,
}: {
  language: Language;
  form: ReturnType<typeof useForm<EditFormValues>>;
  t: Translate;
}) {
  const suffix = fieldSuffix(language);
  const name = (base: string) => `${base}${suffix}` as Path<EditFormValues>;
  const id = (base: string) => `edit-${base}${suffix}`;
  const fieldError = propertyFieldErrors(t, form.formState.errors);
  const error = (base: string) => fieldError(`${base}${suffix}`);
  const optional = language === 'de' ? '' : ` ${t('admin.property.optional')}`;

  return (
    // The labels are in the admin's language; only the fields hold text in `language`.
    <div className="grid grid-cols-1 gap-4">
      {language !== 'de' && (
        <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-600">{t('admin.property.fallbackHint')}</p>
      )}
      <FormField id={id('title')} label={`${t('admin.property.title')}${optional}`} error={error('title')}>
        <Input lang={language} {...fieldAria(id('title'), error('title'))} {...form.register(name('title'))} />
      </FormField>
      <FormField
        id={id('description')}
        label={`${t('admin.property.description')}${optional}`}
        error={error('description')}
      >
        <Textarea
          rows={5}
          lang={language}
          {...fieldAria(id('description'), error('description'))}
          {...form.register(name('description'))}
        />
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          id={id('locationEnvironment')}
          label={`${t('admin.property.locationEnvironment')} ${t('admin.property.optional')}`}
          error={error('locationEnvironment')}
        >
          <Textarea
            rows={4}
            lang={language}
            {...fieldAria(id('locationEnvironment'), error('locationEnvironment'))}
            {...form.register(name('locationEnvironment'))}
          />
        </FormField>
        <FormField
          id={id('equipmentFeatures')}
          label={`${t('admin.property.equipmentFeatures')} ${t('admin.property.optional')}`}
          error={error('equipmentFeatures')}
        >
          <Textarea
            rows={4}
            lang={language}
            {...fieldAria(id('equipmentFeatures'), error('equipmentFeatures'))}
            {...form.register(name('equipmentFeatures'))}
          />
        </FormField>
      </div>
      <FormField id={id('heatingType')} label={`${t('property.heatingType')}${optional}`} error={error('heatingType')}>
        {language === 'de' ? (
          <HeatingTypeSelect id={id('heatingType')} error={error('heatingType')} />
        ) : (
          <Input
            lang={language}
            {...fieldAria(id('heatingType'), error('heatingType'))}
            {...form.register(name('heatingType'))}
          />
        )}
      </FormField>
      <Controller
        control={form.control}
        name={name('features') as 'features'}
        render={({ field }) => (
          <ListField
            lang={language}
            value={field.value}
            onChange={field.onChange}
            error={error('features')}
            texts={{
              label: `${t('admin.property.features')}${optional}`,
              placeholder: t('admin.property.featurePlaceholder'),
              add: t('action.add'),
              remove: (item) => t('action.remove', { item }),
              empty: t('admin.property.noFeatures'),
            }}
          />
        )}
      />
    </div>
  );
}

/** Radix would focus and select the address; a stray key press would then replace it. */
function focusDialogItself(event: Event) {
  event.preventDefault();
  (event.currentTarget as HTMLElement | null)?.focus();
}

/** The property edit modal; the images are managed right away by the panel inside it. */
export function PropertyEditDialog({
  property,
  successor,
  onClose,
}: {
  property: AdminProperty;
  /** For the property on the home page: who takes its place if it goes inactive (null: nobody). */
  successor?: AdminProperty | null;
  onClose: () => void;
}) {
  const t = useT();
  const tDe = useFixedLanguageT('de');
  const failed = useFailureToast();
  const update = useUpdateProperty(property.id);
  const focusReturn = useFocusReturn(focusDialogItself);
  const [languageTab, setLanguageTab] = useState<Language>('de');
  const [loaded] = useState(() => toEditFormValues(property));
  const form = useForm<EditFormValues>({ resolver, defaultValues: loaded });
  const error = propertyFieldErrors(t, form.formState.errors);

  const onInvalid = (invalid: FieldErrors<EditFormValues>) => {
    const language = Object.keys(invalid)
      .map(languageOfField)
      .find((value) => value !== null);
    if (language) setLanguageTab(language);
  };

  // Taking the home page's property off the website changes what visitors see: asked first.
  const [leavingHomePage, setLeavingHomePage] = useState<EditFormValues | null>(null);
  const save = (values: EditFormValues) =>
    update.mutate(toEditPatchBody(values, loaded), {
      onSuccess: () => {
        toast({
          title: t('admin.property.updated'),
          description: t('admin.property.updatedDescription'),
          variant: 'success',
        });
        onClose();
      },
      onError: (failure) =>
        failed(failure, {
          title: tDe('admin.property.updateFailed'),
          description: failureText(failure),
        }),
      onSettled: () => setLeavingHomePage(null),
    });
  const onSubmit = form.handleSubmit((values) => {
    if (successor !== undefined && property.isActive && !values.isActive) setLeavingHomePage(values);
    else save(values);
  }, onInvalid);

  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent
        className="max-w-3xl grid-cols-1 gap-6 p-0 outline-none"
        closeLabel={t('action.close')}
        {...focusReturn}
      >
        <DialogHeader className="px-6 pt-6">
          <DialogTitle>{t('admin.property.editTitle')}</DialogTitle>
          <DialogDescription>
            <span lang="de">{property.title}</span>
          </DialogDescription>
        </DialogHeader>

        <FormProvider {...form}>
          <form id="property-edit-form" onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-8 px-6">
            <section className="grid grid-cols-1 gap-4">
              <SectionTitle>{t('admin.property.general')}</SectionTitle>
              <ListingFields
                idPrefix="edit"
                error={error}
                texts={{
                  address: t('footer.address'),
                  auctionEnd: t('admin.property.auctionEnd'),
                  active: t('admin.properties.colStatus'),
                  activeHint: t('admin.property.activeHint'),
                  inactiveHint: t('admin.property.inactiveHint'),
                }}
              />
            </section>

            <section className="grid grid-cols-1 gap-4">
              <SectionTitle>{t('admin.property.texts')}</SectionTitle>
              <Tabs value={languageTab} onValueChange={(value) => setLanguageTab(value as Language)}>
                <LanguageTabsList
                  label={t('admin.property.languages')}
                  languageName={(language) => t(`language.${language}`)}
                />
                {LANGUAGES.map((language) => (
                  <TabsContent key={language} value={language}>
                    <LanguageFields language={language} form={form} t={t} />
                  </TabsContent>
                ))}
              </Tabs>
            </section>

            <DetailsSection
              idPrefix="edit"
              error={error}
              texts={{
                title: t('admin.property.details'),
                livingArea: t('admin.property.livingArea'),
                bedrooms: t('property.bedrooms'),
                bathrooms: t('admin.property.bathrooms'),
                yearBuilt: t('property.yearBuilt'),
              }}
            />
            <MoreDetailsFields idPrefix="edit" error={error} t={t} />

            <EnergySection
              idPrefix="edit"
              error={error}
              texts={{
                title: t('property.energyCertificate'),
                energyClass: t('admin.property.energyClass'),
                energyConsumption: t('admin.property.energyConsumption'),
              }}
            />
            <CertificateFields idPrefix="edit" error={error} t={t} />

            <ProcedureFields idPrefix="edit" error={error} t={t} />

            <ContactFields
              idPrefix="edit"
              error={error}
              t={t}
              photo={<ContactPhotoField propertyId={property.id} initialPhoto={property.contactPhoto} t={t} />}
            />
          </form>
        </FormProvider>

        <div className="border-t border-stone-200 px-6 pt-6">
          <ImagePanel propertyId={property.id} />
        </div>

        <FormDialogFooter
          className="sticky bottom-0 flex-row justify-end border-t border-stone-200 bg-white px-6 py-4"
          formId="property-edit-form"
          pending={update.isPending}
          onCancel={onClose}
          cancelLabel={t('action.cancel')}
          submitLabel={t('admin.save')}
          pendingLabel={t('admin.saving')}
        />
      </DialogContent>
      <ConfirmDialog
        open={leavingHomePage !== null}
        pending={update.isPending}
        onClose={() => setLeavingHomePage(null)}
        onConfirm={() => leavingHomePage && save(leavingHomePage)}
        title={t('admin.properties.deactivateTitle')}
        description={
          successor
            ? t('admin.properties.deactivateConfirm', { current: property.title, next: successor.title })
            : t('admin.properties.deactivateConfirmLast', { current: property.title })
        }
        cancelLabel={t('action.cancel')}
        confirmLabel={t('admin.properties.deactivate')}
      />
    </Dialog>
  );
}
