import { Controller, FormProvider, useForm } from 'react-hook-form';
import { propertyCreateSchema } from '../../../shared/schemas/property';
import { ADMIN_TRANSLATIONS } from '../../../shared/translations/admin';
import { FormDialogFooter } from '../../components/admin/form-dialog-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { Input, Textarea } from '../../components/ui/input';
import { schemaResolver } from '../../lib/schema-resolver';
import { toast } from '../../lib/toast-store';
import { useFailureToast } from '../../lib/use-failure-toast';
import { useFixedLanguageT } from '../../lib/use-fixed-language-t';
import { useFocusReturn } from '../../lib/use-focus-return';
import { ListField } from './list-field';
import { createDefaults, toCreateBody, type CreateFormValues } from './property-form';
import { DetailsSection, EnergySection, HeatingTypeSelect, ListingFields, SectionTitle } from './property-form-fields';
import { propertyFieldErrors } from './property-messages';
import { useCreateProperty } from './use-save-property';

const resolver = schemaResolver<CreateFormValues>(propertyCreateSchema, toCreateBody);

/** SPEC §2 new property modal: German, with SPEC §9's defaults. */
export function PropertyCreateDialog({ onClose }: { onClose: () => void }) {
  const t = useFixedLanguageT('de', ADMIN_TRANSLATIONS);
  const failed = useFailureToast();
  const create = useCreateProperty();
  const focusReturn = useFocusReturn();
  const form = useForm<CreateFormValues>({ resolver, defaultValues: createDefaults() });
  const error = propertyFieldErrors(t, form.formState.errors);

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(toCreateBody(values), {
      onSuccess: () => {
        toast({
          title: t('admin.create.created', 'Immobilie erstellt'),
          description: t('admin.create.createdDescription', 'Die neue Immobilie wurde gespeichert.'),
          variant: 'success',
        });
        onClose();
      },
      onError: (failure) =>
        failed(failure, {
          title: t('admin.create.failed', 'Fehler beim Erstellen der Immobilie'),
          description: failure.message,
        }),
    }),
  );

  const optional = ` ${t('admin.create.optional', '(optional)')}`;

  return (
    <Dialog open onOpenChange={(open) => !open && !create.isPending && onClose()}>
      <DialogContent
        {...focusReturn}
        lang="de"
        className="max-w-3xl grid-cols-1 gap-6 p-0"
        closeLabel={t('admin.create.close', 'Schließen')}
      >
        <DialogHeader className="px-6 pt-6">
          <DialogTitle>{t('admin.create.title', 'Neue Immobilie erstellen')}</DialogTitle>
          <DialogDescription>
            {t(
              'admin.create.description',
              'Die Texte werden auf Deutsch angelegt; englische und französische Fassungen ergänzen Sie danach über „Bearbeiten“.',
            )}
          </DialogDescription>
        </DialogHeader>

        <FormProvider {...form}>
          <form id="property-create-form" onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-8 px-6">
            <section className="grid grid-cols-1 gap-4">
              <FormField id="create-title" label={t('admin.create.fieldTitle', 'Titel')} error={error('title')}>
                <Input {...fieldAria('create-title', error('title'))} {...form.register('title')} />
              </FormField>
              <FormField
                id="create-description"
                label={t('admin.create.fieldDescription', 'Beschreibung')}
                error={error('description')}
              >
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
                  address: t('admin.create.address', 'Adresse'),
                  auctionEnd: t('admin.create.auctionEnd', 'Auktionsende'),
                  active: t('admin.create.active', 'Aktiv'),
                  activeHint: t('admin.create.activeHint', 'Auf der Website sichtbar'),
                  inactiveHint: t('admin.create.inactiveHint', 'Nicht auf der Website sichtbar'),
                }}
              />
            </section>

            <DetailsSection
              idPrefix="create"
              error={error}
              texts={{
                title: t('admin.create.details', 'Details'),
                livingArea: t('admin.create.livingArea', 'Wohnfläche (m²)'),
                bedrooms: t('admin.create.bedrooms', 'Schlafzimmer'),
                bathrooms: t('admin.create.bathrooms', 'Badezimmer'),
                yearBuilt: t('admin.create.yearBuilt', 'Baujahr'),
              }}
            />

            <EnergySection
              idPrefix="create"
              error={error}
              texts={{
                title: t('admin.create.energy', 'Energie und Heizung'),
                energyClass: t('admin.create.energyClass', 'Energieeffizienzklasse'),
                energyConsumption: t('admin.create.energyConsumption', 'Endenergiebedarf (kWh/m²a)'),
              }}
            >
              <FormField
                id="create-heatingType"
                label={t('admin.create.heatingType', 'Heizungsart')}
                error={error('heatingType')}
              >
                <HeatingTypeSelect id="create-heatingType" error={error('heatingType')} />
              </FormField>
            </EnergySection>

            <section className="grid grid-cols-1 gap-4">
              <SectionTitle>{t('admin.create.location', 'Lage und Ausstattung')}</SectionTitle>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <FormField
                  id="create-locationEnvironment"
                  label={`${t('admin.create.locationEnvironment', 'Lage & Umgebung')}${optional}`}
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
                  label={`${t('admin.create.equipmentFeatures', 'Ausstattung & Besonderheiten')}${optional}`}
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
                      label: t('admin.create.features', 'Merkmale'),
                      placeholder: t('admin.create.featurePlaceholder', 'z. B. Südbalkon'),
                      add: t('admin.create.add', 'Hinzufügen'),
                      remove: t('admin.create.remove', '{item} entfernen'),
                      empty: t('admin.create.noFeatures', 'Noch keine Merkmale.'),
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
                      label: t('admin.create.imageUrls', 'Bild-URLs'),
                      placeholder: 'https://',
                      add: t('admin.create.add', 'Hinzufügen'),
                      remove: t('admin.create.remove', '{item} entfernen'),
                      empty: t(
                        'admin.create.noImageUrls',
                        'Keine Bild-URLs. Bilder können Sie nach dem Erstellen auch hochladen.',
                      ),
                    }}
                  />
                )}
              />
            </section>
          </form>
        </FormProvider>

        <FormDialogFooter
          className="sticky bottom-0 flex-row justify-end border-t border-stone-200 bg-white px-6 py-4"
          formId="property-create-form"
          pending={create.isPending}
          onCancel={onClose}
          cancelLabel={t('admin.create.cancel', 'Abbrechen')}
          submitLabel={t('admin.create.submit', 'Erstellen')}
          pendingLabel={t('admin.create.creating', 'Wird erstellt…')}
        />
      </DialogContent>
    </Dialog>
  );
}
