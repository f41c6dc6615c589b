import { FileText, Handshake, House, Languages, LayoutDashboard } from 'lucide-react';
import { ADMIN_TRANSLATIONS } from '#shared/translations/admin.ts';
import { COMMON_TRANSLATIONS, SHARED_TRANSLATIONS } from '#shared/translations/common.ts';
import { translationMaps } from '#shared/translations/types.ts';
import { TooltipProvider } from '../components/ui/tooltip';
import { AuditPanel } from '../features/admin-audit/audit-panel';
import { useOfferEvents } from '../features/admin-live/use-offer-events';
import { MailNotConfigured } from '../features/admin-mail/mail-not-configured';
import { MailPanel } from '../features/admin-mail/mail-panel';
import { AdminOverviewTab } from '../features/admin-overview/overview-panel';
import { PersonButton } from '../features/admin-privacy/person-dialog';
import { PrivacyPanel } from '../features/admin-privacy/privacy-panel';
import { OffersPanel } from '../features/admin-offers/offers-panel';
import { PagesPanel } from '../features/admin-pages/pages-panel';
import { PropertiesPanel } from '../features/admin-properties/properties-panel';
import { AdminShell } from '../features/admin-shell/admin-shell';
import { SessionsButton } from '../features/admin-sessions/sessions-dialog';
import { TeamButton } from '../features/admin-team/team-dialog';
import { useMay } from '../lib/use-may';
import { SecondFactorNotice, SecondFactorRequired } from '../features/admin-second-factor/second-factor-notice';
import { useCurrentUser } from '../lib/use-current-user';
import { TranslationsPanel } from '../features/admin-translations/translations-panel';
import { LogoutButton } from '../features/auth/logout-button';
import { RequireAdminSession } from '../features/auth/require-admin-session';
import { useT } from '../lib/i18n';
import { ForcedLanguage } from '../lib/i18n-scopes';

/** The admin's texts travel with its chunk, in all three languages (the German parts use them too). */
const ADMIN_TEXTS = translationMaps([...COMMON_TRANSLATIONS, ...SHARED_TRANSLATIONS, ...ADMIN_TRANSLATIONS]);

function AdminDashboard({ secondFactorMissing }: { secondFactorMissing: boolean }) {
  const t = useT();
  const may = useMay();
  useOfferEvents();
  return (
    <AdminShell
      actions={
        <>
          <TeamButton />
          <SessionsButton />
          <LogoutButton />
        </>
      }
      notice={
        <>
          <SecondFactorNotice missing={secondFactorMissing} />
          <MailNotConfigured />
        </>
      }
      tabs={[
        {
          value: 'overview',
          label: t('admin.tabs.overview'),
          icon: <LayoutDashboard aria-hidden />,
          // The admin keeps its five tabs. The activity log belongs with the overview's recent activity.
          content: (
            <div className="grid grid-cols-1 gap-6">
              <AdminOverviewTab />
              {may('auditLog') && <AuditPanel />}
            </div>
          ),
        },
        {
          value: 'properties',
          label: t('admin.tabs.properties'),
          icon: <House aria-hidden />,
          content: <PropertiesPanel />,
        },
        {
          value: 'offers',
          label: t('admin.tabs.offers'),
          icon: <Handshake aria-hidden />,
          // The offers' e-mails and the bidders' data requests belong with the offers.
          content: (
            <div className="grid grid-cols-1 gap-6">
              <OffersPanel
                personLink={(offer, tooltip) => (
                  <PersonButton email={offer.email} name={`${offer.firstName} ${offer.lastName}`} tooltip={tooltip} />
                )}
              />
              <MailPanel
                personLink={(email, tooltip) => <PersonButton email={email} name={email} tooltip={tooltip} />}
              />
              <PrivacyPanel />
            </div>
          ),
        },
        {
          value: 'pages',
          label: t('admin.tabs.pages'),
          icon: <FileText aria-hidden />,
          content: <PagesPanel />,
        },
        {
          value: 'translations',
          label: t('admin.tabs.translations'),
          icon: <Languages aria-hidden />,
          content: <TranslationsPanel />,
        },
      ]}
    />
  );
}

/** While REQUIRE_TOTP is on, an admin without a second factor sees only its setup. */
function DashboardOrSecondFactor() {
  const { data: user } = useCurrentUser();
  if (user?.secondFactor === 'required') return <SecondFactorRequired actions={<LogoutButton />} />;
  return <AdminDashboard secondFactorMissing={user?.secondFactor === 'missing'} />;
}

/** /admin: always English, without changing the visitor's stored language. */
export default function AdminRoute() {
  return (
    <ForcedLanguage language="en" builtIn={ADMIN_TEXTS}>
      <TooltipProvider>
        <RequireAdminSession>
          <DashboardOrSecondFactor />
        </RequireAdminSession>
      </TooltipProvider>
    </ForcedLanguage>
  );
}
