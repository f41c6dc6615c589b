import { ADMIN_TRANSLATIONS } from '../../shared/translations/admin';
import { COMMON_TRANSLATIONS } from '../../shared/translations/common';
import { ForcedLanguage } from '../lib/i18n';

const ADMIN_DEFAULTS = [...COMMON_TRANSLATIONS, ...ADMIN_TRANSLATIONS];

/** /admin: always English (SPEC §2), without changing the visitor's stored language. */
export default function AdminRoute() {
  return (
    <ForcedLanguage language="en" defaults={ADMIN_DEFAULTS}>
      <main className="p-8">Admin Dashboard</main>
    </ForcedLanguage>
  );
}
