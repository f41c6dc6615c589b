import { Eye, Home, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminProperty } from '#shared/properties/schemas.ts';
import { ConfirmDialog } from '#client/components/admin/confirm-dialog.tsx';
import { panelHeading } from '#client/components/admin/panel-header.tsx';
import { IconButton } from '#client/components/admin/icon-button.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Tooltip } from '#client/components/ui/tooltip.tsx';
import { failureText } from '#client/lib/api-client.ts';
import { useT } from '#client/lib/i18n.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { useDeleteProperty, useShowOnHomePage } from './use-save-property';

export function HomePageBadge() {
  const t = useT();
  return (
    <Badge variant="gold">
      <Home aria-hidden className="h-3.5 w-3.5" />
      {t('admin.properties.onHomePage')}
    </Badge>
  );
}

/**
 * "Auf die Startseite": asks first, naming what visitors will see instead of what they see now.
 * Only for active properties that are not there already.
 */
export function ShowOnHomePageButton({ property, current }: { property: AdminProperty; current?: AdminProperty }) {
  const t = useT();
  const failed = useFailureToast();
  const show = useShowOnHomePage();
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    show.mutate(property.id, {
      onSuccess: () =>
        toast({ title: t('admin.properties.homePageDone', { title: property.title }), variant: 'success' }),
      onError: (failure) =>
        failed(failure, { title: t('admin.properties.homePageTitle'), description: failureText(failure) }),
      onSettled: () => setAsking(false),
    });
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setAsking(true)}
        aria-label={t('admin.properties.showOnHomePageLabel', { title: property.title })}
      >
        <Home aria-hidden />
        {t('admin.properties.showOnHomePage')}
      </Button>
      <ConfirmDialog
        open={asking}
        pending={show.isPending}
        onClose={() => setAsking(false)}
        onConfirm={confirm}
        title={t('admin.properties.homePageTitle')}
        description={
          current
            ? t('admin.properties.homePageConfirm', { next: property.title, current: current.title })
            : t('admin.properties.homePageConfirmEmpty', { next: property.title })
        }
        cancelLabel={t('action.cancel')}
        confirmLabel={t('admin.properties.showOnHomePage')}
        // Another property stays listed: nothing is lost, so no red button.
        destructive={false}
      />
    </>
  );
}

/** Deleting, for a property without offers (one with offers is set inactive instead). */
export function DeletePropertyButton({ property, tooltip }: { property: AdminProperty; tooltip?: boolean }) {
  const t = useT();
  const failed = useFailureToast();
  const remove = useDeleteProperty();
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    remove.mutate(property.id, {
      onSuccess: () => toast({ title: t('admin.properties.deleted', { title: property.title }), variant: 'success' }),
      onError: (failure) =>
        failed(failure, { title: t('admin.properties.deleteTitle'), description: failureText(failure) }),
      onSettled: () => setAsking(false),
    });
  return (
    <>
      <IconButton
        danger
        tooltip={tooltip}
        label={t('admin.properties.deleteLabel', { title: property.title })}
        onClick={() => setAsking(true)}
      >
        <Trash2 aria-hidden />
      </IconButton>
      <ConfirmDialog
        open={asking}
        pending={remove.isPending}
        onClose={() => setAsking(false)}
        onConfirm={confirm}
        returnFocus={panelHeading('properties-heading')}
        title={t('admin.properties.deleteTitle')}
        description={t('admin.properties.deleteConfirm', { title: property.title })}
        cancelLabel={t('action.cancel')}
        confirmLabel={t('action.delete')}
      />
    </>
  );
}

/** The property's public page before it goes live, in a new tab (admin only). */
export function PreviewLink({ property, tooltip = true }: { property: AdminProperty; tooltip?: boolean }) {
  const t = useT();
  const label = t('admin.preview.openLabel', { title: property.title });
  const link = (
    <Button variant="ghost" size="icon" asChild>
      <a href={`/admin/preview/${property.id}`} target="_blank" rel="noopener" aria-label={label}>
        <Eye aria-hidden />
      </a>
    </Button>
  );
  return tooltip ? <Tooltip label={label}>{link}</Tooltip> : link;
}
