import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { ENERGY_CLASSES } from '#shared/properties/energy-certificate.ts';
import { HEATING_TYPES } from '#shared/properties/heating-types.ts';
import { PROPERTY_PAGE_PREFIX } from '#shared/properties/slug.ts';
import { fieldAria, FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { cn } from '#client/lib/cn.ts';
import type { DetailFields } from './property-form';

/**
 * Fields the create and the edit form share. They read the form from react-hook-form's context;
 * ids start with the form's prefix ('create-address', 'edit-address') so labels stay unique.
 */
type IdPrefix = 'create' | 'edit';
type FieldError = (field: string) => string | undefined;
type NumberFieldName = 'livingArea' | 'bedrooms' | 'bathrooms' | 'yearBuilt' | 'energyConsumption';

export function SectionTitle({ children }: { children: string }) {
  return <h3 className="text-base font-semibold text-ink">{children}</h3>;
}

/** A whole number, kept as typed text: the shared schema decides what is valid. */
function NumberField({
  idPrefix,
  field,
  label,
  error,
}: {
  idPrefix: IdPrefix;
  field: NumberFieldName;
  label: string;
  error: FieldError;
}) {
  const { register } = useFormContext<DetailFields>();
  const id = `${idPrefix}-${field}`;
  return (
    <FormField id={id} label={label} error={error(field)}>
      {/* Text, not type=number: "1.150" must reach the reader as typed (decision 0116). */}
      <Input type="text" inputMode="numeric" autoComplete="off" {...fieldAria(id, error(field))} {...register(field)} />
    </FormField>
  );
}

/** Address, auction end and whether the property is shown on the website. */
export function ListingFields({
  idPrefix,
  error,
  texts,
}: {
  idPrefix: IdPrefix;
  error: FieldError;
  texts: {
    address: string;
    auctionEnd: string;
    active: string;
    activeHint: string;
    inactiveHint: string;
    slug: string;
    slugHint: string;
  };
}) {
  const { register, control } = useFormContext<DetailFields>();
  const id = (field: keyof DetailFields) => `${idPrefix}-${field}`;
  return (
    <>
      <FormField id={id('address')} label={texts.address} error={error('address')}>
        <Input {...fieldAria(id('address'), error('address'))} {...register('address')} />
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id={id('auctionEndDate')} label={texts.auctionEnd} error={error('auctionEndDate')}>
          <Input
            type="datetime-local"
            {...fieldAria(id('auctionEndDate'), error('auctionEndDate'))}
            {...register('auctionEndDate')}
          />
        </FormField>
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor={id('isActive')}>{texts.active}</Label>
          <div className="flex h-11 items-center gap-3">
            <Controller
              control={control}
              name="isActive"
              render={({ field }) => (
                <>
                  <Switch
                    id={id('isActive')}
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    aria-describedby={`${id('isActive')}-hint`}
                  />
                  <span id={`${id('isActive')}-hint`} className="text-sm text-stone-600">
                    {field.value ? texts.activeHint : texts.inactiveHint}
                  </span>
                </>
              )}
            />
          </div>
        </div>
      </div>
      <FormField id={id('slug')} label={texts.slug} error={error('slug')} hint={texts.slugHint}>
        {/* The fixed part of the address stands before the field, as it does in the address bar. */}
        <div className="flex items-center gap-1">
          <span className="shrink-0 text-sm text-stone-600" aria-hidden>
            {PROPERTY_PAGE_PREFIX}/
          </span>
          <Input
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            {...fieldAria(id('slug'), error('slug'), true)}
            {...register('slug')}
          />
        </div>
      </FormField>
    </>
  );
}

/** Living area, bedrooms, bathrooms and year built. */
export function DetailsSection({
  idPrefix,
  error,
  texts,
}: {
  idPrefix: IdPrefix;
  error: FieldError;
  texts: { title: string; livingArea: string; bedrooms: string; bathrooms: string; yearBuilt: string };
}) {
  return (
    <section className="grid grid-cols-1 gap-4">
      <SectionTitle>{texts.title}</SectionTitle>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <NumberField idPrefix={idPrefix} field="livingArea" label={texts.livingArea} error={error} />
        <NumberField idPrefix={idPrefix} field="bedrooms" label={texts.bedrooms} error={error} />
        <NumberField idPrefix={idPrefix} field="bathrooms" label={texts.bathrooms} error={error} />
        <NumberField idPrefix={idPrefix} field="yearBuilt" label={texts.yearBuilt} error={error} />
      </div>
    </section>
  );
}

function Options({ values }: { values: readonly string[] }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {value}
    </option>
  ));
}

function EnergyClassField({ idPrefix, label, error }: { idPrefix: IdPrefix; label: string; error: FieldError }) {
  const { register } = useFormContext<DetailFields>();
  const id = `${idPrefix}-energyClass`;
  return (
    <FormField id={id} label={label} error={error('energyClass')}>
      <NativeSelect {...fieldAria(id, error('energyClass'))} {...register('energyClass')}>
        <Options values={ENERGY_CLASSES} />
      </NativeSelect>
    </FormField>
  );
}

/** The energy certificate's class and consumption; the create form adds its heating type (children). */
export function EnergySection({
  idPrefix,
  error,
  texts,
  children,
}: {
  idPrefix: IdPrefix;
  error: FieldError;
  texts: { title: string; energyClass: string; energyConsumption: string };
  children?: ReactNode;
}) {
  return (
    <section className="grid grid-cols-1 gap-4">
      <SectionTitle>{texts.title}</SectionTitle>
      <div className={cn('grid grid-cols-1 gap-4', children ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
        <EnergyClassField idPrefix={idPrefix} label={texts.energyClass} error={error} />
        <NumberField idPrefix={idPrefix} field="energyConsumption" label={texts.energyConsumption} error={error} />
        {children}
      </div>
    </section>
  );
}

/**
 * The German heating type, chosen from the list. A stored value outside the list is offered as
 * well, so opening and saving a property never changes its heating type unasked.
 */
export function HeatingTypeSelect({ id, error }: { id: string; error: string | undefined }) {
  const { register } = useFormContext<{ heatingType: string }>();
  const current = useWatch<{ heatingType: string }, 'heatingType'>({ name: 'heatingType' });
  const values = HEATING_TYPES.includes(current as (typeof HEATING_TYPES)[number])
    ? HEATING_TYPES
    : [current, ...HEATING_TYPES];
  return (
    <NativeSelect lang="de" {...fieldAria(id, error)} {...register('heatingType')}>
      <Options values={values} />
    </NativeSelect>
  );
}
