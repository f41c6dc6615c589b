import { Link } from '../lib/router';
import { PageLoader } from '../components/ui/page-loader';
import { useAdminProperties } from '../features/admin-properties/use-admin-properties';
import { RequireAdminSession } from '../features/auth/require-admin-session';
import { PropertyView } from '../features/property-page/property-page';
import { SiteLayout } from '../features/site-chrome/site-layout';
import { TopBar } from '../features/site-chrome/top-bar';
import { useT } from '../lib/i18n';
import { propertyPagePath } from '#shared/properties/slug.ts';
import { withPublicMinimum } from '#shared/procedure/offer-procedure.ts';

/** Says what this is, above the page a visitor would see. */
function PreviewBanner({ isActive, slug }: { isActive: boolean; slug: string }) {
  const t = useT();
  return (
    <aside aria-label={t('admin.preview.open')} className="border-b border-gold/40 bg-gold-soft">
      <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3 text-sm text-ink">
        <p>
          <strong>{t('admin.preview.banner')}</strong>{' '}
          {isActive ? t('admin.preview.active') : t('admin.preview.inactive')}
        </p>
        <span className="flex flex-wrap items-center gap-2">
          {/* An active property is on the web: its own page, as visitors reach it. */}
          {isActive && (
            <a href={propertyPagePath(slug)} className="btn btn-outline btn-compact">
              {t('admin.preview.publicPage')}
            </a>
          )}
          <Link href="/admin" className="btn btn-outline btn-compact">
            {t('admin.preview.back')}
          </Link>
        </span>
      </div>
    </aside>
  );
}

function PreviewScreen({ id }: { id: string }) {
  const t = useT();
  const properties = useAdminProperties();
  if (properties.isPending) return <PageLoader label={t('ui.loading')} />;
  const property = properties.data?.find((candidate) => candidate.id === id);
  if (!property) {
    return (
      <div className="container-page state-screen">
        <h1 className="state-title">{t('admin.preview.missing')}</h1>
        <Link href="/admin" className="btn btn-ink mt-9">
          {t('admin.preview.back')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <PreviewBanner isActive={property.isActive} slug={property.slug} />
      {/* No offer form: nobody can bid on a preview. */}
      <PropertyView property={withPublicMinimum(property)} />
    </>
  );
}

/**
 * /admin/preview/:id — a property's public page as visitors would see it, in the language the
 * visitor's selector sets, before it goes live; for signed-in admins only (the data comes from
 * the admin API).
 */
export default function AdminPreviewRoute({ id }: { id: string }) {
  return (
    <SiteLayout topBar={<TopBar variant="page" />}>
      <RequireAdminSession>
        <PreviewScreen id={id} />
      </RequireAdminSession>
    </SiteLayout>
  );
}
