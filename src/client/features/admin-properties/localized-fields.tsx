import { Controller, useFormContext, type Path } from 'react-hook-form';
import type { Language } from '#shared/languages.ts';
import { fieldAria, FormField } from '#client/components/ui/form-field.tsx';
import { Input, Textarea } from '#client/components/ui/input.tsx';
import type { Translate } from '#client/lib/i18n.tsx';
import { ListField } from './list-field';
import { fieldSuffix, type EditFormValues } from './property-form';
import { HeatingTypeSelect } from './property-form-fields';

/**
 * The fields holding the property's texts in one language: German is the base field ('title'),
 * English and French its variants ('titleEn'). The create form shows the German ones in place, the
 * edit form all three in language tabs. The labels are in the form's language.
 */
export interface LocalizedFieldProps {
  idPrefix: 'create' | 'edit';
  language: Language;
  /** Set `lang` on the inputs: inside an English admin they hold text in `language`. */
  markLanguage: boolean;
  error: (field: string) => string | undefined;
  t: Translate;
}

type TextBase = 'title' | 'description' | 'locationEnvironment' | 'equipmentFeatures';

function names({ idPrefix, language, markLanguage }: LocalizedFieldProps, base: string) {
  const suffix = fieldSuffix(language);
  return {
    name: `${base}${suffix}` as Path<EditFormValues>,
    id: `${idPrefix}-${base}${suffix}`,
    lang: markLanguage ? language : undefined,
  };
}

/** ' (optional)' after a label, except for the German base fields the schema requires. */
function optionalMark(props: LocalizedFieldProps): string {
  return props.language === 'de' ? '' : ` ${props.t('admin.property.optional')}`;
}

const TEXT_LABELS = {
  title: 'admin.property.title',
  description: 'admin.property.description',
  locationEnvironment: 'admin.property.locationEnvironment',
  equipmentFeatures: 'admin.property.equipmentFeatures',
} as const;

/** A text field; `rows` makes it a text area. Location and equipment are optional in every language. */
export function LocalizedTextField(props: LocalizedFieldProps & { base: TextBase; rows?: number }) {
  const { base, rows, error, t } = props;
  const { register } = useFormContext<EditFormValues>();
  const { name, id, lang } = names(props, base);
  const alwaysOptional = base === 'locationEnvironment' || base === 'equipmentFeatures';
  const optional = alwaysOptional ? ` ${t('admin.property.optional')}` : optionalMark(props);
  const message = error(name);
  return (
    <FormField id={id} label={`${t(TEXT_LABELS[base])}${optional}`} error={message}>
      {rows ? (
        <Textarea rows={rows} lang={lang} {...fieldAria(id, message)} {...register(name)} />
      ) : (
        <Input lang={lang} {...fieldAria(id, message)} {...register(name)} />
      )}
    </FormField>
  );
}

/** Location and equipment side by side. */
export function LocationFields(props: LocalizedFieldProps) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <LocalizedTextField {...props} base="locationEnvironment" rows={4} />
      <LocalizedTextField {...props} base="equipmentFeatures" rows={4} />
    </div>
  );
}

/** German from the list of heating types; English and French typed freely. */
export function HeatingTypeField(props: LocalizedFieldProps) {
  const { register } = useFormContext<EditFormValues>();
  const { name, id, lang } = names(props, 'heatingType');
  const message = props.error(name);
  return (
    <FormField id={id} label={`${props.t('property.heatingType')}${optionalMark(props)}`} error={message}>
      {props.language === 'de' ? (
        <HeatingTypeSelect id={id} error={message} />
      ) : (
        <Input lang={lang} {...fieldAria(id, message)} {...register(name)} />
      )}
    </FormField>
  );
}

/** The features list; its entries are in `language`. */
export function FeaturesField(props: LocalizedFieldProps) {
  const { t, language } = props;
  const { control } = useFormContext<EditFormValues>();
  const { name } = names(props, 'features');
  return (
    <Controller
      control={control}
      name={name as 'features'}
      render={({ field }) => (
        <ListField
          lang={language}
          value={field.value}
          onChange={field.onChange}
          error={props.error(name)}
          texts={{
            label: `${t('admin.property.features')}${optionalMark(props)}`,
            placeholder: t('admin.property.featurePlaceholder'),
            add: t('action.add'),
            remove: (item) => t('action.remove', { item }),
            empty: t('admin.property.noFeatures'),
          }}
        />
      )}
    />
  );
}

/** Every text of one language, as a language tab of the edit form shows them. */
export function LanguageFields(props: LocalizedFieldProps) {
  return (
    <div className="grid grid-cols-1 gap-4">
      {props.language !== 'de' && (
        <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-600">
          {props.t('admin.property.fallbackHint')}
        </p>
      )}
      <LocalizedTextField {...props} base="title" />
      <LocalizedTextField {...props} base="description" rows={5} />
      <LocationFields {...props} />
      <HeatingTypeField {...props} />
      <FeaturesField {...props} />
    </div>
  );
}
