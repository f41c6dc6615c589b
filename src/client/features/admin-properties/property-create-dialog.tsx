import { Controller, FormProvider, useForm } from 'react-hook-form';
import { propertyCreateSchema } from '#shared/properties/schemas.ts';
import { FormDialogFooter } from '#client/components/admin/form-dialog-footer.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { fieldAria, FormField } from '#client/components/ui/form-field.tsx';
import { Input, Textarea } from '#client/components/ui/input.tsx';
import { schemaResolver } from '#client/lib/schema-resolver.ts';
import { toast } from '#client/lib/toast-store.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { useFixedLanguageT } from '#client/lib/use-fixed-language-t.ts';
import { useFocusReturn } from '#client/lib/use-focus-return.ts';
import { ListField } from './list-field';
import { createDefaults, toCreateBody, type CreateFormValues } from './property-form';
import { DetailsSection, EnergySection, HeatingTypeSelect, ListingFields, SectionTitle } from './property-form-fields';
import { propertyFieldErrors } from './property-messages';
import { CertificateFields, ContactFields, MoreDetailsFields } from './listing-data-fields';
import { ProcedureFields } from './procedure-fields';
import { useCreateProperty } from './use-save-property';
import { failureText } from '#client/lib/api-client.ts';

const resolver = schemaResolver<CreateFormValues>(propertyCreateSchema, toCreateBody);

/** The new property modal: German, with the create defaults of `createDefaults`. */
export function PropertyCreateDialog({ onClose }: { onClose: () => void }) {
  const t = useFixedLanguageT('de');
  const failed = useFailureToast();
  const create = useCreateProperty();
  const focusReturn = useFocusReturn();
  const form = useForm<CreateFormValues>({ resolver, defaultValues: createDefaults() });
  const error = propertyFieldErrors(t, form.formState.errors);

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(toCreateBody(values), {
      onSuccess: () => {
        toast({
          title: t('admin.create.created'),
          description: t('admin.create.createdDescription'),
          variant: 'success',
        });
        onClose();
      },
      onError: (failure) =>
        failed(failure, {
          title: t('admin.create.failed'),
          description: failureText(failure),
        }),
    }),
  );

  const optional = ` ${t('admin.property.optional')}`;

  return (
    <Dialog open onOpenChange={(open) => !open && !create.isPending && onClose()}>
      <DialogContent
        {...focusReturn}
        lang="de"
        className="max-w-3xl grid-cols-1 gap-6 p-0"
        closeLabel={t('action.close')}
      >
        <DialogHeader className="px-6 pt-6">
          <DialogTitle>{t('admin.create.title')}</DialogTitle>
          <DialogDescription>{t('admin.create.description')}</DialogDescription>
        </DialogHeader>

        <FormProvider {...form}>
          <form id="property-create-form" onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-8 px-6">
            <section className="grid grid-cols-1 gap-4">
              <FormField id="create-title" label={t('admin.property.title')} error={error('title')}>
                <Input {...fieldAria('create-title', error('title'))} {...form.register('title')} />
              </FormField>
              <FormField id="create-description" label={t('admin.property.description')} error={error('description')}>
                <Textarea
                  rows={5}
                  {...fieldAria('create-description', error('description'))}
                  {...form.register('description')}
                />
              </FormField>
              <ListingFields
                idPrefix="create"
                error={error}
                texts={{
                  address: t('footer.address'),
                  auctionEnd: t('admin.property.auctionEnd'),
                  active: t('admin.properties.active'),
                  activeHint: t('admin.create.activeHint'),
                  inactiveHint: t('admin.create.inactiveHint'),
                }}
              />
            </section>

            <DetailsSection
              idPrefix="create"
              error={error}
              texts={{
                title: t('admin.property.details'),
                livingArea: t('admin.property.livingArea'),
                bedrooms: t('property.bedrooms'),
                bathrooms: t('admin.property.bathrooms'),
                yearBuilt: t('property.yearBuilt'),
              }}
            />
            <MoreDetailsFields idPrefix="create" error={error} t={t} />

            <EnergySection
              idPrefix="create"
              error={error}
              texts={{
                title: t('admin.create.energy'),
                energyClass: t('admin.property.energyClass'),
                energyConsumption: t('admin.property.energyConsumption'),
              }}
            >
              <FormField id="create-heatingType" label={t('property.heatingType')} error={error('heatingType')}>
                <HeatingTypeSelect id="create-heatingType" error={error('heatingType')} />
              </FormField>
            </EnergySection>
            <CertificateFields idPrefix="create" error={error} t={t} />

            <ProcedureFields idPrefix="create" error={error} t={t} />

            <section className="grid grid-cols-1 gap-4">
              <SectionTitle>{t('admin.create.location')}</SectionTitle>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <FormField
                  id="create-locationEnvironment"
                  label={`${t('admin.property.locationEnvironment')}${optional}`}
                  error={error('locationEnvironment')}
                >
                  <Textarea
                    rows={4}
                    {...fieldAria('create-locationEnvironment', error('locationEnvironment'))}
                    {...form.register('locationEnvironment')}
                  />
                </FormField>
                <FormField
                  id="create-equipmentFeatures"
                  label={`${t('admin.property.equipmentFeatures')}${optional}`}
                  error={error('equipmentFeatures')}
                >
                  <Textarea
                    rows={4}
                    {...fieldAria('create-equipmentFeatures', error('equipmentFeatures'))}
                    {...form.register('equipmentFeatures')}
                  />
                </FormField>
              </div>
            </section>

            <section className="grid grid-cols-1 gap-6 sm:grid-cols-2">
              <Controller
                control={form.control}
                name="features"
                render={({ field }) => (
                  <ListField
                    lang="de"
                    value={field.value}
                    onChange={field.onChange}
                    error={error('features')}
                    texts={{
                      label: t('admin.property.features'),
                      placeholder: t('admin.property.featurePlaceholder'),
                      add: t('action.add'),
                      remove: (item) => t('action.remove', { item }),
                      empty: t('admin.property.noFeatures'),
                    }}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="images"
                render={({ field }) => (
                  <ListField
                    lang="de"
                    inputType="url"
                    value={field.value}
                    onChange={field.onChange}
                    error={error('images')}
                    texts={{
                      label: t('admin.create.imageUrls'),
                      placeholder: 'https://',
                      add: t('action.add'),
                      remove: (item) => t('action.remove', { item }),
                      empty: t('admin.create.noImageUrls'),
                    }}
                  />
                )}
              />
            </section>

            <ContactFields
              idPrefix="create"
              error={error}
              t={t}
              photo={<p className="text-sm text-stone-600">{t('admin.property.contactPhotoLater')}</p>}
            />
          </form>
        </FormProvider>

        <FormDialogFooter
          className="sticky bottom-0 flex-row justify-end border-t border-stone-200 bg-white px-6 py-4"
          formId="property-create-form"
          pending={create.isPending}
          onCancel={onClose}
          cancelLabel={t('action.cancel')}
          submitLabel={t('action.create')}
          pendingLabel={t('admin.create.creating')}
        />
      </DialogContent>
    </Dialog>
  );
}
