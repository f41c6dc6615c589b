import { ADMIN_TRANSLATIONS } from '#shared/translations/admin.ts';
import { COMMON_TRANSLATIONS } from '#shared/translations/common.ts';
import { translationMaps } from '#shared/translations/types.ts';
import { INVITATION_PAGE_PREFIX } from '#shared/accounts/invitation-path.ts';
import { LoginPage } from '../features/auth/login-page';
import { useLocation } from '../lib/router';
import InvitationRoute from './invitation-route';
import { useI18n } from '../lib/i18n';
import { ForcedLanguage } from '../lib/i18n-scopes';

/** The login texts travel with this chunk in all three languages, so no key or German flashes by. */
const LOGIN_TEXTS = translationMaps([
  ...COMMON_TRANSLATIONS,
  ...ADMIN_TRANSLATIONS.filter((entry) => entry.key.startsWith('login.')),
]);

/**
 * /login keeps the visitor's language (German by default), unlike the English admin. An
 * invitation's page (/einladung/<token>) comes with this chunk: it is the other way in.
 */
export default function LoginRoute() {
  const { language } = useI18n();
  const [path] = useLocation();
  if (path.startsWith(INVITATION_PAGE_PREFIX)) {
    return <InvitationRoute token={path.slice(INVITATION_PAGE_PREFIX.length)} />;
  }
  return (
    <ForcedLanguage language={language} builtIn={LOGIN_TEXTS}>
      <LoginPage />
    </ForcedLanguage>
  );
}
