import { ADMIN_TRANSLATIONS } from '#shared/translations/admin.ts';
import { COMMON_TRANSLATIONS } from '#shared/translations/common.ts';
import { translationMaps } from '#shared/translations/types.ts';
import { InvitationPage } from '../features/auth/invitation-page';
import { useI18n } from '../lib/i18n';
import { ForcedLanguage } from '../lib/i18n-scopes';

/** The invitation page's texts travel with its chunk, in all three languages. */
const INVITATION_TEXTS = translationMaps([
  ...COMMON_TRANSLATIONS,
  ...ADMIN_TRANSLATIONS.filter(
    (entry) => entry.key.startsWith('admin.invitation.') || entry.key.startsWith('admin.team.role.'),
  ),
]);

/** /einladung/<token> keeps the visitor's language, as the sign-in page does (its chunk brings it). */
export default function InvitationRoute({ token }: { token: string }) {
  const { language } = useI18n();
  return (
    <ForcedLanguage language={language} builtIn={INVITATION_TEXTS}>
      <InvitationPage token={token} />
    </ForcedLanguage>
  );
}
