import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import type { AdminSession } from '#shared/auth/session-schemas.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { PendingButton } from '#client/components/ui/pending-button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { formatDateTimeDe } from '#client/lib/date-format.ts';
import { useT } from '#client/lib/i18n.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { useAdminSessions, useEndSession } from './use-admin-sessions';
import { useFocusReturn } from '#client/lib/use-focus-return.ts';

/**
 * The top bar's "Sessions": every device where this admin is signed in, with the one in use marked,
 * and an End button for each other one (a lost phone, a shared computer). This device signs out
 * with the logout button, as ever.
 */
export function SessionsButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Back to the button that opened it: a controlled dialog has no Trigger for Radix to return to.
  const focusReturn = useFocusReturn();
  return (
    <>
      {/* On a phone the icon alone keeps the top bar on one line; its name stays "Sessions". */}
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <MonitorSmartphone aria-hidden />
        <span className="sr-only sm:not-sr-only">{t('admin.sessions.open')}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent {...focusReturn} className="max-w-lg" closeLabel={t('action.close')}>
          <DialogHeader>
            <DialogTitle>{t('admin.sessions.title')}</DialogTitle>
            <DialogDescription>{t('admin.sessions.description')}</DialogDescription>
          </DialogHeader>
          <SessionList open={open} />
        </DialogContent>
      </Dialog>
    </>
  );
}

function SessionList({ open }: { open: boolean }) {
  const t = useT();
  const sessions = useAdminSessions(open);
  if (sessions.isPending) return <Spinner className="mx-auto h-6 w-6" />;
  if (sessions.isError) return <Alert>{t('admin.sessions.loadFailed')}</Alert>;
  return (
    <ul className="divide-y divide-stone-200" aria-label={t('admin.sessions.title')}>
      {sessions.data.map((session) => (
        <SessionRow key={session.id} session={session} />
      ))}
    </ul>
  );
}

function SessionRow({ session }: { session: AdminSession }) {
  const t = useT();
  const end = useEndSession();
  const failed = useFailureToast();
  const device = session.device ?? t('admin.sessions.unknownDevice');
  const endIt = () =>
    end.mutate(session.id, {
      onSuccess: () => toast({ title: t('admin.sessions.ended'), variant: 'success' }),
      onError: (error) => failed(error, { title: t('admin.sessions.endFailed') }),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium text-ink">
          {device}
          {session.current && (
            <span className="ml-2 rounded bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
              {t('admin.sessions.current')}
            </span>
          )}
        </p>
        <p className="text-sm text-stone-600">
          {t('admin.sessions.times', {
            signedIn: formatDateTimeDe(session.signedInAt),
            lastSeen: formatDateTimeDe(session.lastSeenAt),
          })}
        </p>
      </div>
      {!session.current && (
        <PendingButton
          variant="outline"
          size="sm"
          pending={end.isPending}
          pendingLabel={t('admin.sessions.end')}
          aria-label={t('admin.sessions.endLabel', { device })}
          onClick={endIt}
        >
          {t('admin.sessions.end')}
        </PendingButton>
      )}
    </li>
  );
}
