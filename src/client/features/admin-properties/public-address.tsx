import { Copy, ExternalLink } from 'lucide-react';
import type { AdminProperty } from '#shared/properties/schemas.ts';
import { propertyPagePath } from '#shared/properties/slug.ts';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { useT } from '#client/lib/i18n.tsx';

/**
 * A property's public address in the list: a link that opens its page and a button that copies the
 * full address (to send to a buyer). An inactive property's address is shown, but leads nowhere yet.
 */
export function PublicAddress({ property }: { property: AdminProperty }) {
  const t = useT();
  const path = propertyPagePath(property.slug);
  if (!property.isActive) {
    return (
      <p className="mt-1 text-sm break-all text-stone-500">
        {path} <span className="whitespace-nowrap">({t('admin.properties.addressInactive')})</span>
      </p>
    );
  }
  const copy = () =>
    void navigator.clipboard
      .writeText(`${window.location.origin}${path}`)
      .then(() => toast({ title: t('admin.properties.addressCopied'), variant: 'success' }))
      .catch(() => undefined);
  return (
    <p className="mt-1 flex items-center gap-1 text-sm">
      <a
        href={path}
        target="_blank"
        rel="noopener"
        className="inline-flex min-w-0 items-center gap-1 break-all text-gold-deep underline-offset-2 hover:underline"
      >
        <span className="min-w-0">{path}</span>
        <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
        <span className="sr-only">{t('admin.properties.addressOpens')}</span>
      </a>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="h-8 w-8 shrink-0"
        onClick={copy}
        aria-label={t('admin.properties.copyAddress', { title: property.title })}
      >
        <Copy aria-hidden />
      </Button>
    </p>
  );
}
