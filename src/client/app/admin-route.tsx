import { FileText, Handshake, House, Languages, LayoutDashboard } from 'lucide-react';
import { ADMIN_TRANSLATIONS } from '../../shared/translations/admin';
import { COMMON_TRANSLATIONS } from '../../shared/translations/common';
import { TooltipProvider } from '../components/ui/tooltip';
import { AdminOverviewTab } from '../features/admin-overview/overview-panel';
import { OffersPanel } from '../features/admin-offers/offers-panel';
import { PagesPanel } from '../features/admin-pages/pages-panel';
import { PropertiesPanel } from '../features/admin-properties/properties-panel';
import { AdminShell } from '../features/admin-shell/admin-shell';
import { TranslationsPanel } from '../features/admin-translations/translations-panel';
import { LogoutButton } from '../features/auth/logout-button';
import { RequireAdminSession } from '../features/auth/require-admin-session';
import { ForcedLanguage, useT } from '../lib/i18n';

const ADMIN_DEFAULTS = [...COMMON_TRANSLATIONS, ...ADMIN_TRANSLATIONS];

function AdminDashboard() {
  const t = useT();
  return (
    <AdminShell
      actions={<LogoutButton />}
      tabs={[
        {
          value: 'overview',
          label: t('admin.tabs.overview', 'Overview'),
          icon: <LayoutDashboard aria-hidden />,
          content: <AdminOverviewTab />,
        },
        {
          value: 'properties',
          label: t('admin.tabs.properties', 'Properties'),
          icon: <House aria-hidden />,
          content: <PropertiesPanel />,
        },
        {
          value: 'offers',
          label: t('admin.tabs.offers', 'Offers'),
          icon: <Handshake aria-hidden />,
          content: <OffersPanel />,
        },
        {
          value: 'pages',
          label: t('admin.tabs.pages', 'Pages'),
          icon: <FileText aria-hidden />,
          content: <PagesPanel />,
        },
        {
          value: 'translations',
          label: t('admin.tabs.translations', 'Translations'),
          icon: <Languages aria-hidden />,
          content: <TranslationsPanel />,
        },
      ]}
    />
  );
}

/** /admin: always English (SPEC §2), without changing the visitor's stored language. */
export default function AdminRoute() {
  return (
    <ForcedLanguage language="en" defaults={ADMIN_DEFAULTS}>
      <TooltipProvider>
        <RequireAdminSession>
          <AdminDashboard />
        </RequireAdminSession>
      </TooltipProvider>
    </ForcedLanguage>
  );
}
