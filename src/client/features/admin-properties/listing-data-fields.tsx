import { useFormContext } from 'react-hook-form';
import { ENERGY_CARRIERS, ENERGY_CERTIFICATE_TYPES } from '#shared/properties/energy-certificate.ts';
import { LANGUAGES } from '#shared/languages.ts';
import { fieldAria, FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import type { Translate } from '#client/lib/i18n.tsx';
import type { DetailFields } from './property-form';
import { SectionTitle } from './property-form-fields';

/**
 * The listing data both property forms share (decision 0053): rooms, floor and plot area; the
 * GEG §87 certificate data; the contact person. Ids start with the form's prefix.
 */
type IdPrefix = 'create' | 'edit';
type FieldError = (field: string) => string | undefined;
type TextFieldName = keyof Omit<DetailFields, 'isActive' | 'energyCertificatePending'>;

interface FieldProps {
  idPrefix: IdPrefix;
  error: FieldError;
  t: Translate;
}

function TextField({
  idPrefix,
  field,
  label,
  hint,
  error,
  ...inputProps
}: {
  idPrefix: IdPrefix;
  field: TextFieldName;
  label: string;
  hint?: string;
  error: FieldError;
} & Pick<React.ComponentProps<'input'>, 'type' | 'inputMode' | 'autoComplete' | 'min' | 'max' | 'step' | 'lang'>) {
  const { register } = useFormContext<DetailFields>();
  const id = `${idPrefix}-${field}`;
  return (
    // content-start: a field without a hint keeps its input level with its neighbours'.
    <FormField id={id} label={label} hint={hint} error={error(field)} className="content-start">
      <Input {...inputProps} {...fieldAria(id, error(field), hint !== undefined)} {...register(field)} />
    </FormField>
  );
}

/** Rooms (half rooms allowed), floor and plot area: under the four key details. */
export function MoreDetailsFields({ idPrefix, error, t }: FieldProps) {
  const optional = ` ${t('admin.property.optional')}`;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <TextField
        idPrefix={idPrefix}
        field="rooms"
        label={`${t('property.rooms')}${optional}`}
        hint={t('admin.property.roomsHint')}
        inputMode="decimal"
        error={error}
      />
      <TextField
        idPrefix={idPrefix}
        field="floor"
        label={`${t('property.floor')}${optional}`}
        hint={t('admin.property.floorHint')}
        type="number"
        step={1}
        min={-5}
        error={error}
      />
      <TextField
        idPrefix={idPrefix}
        field="plotArea"
        label={`${t('admin.property.plotArea')}${optional}`}
        inputMode="numeric"
        autoComplete="off"
        error={error}
      />
    </div>
  );
}

function ChoiceField({
  idPrefix,
  field,
  label,
  choices,
  error,
  t,
}: FieldProps & { field: 'energyCertificateType' | 'energyCarrier'; label: string; choices: Array<[string, string]> }) {
  const { register } = useFormContext<DetailFields>();
  const id = `${idPrefix}-${field}`;
  return (
    <FormField id={id} label={label} error={error(field)}>
      <NativeSelect {...fieldAria(id, error(field))} {...register(field)}>
        <option value="">{t('admin.property.notStated')}</option>
        {choices.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** GEG §87: certificate type, main energy carrier, year of issue and validity. */
export function CertificateFields({ idPrefix, error, t }: FieldProps) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <p className="text-sm text-stone-600 sm:col-span-2">{t('admin.property.certificateHint')}</p>
      <ChoiceField
        idPrefix={idPrefix}
        field="energyCertificateType"
        label={t('property.certificateType')}
        choices={ENERGY_CERTIFICATE_TYPES.map((type) => [type, t(`certificate.${type}`)])}
        error={error}
        t={t}
      />
      <ChoiceField
        idPrefix={idPrefix}
        field="energyCarrier"
        label={t('property.energyCarrier')}
        choices={ENERGY_CARRIERS.map((carrier) => [carrier, t(`energyCarrier.${carrier}`)])}
        error={error}
        t={t}
      />
      <TextField
        idPrefix={idPrefix}
        field="energyCertificateYear"
        label={t('admin.property.certificateYear')}
        type="number"
        inputMode="numeric"
        step={1}
        min={2000}
        error={error}
      />
      <TextField
        idPrefix={idPrefix}
        field="energyCertificateValidUntil"
        label={t('property.certificateValidUntil')}
        type="date"
        error={error}
      />
      <PendingCertificate idPrefix={idPrefix} t={t} />
    </div>
  );
}

/** "No energy certificate yet": the one way an active listing may lack GEG § 87's items. */
function PendingCertificate({ idPrefix, t }: { idPrefix: IdPrefix; t: Translate }) {
  const { register } = useFormContext<DetailFields>();
  const id = `${idPrefix}-energyCertificatePending`;
  return (
    <div className="flex items-start gap-3 sm:col-span-2">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-ink"
        aria-describedby={`${id}-hint`}
        {...register('energyCertificatePending')}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {t('admin.property.energyCertificatePending')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {t('admin.property.energyCertificatePendingHint')}
        </p>
      </div>
    </div>
  );
}

const ROLE_FIELDS = { de: 'contactRole', en: 'contactRoleEn', fr: 'contactRoleFr' } as const;

/** The contact person shown beside the offer form; the photo has its own control (edit only). */
export function ContactFields({ idPrefix, error, t, photo }: FieldProps & { photo: React.ReactNode }) {
  return (
    <section className="grid grid-cols-1 gap-4">
      <SectionTitle>{t('admin.property.contact')}</SectionTitle>
      <p className="-mt-2 text-sm text-stone-600">{t('admin.property.contactHint')}</p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField
          idPrefix={idPrefix}
          field="contactName"
          label={t('admin.property.contactName')}
          autoComplete="off"
          error={error}
        />
        <TextField
          idPrefix={idPrefix}
          field="contactPhone"
          label={t('footer.phone')}
          type="tel"
          autoComplete="off"
          error={error}
        />
        <TextField
          idPrefix={idPrefix}
          field="contactEmail"
          label={t('footer.email')}
          type="email"
          autoComplete="off"
          error={error}
        />
        {LANGUAGES.map((language) => (
          <TextField
            key={language}
            idPrefix={idPrefix}
            field={ROLE_FIELDS[language]}
            lang={language}
            label={t('admin.property.contactRole', { language: t(`language.${language}`) })}
            error={error}
          />
        ))}
      </div>
      {photo}
    </section>
  );
}
