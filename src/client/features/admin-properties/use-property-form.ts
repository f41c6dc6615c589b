import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { Language } from '#shared/languages.ts';
import { failureText } from '#client/lib/api-client.ts';
import { fieldMessage } from '#client/lib/field-message.ts';
import type { Translate } from '#client/lib/i18n.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';

/** The fields shown in the property's own language, German being the base (no suffix). */
const LOCALIZED_BASES = ['title', 'description', 'heatingType', 'features', 'locationEnvironment', 'equipmentFeatures'];

/** The language tab an error belongs to, from the field's suffix. */
function languageOfField(name: string): Language | null {
  // The contact person's roles sit side by side in the contact section, not in the tabs.
  if (name.startsWith('contactRole')) return null;
  if (name.endsWith('En')) return 'en';
  if (name.endsWith('Fr')) return 'fr';
  if (LOCALIZED_BASES.includes(name)) return 'de';
  return null;
}

export interface PropertyFormModel<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** A field's error message, translated with the form's t. */
  error: (field: string) => string | undefined;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** The language tab shown (edit form); an invalid submit turns to the first tab with an error. */
  languageTab: Language;
  setLanguageTab: (language: Language) => void;
}

/** The state of a property form, create or edit: values checked by the shared schema, translated errors. */
export function usePropertyForm<Values extends FieldValues>({
  resolver,
  defaultValues,
  t,
  onValid,
}: {
  resolver: Resolver<Values>;
  defaultValues: DefaultValues<Values>;
  t: Translate;
  onValid: (values: Values) => void;
}): PropertyFormModel<Values> {
  const form = useForm<Values>({ resolver, defaultValues });
  const [languageTab, setLanguageTab] = useState<Language>('de');
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const error = (field: string) => fieldMessage(t, errors[field]?.message);
  const onInvalid = (invalid: FieldErrors<Values>) => {
    const language = Object.keys(invalid)
      .map(languageOfField)
      .find((value) => value !== null);
    if (language) setLanguageTab(language);
  };
  const onSubmit = form.handleSubmit(onValid, onInvalid);
  return { form, error, onSubmit, languageTab, setLanguageTab };
}

/** What a save does once answered: a success toast and the dialog closes, or the failure toast. */
export function useSaveOutcome(
  texts: { saved: string; savedDescription: string; failed: string },
  onClose: () => void,
): { onSuccess: () => void; onError: (failure: Error) => void } {
  const failed = useFailureToast();
  return {
    onSuccess: () => {
      toast({ title: texts.saved, description: texts.savedDescription, variant: 'success' });
      onClose();
    },
    onError: (failure) => failed(failure, { title: texts.failed, description: failureText(failure) }),
  };
}
