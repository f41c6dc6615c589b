import { LogOut } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useT } from '#client/lib/i18n.tsx';
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
