import { useEffect, type ReactNode } from 'react';
import { useLocation } from '#client/lib/router.tsx';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { useCurrentUser } from '#client/lib/use-current-user.ts';

/** Shows its children to a signed-in admin; a spinner while checking; /login otherwise. */
export function RequireAdminSession({ children }: { children: ReactNode }) {
  const t = useT();
  const [, navigate] = useLocation();
  const { data: user, isPending } = useCurrentUser();
  const signedOut = !isPending && !user;

  useEffect(() => {
    if (signedOut) navigate('/login', { replace: true });
  }, [signedOut, navigate]);

  if (!user) return <PageSpinner label={t('admin.session.checking')} />;
  return <>{children}</>;
}
