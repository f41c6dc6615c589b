import { useCallback } from 'react';
import { useT } from '../../lib/i18n';
import { UNAUTHORIZED_REDIRECT_MS, useUnauthorizedHandler } from '../../lib/use-unauthorized-redirect';

/** SPEC §6: the translation panel says 'You are no longer logged in. Redirecting to login...'. */
export function useTranslationsUnauthorized(): (error: unknown) => boolean {
  const t = useT();
  const handle = useUnauthorizedHandler();
  return useCallback(
    (error: unknown) =>
      handle(error, {
        delayMs: UNAUTHORIZED_REDIRECT_MS.action,
        description: t('admin.translations.loggedOut', 'You are no longer logged in. Redirecting to login...'),
      }),
    [handle, t],
  );
}
