import { useEffect, type ReactNode } from 'react';
import { useLocation } from '../../lib/router';
import { PageSpinner } from '../../components/ui/spinner';
import { useT } from '../../lib/i18n';
import { useCurrentUser } from './use-current-user';

/** Shows its children to a signed-in admin; a spinner while checking; /login otherwise (SPEC §2). */
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
