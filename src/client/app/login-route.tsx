import { ADMIN_TRANSLATIONS } from '../../shared/translations/admin';
import { COMMON_TRANSLATIONS } from '../../shared/translations/common';
import { LoginPage } from '../features/auth/login-page';
import { ForcedLanguage, useI18n } from '../lib/i18n';

/** The login texts travel with this chunk, so no German fallback flashes for English or French visitors. */
const LOGIN_DEFAULTS = [
  ...COMMON_TRANSLATIONS,
  ...ADMIN_TRANSLATIONS.filter((entry) => entry.key.startsWith('login.')),
];

/** /login keeps the visitor's language (German by default), unlike the English admin. */
export default function LoginRoute() {
  const { language } = useI18n();
  return (
    <ForcedLanguage language={language} defaults={LOGIN_DEFAULTS}>
      <LoginPage />
    </ForcedLanguage>
  );
}
