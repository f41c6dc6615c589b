import { propertyCreateSchema } from '#shared/properties/schemas.ts';
import { schemaResolver } from '#client/lib/schema-resolver.ts';
import { useFixedLanguageT } from '#client/lib/use-fixed-language-t.ts';
import { createDefaults, toCreateBody, type CreateFormValues } from './property-form';
import { PropertyFormDialog } from './property-form-dialog';
import { usePropertyForm, useSaveOutcome } from './use-property-form';
import { useCreateProperty } from './use-save-property';

const resolver = schemaResolver<CreateFormValues>(propertyCreateSchema, toCreateBody);

/** The new property modal: German, with the create defaults of `createDefaults`. */
export function PropertyCreateDialog({ onClose }: { onClose: () => void }) {
  const t = useFixedLanguageT('de');
  const create = useCreateProperty();
  const outcome = useSaveOutcome(
    {
      saved: t('admin.create.created'),
      savedDescription: t('admin.create.createdDescription'),
      failed: t('admin.create.failed'),
    },
    onClose,
  );
  const model = usePropertyForm<CreateFormValues>({
    resolver,
    defaultValues: createDefaults(),
    t,
    onValid: (values) => create.mutate(toCreateBody(values), outcome),
  });

  return (
    <PropertyFormDialog
      idPrefix="create"
      model={model}
      t={t}
      lang="de"
      texts={{
        title: t('admin.create.title'),
        description: t('admin.create.description'),
        active: t('admin.properties.active'),
        activeHint: t('admin.create.activeHint'),
        inactiveHint: t('admin.create.inactiveHint'),
        slugHint: t('admin.create.slugHint'),
        energy: t('admin.create.energy'),
        submit: t('action.create'),
        pending: t('admin.create.creating'),
      }}
      languageTabs={false}
      imageUrls
      contactPhoto={<p className="text-sm text-stone-600">{t('admin.property.contactPhotoLater')}</p>}
      pending={create.isPending}
      onClose={onClose}
    />
  );
}
