import { LogOut } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useT } from '../../lib/i18n';
import { useLogout } from './use-logout';

export function LogoutButton() {
  const t = useT();
  const logout = useLogout();
  return (
    <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
      {logout.isPending ? <Spinner className="h-4 w-4" /> : <LogOut aria-hidden />}
      <span>{t('admin.logout')}</span>
    </Button>
  );
}
