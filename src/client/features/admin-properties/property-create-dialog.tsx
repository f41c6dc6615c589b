import { Controller, useForm } from 'react-hook-form';
import { ENERGY_CLASSES, HEATING_TYPES } from '../../../shared/constants';
import { propertyCreateSchema } from '../../../shared/schemas/property';
import { ADMIN_TRANSLATIONS } from '../../../shared/translations/admin';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Spinner } from '../../components/ui/spinner';
import { Switch } from '../../components/ui/switch';
import { schemaResolver } from '../../lib/schema-resolver';
import { toast } from '../../lib/toast-store';
import { useFixedLanguageT } from '../../lib/use-fixed-language-t';
import { UNAUTHORIZED_REDIRECT_MS, useUnauthorizedHandler } from '../../lib/use-unauthorized-redirect';
import { ListField } from './list-field';
import { createDefaults, toCreateBody, type CreateFormValues } from './property-form';
import { translatePropertyMessage } from './property-messages';
import { useCreateProperty } from './use-save-property';
import { useFocusReturn } from '../../lib/use-focus-return';

const resolver = schemaResolver<CreateFormValues>(propertyCreateSchema, toCreateBody);

type NumberField = 'livingArea' | 'bedrooms' | 'bathrooms' | 'yearBuilt' | 'energyConsumption';

/** SPEC §2 new property modal: German, with SPEC §9's defaults. */
export function PropertyCreateDialog({ onClose }: { onClose: () => void }) {
  const t = useFixedLanguageT('de', ADMIN_TRANSLATIONS);
  const handleUnauthorized = useUnauthorizedHandler();
  const create = useCreateProperty();
  const focusReturn = useFocusReturn();
  const form = useForm<CreateFormValues>({ resolver, defaultValues: createDefaults() });
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const error = (field: string) => translatePropertyMessage(t, errors[field]?.message);

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
      onError: (failure) => {
        if (handleUnauthorized(failure, { delayMs: UNAUTHORIZED_REDIRECT_MS.action })) return;
        toast({
          title: t('admin.create.failed', 'Fehler beim Erstellen der Immobilie'),
          description: failure.message,
          variant: 'destructive',
        });
      },
    }),
  );

  const numberField = (field: NumberField, label: string) => (
    <FormField id={`create-${field}`} label={label} error={error(field)}>
      <Input
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        {...fieldAria(`create-${field}`, error(field))}
        {...form.register(field)}
      />
    </FormField>
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
            <FormField id="create-address" label={t('admin.create.address', 'Adresse')} error={error('address')}>
              <Input {...fieldAria('create-address', error('address'))} {...form.register('address')} />
            </FormField>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <FormField
                id="create-auctionEndDate"
                label={t('admin.create.auctionEnd', 'Auktionsende')}
                error={error('auctionEndDate')}
              >
                <Input
                  type="datetime-local"
                  {...fieldAria('create-auctionEndDate', error('auctionEndDate'))}
                  {...form.register('auctionEndDate')}
                />
              </FormField>
              <div className="grid grid-cols-1 gap-1.5">
                <Label htmlFor="create-isActive">{t('admin.create.active', 'Aktiv')}</Label>
                <div className="flex h-11 items-center gap-3">
                  <Controller
                    control={form.control}
                    name="isActive"
                    render={({ field }) => (
                      <>
                        <Switch
                          id="create-isActive"
                          checked={field.value}
                          onCheckedChange={field.onChange}
                          aria-describedby="create-isActive-hint"
                        />
                        <span id="create-isActive-hint" className="text-sm text-stone-600">
                          {field.value
                            ? t('admin.create.activeHint', 'Auf der Website sichtbar')
                            : t('admin.create.inactiveHint', 'Nicht auf der Website sichtbar')}
                        </span>
                      </>
                    )}
                  />
                </div>
              </div>
            </div>
          </section>

          <section className="grid grid-cols-1 gap-4">
            <h3 className="text-base font-semibold text-ink">{t('admin.create.details', 'Details')}</h3>
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              {numberField('livingArea', t('admin.create.livingArea', 'Wohnfläche (m²)'))}
              {numberField('bedrooms', t('admin.create.bedrooms', 'Schlafzimmer'))}
              {numberField('bathrooms', t('admin.create.bathrooms', 'Badezimmer'))}
              {numberField('yearBuilt', t('admin.create.yearBuilt', 'Baujahr'))}
            </div>
          </section>

          <section className="grid grid-cols-1 gap-4">
            <h3 className="text-base font-semibold text-ink">{t('admin.create.energy', 'Energie und Heizung')}</h3>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
              <FormField
                id="create-energyClass"
                label={t('admin.create.energyClass', 'Energieeffizienzklasse')}
                error={error('energyClass')}
              >
                <NativeSelect
                  {...fieldAria('create-energyClass', error('energyClass'))}
                  {...form.register('energyClass')}
                >
                  {ENERGY_CLASSES.map((energyClass) => (
                    <option key={energyClass} value={energyClass}>
                      {energyClass}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              {numberField('energyConsumption', t('admin.create.energyConsumption', 'Endenergiebedarf (kWh/m²a)'))}
              <FormField
                id="create-heatingType"
                label={t('admin.create.heatingType', 'Heizungsart')}
                error={error('heatingType')}
              >
                <NativeSelect
                  {...fieldAria('create-heatingType', error('heatingType'))}
                  {...form.register('heatingType')}
                >
                  {HEATING_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            </div>
          </section>

          <section className="grid grid-cols-1 gap-4">
            <h3 className="text-base font-semibold text-ink">{t('admin.create.location', 'Lage und Ausstattung')}</h3>
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

        <DialogFooter className="sticky bottom-0 flex-row justify-end border-t border-stone-200 bg-white px-6 py-4">
          <Button variant="outline" onClick={onClose} disabled={create.isPending}>
            {t('admin.create.cancel', 'Abbrechen')}
          </Button>
          <Button type="submit" form="property-create-form" disabled={create.isPending}>
            {create.isPending && <Spinner className="h-4 w-4" />}
            {create.isPending ? t('admin.create.creating', 'Wird erstellt…') : t('admin.create.submit', 'Erstellen')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
