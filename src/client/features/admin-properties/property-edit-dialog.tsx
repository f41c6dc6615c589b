import { Controller, useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form';
import { useState } from 'react';
import { ENERGY_CLASSES, HEATING_TYPES, LANGUAGES, type Language } from '../../../shared/constants';
import { propertyPatchSchema, type AdminProperty } from '../../../shared/schemas/property';
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
import { Flag } from '../../components/ui/flag';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Spinner } from '../../components/ui/spinner';
import { Switch } from '../../components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useT, type Translate } from '../../lib/i18n';
import { schemaResolver } from '../../lib/schema-resolver';
import { toast } from '../../lib/toast-store';
import { useFixedLanguageT } from '../../lib/use-fixed-language-t';
import { UNAUTHORIZED_REDIRECT_MS, useUnauthorizedHandler } from '../../lib/use-unauthorized-redirect';
import { ImagePanel } from './image-panel';
import { ListField } from './list-field';
import { fieldSuffix, toEditFormValues, toPatchBody, type EditFormValues } from './property-form';
import { translatePropertyMessage } from './property-messages';
import { useUpdateProperty } from './use-save-property';
import { useFocusReturn } from '../../lib/use-focus-return';

const resolver = schemaResolver<EditFormValues>(propertyPatchSchema, toPatchBody);

/** The language tab an error belongs to, from the field's suffix. */
function languageOfField(name: string): Language | null {
  if (name.endsWith('En')) return 'en';
  if (name.endsWith('Fr')) return 'fr';
  if (['title', 'description', 'heatingType', 'features', 'locationEnvironment', 'equipmentFeatures'].includes(name))
    return 'de';
  return null;
}

function SectionTitle({ children }: { children: string }) {
  return <h3 className="text-base font-semibold text-ink">{children}</h3>;
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
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const error = (base: string) => translatePropertyMessage(t, errors[`${base}${suffix}`]?.message);
  const optional = language === 'de' ? '' : ` ${t('admin.property.optional', '(optional)')}`;
  const heating = useWatch({ control: form.control, name: 'heatingType' });
  const heatingOptions = HEATING_TYPES.includes(heating as (typeof HEATING_TYPES)[number])
    ? HEATING_TYPES
    : [heating, ...HEATING_TYPES];

  return (
    <div className="grid grid-cols-1 gap-4" lang={language}>
      {language !== 'de' && (
        <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-600">
          {t('admin.property.fallbackHint', 'Empty fields show the German text on the website.')}
        </p>
      )}
      <FormField id={id('title')} label={`${t('admin.property.title', 'Title')}${optional}`} error={error('title')}>
        <Input {...fieldAria(id('title'), error('title'))} {...form.register(name('title'))} />
      </FormField>
      <FormField
        id={id('description')}
        label={`${t('admin.property.description', 'Description')}${optional}`}
        error={error('description')}
      >
        <Textarea
          rows={5}
          {...fieldAria(id('description'), error('description'))}
          {...form.register(name('description'))}
        />
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          id={id('locationEnvironment')}
          label={`${t('admin.property.locationEnvironment', 'Location & environment')} ${t('admin.property.optional', '(optional)')}`}
          error={error('locationEnvironment')}
        >
          <Textarea
            rows={4}
            {...fieldAria(id('locationEnvironment'), error('locationEnvironment'))}
            {...form.register(name('locationEnvironment'))}
          />
        </FormField>
        <FormField
          id={id('equipmentFeatures')}
          label={`${t('admin.property.equipmentFeatures', 'Equipment & features')} ${t('admin.property.optional', '(optional)')}`}
          error={error('equipmentFeatures')}
        >
          <Textarea
            rows={4}
            {...fieldAria(id('equipmentFeatures'), error('equipmentFeatures'))}
            {...form.register(name('equipmentFeatures'))}
          />
        </FormField>
      </div>
      <FormField
        id={id('heatingType')}
        label={`${t('admin.property.heatingType', 'Heating type')}${optional}`}
        error={error('heatingType')}
      >
        {language === 'de' ? (
          <NativeSelect {...fieldAria(id('heatingType'), error('heatingType'))} {...form.register('heatingType')}>
            {heatingOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
        ) : (
          <Input {...fieldAria(id('heatingType'), error('heatingType'))} {...form.register(name('heatingType'))} />
        )}
      </FormField>
      <Controller
        control={form.control}
        name={name('features') as 'features'}
        render={({ field }) => (
          <ListField
            value={field.value}
            onChange={field.onChange}
            error={error('features')}
            texts={{
              label: `${t('admin.property.features', 'Features')}${optional}`,
              placeholder: t('admin.property.featurePlaceholder', 'e.g. Balcony facing south'),
              add: t('admin.property.addFeature', 'Add'),
              remove: t('admin.property.removeFeature', 'Remove {item}'),
              empty: t('admin.property.noFeatures', 'No features yet.'),
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

/** SPEC §2 property edit modal; the images are managed right away by the panel inside it. */
export function PropertyEditDialog({ property, onClose }: { property: AdminProperty; onClose: () => void }) {
  const t = useT();
  const tDe = useFixedLanguageT('de', ADMIN_TRANSLATIONS);
  const handleUnauthorized = useUnauthorizedHandler();
  const update = useUpdateProperty(property.id);
  const focusReturn = useFocusReturn(focusDialogItself);
  const [languageTab, setLanguageTab] = useState<Language>('de');
  const form = useForm<EditFormValues>({ resolver, defaultValues: toEditFormValues(property) });
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const error = (field: string) => translatePropertyMessage(t, errors[field]?.message);

  const onInvalid = (invalid: FieldErrors<EditFormValues>) => {
    const language = Object.keys(invalid)
      .map(languageOfField)
      .find((value) => value !== null);
    if (language) setLanguageTab(language);
  };

  const onSubmit = form.handleSubmit(
    (values) =>
      update.mutate(toPatchBody(values), {
        onSuccess: () => {
          toast({
            title: t('admin.property.updated', 'Property updated'),
            description: t('admin.property.updatedDescription', 'The changes have been saved.'),
            variant: 'success',
          });
          onClose();
        },
        onError: (failure) => {
          if (handleUnauthorized(failure, { delayMs: UNAUTHORIZED_REDIRECT_MS.action })) return;
          toast({
            title: tDe('admin.property.updateFailed', 'Fehler beim Aktualisieren der Immobilie'),
            description: failure.message,
            variant: 'destructive',
          });
        },
      }),
    onInvalid,
  );

  const numberField = (
    field: 'livingArea' | 'bedrooms' | 'bathrooms' | 'yearBuilt' | 'energyConsumption',
    label: string,
  ) => (
    <FormField id={`edit-${field}`} label={label} error={error(field)}>
      <Input
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        {...fieldAria(`edit-${field}`, error(field))}
        {...form.register(field)}
      />
    </FormField>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent
        className="max-w-3xl grid-cols-1 gap-6 p-0 outline-none"
        closeLabel={t('admin.close', 'Close')}
        {...focusReturn}
      >
        <DialogHeader className="px-6 pt-6">
          <DialogTitle>{t('admin.property.editTitle', 'Edit property')}</DialogTitle>
          <DialogDescription>{property.title}</DialogDescription>
        </DialogHeader>

        <form id="property-edit-form" onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-8 px-6">
          <section className="grid grid-cols-1 gap-4">
            <SectionTitle>{t('admin.property.general', 'General')}</SectionTitle>
            <FormField id="edit-address" label={t('admin.property.address', 'Address')} error={error('address')}>
              <Input {...fieldAria('edit-address', error('address'))} {...form.register('address')} />
            </FormField>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <FormField
                id="edit-auctionEndDate"
                label={t('admin.property.auctionEnd', 'Auction end')}
                error={error('auctionEndDate')}
              >
                <Input
                  type="datetime-local"
                  {...fieldAria('edit-auctionEndDate', error('auctionEndDate'))}
                  {...form.register('auctionEndDate')}
                />
              </FormField>
              <div className="grid grid-cols-1 gap-1.5">
                <Label htmlFor="edit-isActive">{t('admin.property.status', 'Status')}</Label>
                <div className="flex h-11 items-center gap-3">
                  <Controller
                    control={form.control}
                    name="isActive"
                    render={({ field }) => (
                      <>
                        <Switch
                          id="edit-isActive"
                          checked={field.value}
                          onCheckedChange={field.onChange}
                          aria-describedby="edit-isActive-hint"
                        />
                        <span id="edit-isActive-hint" className="text-sm text-stone-600">
                          {field.value
                            ? t('admin.property.activeHint', 'Active – shown on the website')
                            : t('admin.property.inactiveHint', 'Inactive – hidden from the website')}
                        </span>
                      </>
                    )}
                  />
                </div>
              </div>
            </div>
          </section>

          <section className="grid grid-cols-1 gap-4">
            <SectionTitle>{t('admin.property.texts', 'Texts and features')}</SectionTitle>
            <Tabs value={languageTab} onValueChange={(value) => setLanguageTab(value as Language)}>
              <TabsList
                aria-label={t('admin.property.languages', 'Languages')}
                className="mb-4 max-w-full overflow-x-auto"
              >
                {LANGUAGES.map((language) => (
                  <TabsTrigger key={language} value={language}>
                    <Flag language={language} className="rounded-[2px]" />
                    {t(`language.${language}`, language)}
                  </TabsTrigger>
                ))}
              </TabsList>
              {LANGUAGES.map((language) => (
                <TabsContent key={language} value={language}>
                  <LanguageFields language={language} form={form} t={t} />
                </TabsContent>
              ))}
            </Tabs>
          </section>

          <section className="grid grid-cols-1 gap-4">
            <SectionTitle>{t('admin.property.details', 'Details')}</SectionTitle>
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              {numberField('livingArea', t('admin.property.livingArea', 'Living area (m²)'))}
              {numberField('bedrooms', t('admin.property.bedrooms', 'Bedrooms'))}
              {numberField('bathrooms', t('admin.property.bathrooms', 'Bathrooms'))}
              {numberField('yearBuilt', t('admin.property.yearBuilt', 'Year built'))}
            </div>
          </section>

          <section className="grid grid-cols-1 gap-4">
            <SectionTitle>{t('admin.property.energy', 'Energy certificate')}</SectionTitle>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <FormField
                id="edit-energyClass"
                label={t('admin.property.energyClass', 'Energy efficiency class')}
                error={error('energyClass')}
              >
                <NativeSelect
                  {...fieldAria('edit-energyClass', error('energyClass'))}
                  {...form.register('energyClass')}
                >
                  {ENERGY_CLASSES.map((energyClass) => (
                    <option key={energyClass} value={energyClass}>
                      {energyClass}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              {numberField('energyConsumption', t('admin.property.energyConsumption', 'Energy consumption (kWh/m²a)'))}
            </div>
          </section>
        </form>

        <div className="border-t border-stone-200 px-6 pt-6">
          <ImagePanel propertyId={property.id} />
        </div>

        <DialogFooter className="sticky bottom-0 flex-row justify-end border-t border-stone-200 bg-white px-6 py-4">
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            {t('admin.cancel', 'Cancel')}
          </Button>
          <Button type="submit" form="property-edit-form" disabled={update.isPending}>
            {update.isPending && <Spinner className="h-4 w-4" />}
            {update.isPending ? t('admin.saving', 'Saving...') : t('admin.save', 'Save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
