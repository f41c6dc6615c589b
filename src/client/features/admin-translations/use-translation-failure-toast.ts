import { useT } from '#client/lib/i18n.tsx';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';

/** After a 401 the translation panel says 'You are no longer logged in. Redirecting to login...'. */
export function useTranslationFailureToast() {
  const t = useT();
  return useFailureToast({
    description: t('admin.translations.loggedOut'),
  });
}
