import { useState } from 'react';
import { propertyPatchSchema, type AdminProperty } from '#shared/properties/schemas.ts';
import { ConfirmDialog } from '#client/components/admin/confirm-dialog.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { schemaResolver } from '#client/lib/schema-resolver.ts';
import { useFixedLanguageT } from '#client/lib/use-fixed-language-t.ts';
import { ContactPhotoField } from './contact-photo-field';
import { ImagePanel } from './image-panel';
import { toEditFormValues, toEditPatchBody, toPatchBody, type EditFormValues } from './property-form';
import { PropertyFormDialog } from './property-form-dialog';
import { usePropertyForm, useSaveOutcome } from './use-property-form';
import { useUpdateProperty } from './use-save-property';

const resolver = schemaResolver<EditFormValues>(propertyPatchSchema, toPatchBody);

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
  const update = useUpdateProperty(property.id);
  const [loaded] = useState(() => toEditFormValues(property));
  const outcome = useSaveOutcome(
    {
      saved: t('admin.property.updated'),
      savedDescription: t('admin.property.updatedDescription'),
      failed: tDe('admin.property.updateFailed'),
    },
    onClose,
  );

  // Taking the home page's property off the website changes what visitors see: asked first.
  const [leavingHomePage, setLeavingHomePage] = useState<EditFormValues | null>(null);
  const save = (values: EditFormValues) =>
    update.mutate(toEditPatchBody(values, loaded), { ...outcome, onSettled: () => setLeavingHomePage(null) });
  const model = usePropertyForm<EditFormValues>({
    resolver,
    defaultValues: loaded,
    t,
    onValid: (values) => {
      if (successor !== undefined && property.isActive && !values.isActive) setLeavingHomePage(values);
      else save(values);
    },
  });

  return (
    <PropertyFormDialog
      idPrefix="edit"
      model={model}
      t={t}
      texts={{
        title: t('admin.property.editTitle'),
        description: <span lang="de">{property.title}</span>,
        active: t('admin.properties.colStatus'),
        activeHint: t('admin.property.activeHint'),
        inactiveHint: t('admin.property.inactiveHint'),
        slugHint: t('admin.property.slugHint'),
        energy: t('property.energyCertificate'),
        submit: t('admin.save'),
        pending: t('admin.saving'),
      }}
      languageTabs
      imageUrls={false}
      contactPhoto={<ContactPhotoField propertyId={property.id} initialPhoto={property.contactPhoto} t={t} />}
      pending={update.isPending}
      onClose={onClose}
      belowForm={
        <div className="border-t border-stone-200 px-6 pt-6">
          <ImagePanel propertyId={property.id} />
        </div>
      }
    >
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
    </PropertyFormDialog>
  );
}
