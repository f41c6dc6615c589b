import { useT } from '../../lib/i18n';
import { useFailureToast } from '../../lib/use-failure-toast';

/** SPEC §6: the translation panel says 'You are no longer logged in. Redirecting to login...'. */
export function useTranslationFailureToast() {
  const t = useT();
  return useFailureToast({
    description: t('admin.translations.loggedOut'),
  });
}
