import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '#client/lib/api-client.ts';
import { propertyPatchSchema, type AdminProperty } from '#shared/properties/schemas.ts';
import { ConfirmDialog } from '#client/components/admin/confirm-dialog.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { schemaResolver } from '#client/lib/schema-resolver.ts';
import { useFixedLanguageT } from '#client/lib/use-fixed-language-t.ts';
import { ContactPhotoField } from './contact-photo-field';
import { DocumentPanel } from './document-panel';
import { ViewingPanel } from './viewing-panel';
import { ImagePanel } from './image-panel';
import { toEditFormValues, toEditPatchBody, toPatchBody, type EditFormValues } from './property-form';
import { PropertyFormDialog } from './property-form-dialog';
import { usePropertyForm, useSaveOutcome } from './use-property-form';
import { useUpdateProperty } from './use-save-property';
import { fetchCurrentProperty } from './use-admin-properties';

/** The server's refusal of an edit based on an older version of the property. */
function isStaleEdit(failure: Error): boolean {
  return failure instanceof ApiError && failure.status === 409 && failure.details.reason === 'stale';
}

const resolver = schemaResolver<EditFormValues>(propertyPatchSchema, toPatchBody);

/** The property edit modal; the images and the documents are managed right away by the panels inside it. */
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
  const queryClient = useQueryClient();
  // What the form was loaded from; its version goes with the edit (a stale one is refused).
  const [base, setBase] = useState(property);
  const [loaded, setLoaded] = useState(() => toEditFormValues(property));
  const [reloaded, setReloaded] = useState(false);
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
  // Changed meanwhile (another admin, a late offer moving the end): nothing was saved; the form
  // shows what is stored now and says so, and the agent enters their change again.
  const reload = async () => {
    const current = await fetchCurrentProperty(queryClient, property.id);
    if (!current) return onClose();
    const values = toEditFormValues(current);
    setBase(current);
    setLoaded(values);
    model.form.reset(values);
    setReloaded(true);
  };
  const save = (values: EditFormValues) =>
    update.mutate(
      { ...toEditPatchBody(values, loaded), version: base.version },
      {
        ...outcome,
        onError: (failure) => (isStaleEdit(failure) ? void reload() : outcome.onError(failure)),
        onSettled: () => setLeavingHomePage(null),
      },
    );
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
      notice={
        reloaded && (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {t('admin.property.staleReloaded')}
          </p>
        )
      }
      belowForm={
        <div className="grid grid-cols-1 gap-8 border-t border-stone-200 px-6 pt-6">
          <ImagePanel propertyId={property.id} />
          <DocumentPanel propertyId={property.id} />
          <ViewingPanel propertyId={property.id} />
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
