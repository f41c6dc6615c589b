import { Users } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import type { Account, Invitation } from '#shared/accounts/schemas.ts';
import { ROLES, type Role } from '#shared/auth/roles.ts';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import { ConfirmDialog } from '#client/components/admin/confirm-dialog.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { PendingButton } from '#client/components/ui/pending-button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { failureText } from '#client/lib/api-client.ts';
import { formatDateTimeDe } from '#client/lib/date-format.ts';
import { useT } from '#client/lib/i18n.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { useMay } from '#client/lib/use-may.ts';
import { useInvite, useTeam, useUpdateAccount, useWithdrawInvitation } from './use-team';
import { useFocusReturn } from '#client/lib/use-focus-return.ts';

/**
 * The top bar's "Team", for owners (decision 0119): every account with its role, deactivating and
 * activating them, inviting someone by mail, and the invitations still open. The admin keeps its
 * five tabs; the team is the agency's own affair, beside the sessions.
 */
export function TeamButton() {
  const t = useT();
  const may = useMay();
  const [open, setOpen] = useState(false);
  // Back to the button that opened it: a controlled dialog has no Trigger for Radix to return to.
  const focusReturn = useFocusReturn();
  if (!may('listAccounts')) return null;
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Users aria-hidden />
        <span className="sr-only sm:not-sr-only">{t('admin.team.open')}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent {...focusReturn} className="max-w-2xl" closeLabel={t('action.close')}>
          <DialogHeader>
            <DialogTitle>{t('admin.team.title')}</DialogTitle>
            <DialogDescription>{t('admin.team.description')}</DialogDescription>
          </DialogHeader>
          <TeamLists open={open} />
        </DialogContent>
      </Dialog>
    </>
  );
}

function TeamLists({ open }: { open: boolean }) {
  const t = useT();
  const team = useTeam(open);
  const inviteEmail = useRef<HTMLInputElement>(null);
  if (team.isPending) return <Spinner className="mx-auto h-6 w-6" />;
  if (team.isError) return <Alert>{t('admin.team.loadFailed')}</Alert>;
  return (
    <div className="grid gap-6">
      <section aria-labelledby="team-accounts">
        <h3 id="team-accounts" className="text-sm font-semibold text-ink">
          {t('admin.team.accounts')}
        </h3>
        <ul className="divide-y divide-stone-200">
          {team.data.accounts.map((account) => (
            <AccountRow key={account.id} account={account} />
          ))}
        </ul>
      </section>
      <InviteForm emailRef={inviteEmail} />
      {team.data.invitations.length > 0 && (
        <section aria-labelledby="team-invitations">
          <h3 id="team-invitations" className="text-sm font-semibold text-ink">
            {t('admin.team.invitations')}
          </h3>
          <ul className="divide-y divide-stone-200">
            {team.data.invitations.map((invitation) => (
              <InvitationRow
                key={invitation.id}
                invitation={invitation}
                onWithdrawn={() => inviteEmail.current?.focus()}
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function AccountRow({ account }: { account: Account }) {
  const t = useT();
  const { data: me } = useCurrentUser();
  const update = useUpdateAccount();
  const failed = useFailureToast();
  const isMe = me?.id === account.id;
  const active = account.deactivatedAt === null;
  // Giving up one's own owner role cannot be undone by oneself: asked first.
  const [ownDemotion, setOwnDemotion] = useState<Role | null>(null);
  const change = (input: { role?: Role; active?: boolean }, onSettled?: () => void) =>
    update.mutate(
      { id: account.id, ...input },
      {
        onSuccess: () => toast({ title: t('admin.team.changed', { name: account.username }), variant: 'success' }),
        onError: (error) => failed(error, { title: t('admin.team.changeFailed'), description: failureText(error) }),
        onSettled,
      },
    );
  const chooseRole = (role: Role) => {
    if (isMe && account.role === 'owner' && role !== 'owner') setOwnDemotion(role);
    else change({ role });
  };
  const selectId = `team-role-${account.id}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium break-words text-ink">
          {account.username}
          {isMe && (
            <span className="ml-2 rounded bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
              {t('admin.team.you')}
            </span>
          )}
          {!active && (
            <span className="ml-2 rounded bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
              {t('admin.team.deactivated')}
            </span>
          )}
        </p>
        <p className="text-sm break-words text-stone-600">
          {[
            account.email,
            t(account.secondFactor === 'enrolled' ? 'admin.team.secondFactorOn' : 'admin.team.secondFactorOff'),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          {t('admin.team.roleOf', { name: account.username })}
        </label>
        <RoleSelect id={selectId} className="w-40" value={account.role} onChange={chooseRole} />
        <ConfirmDialog
          open={ownDemotion !== null}
          pending={update.isPending}
          title={t('admin.team.demoteSelf.title')}
          description={t('admin.team.demoteSelf.text', { role: t(`admin.team.role.${ownDemotion ?? 'agent'}`) })}
          cancelLabel={t('action.cancel')}
          confirmLabel={update.isPending ? t('admin.saving') : t('admin.team.demoteSelf.yes')}
          onClose={() => setOwnDemotion(null)}
          onConfirm={() => ownDemotion && change({ role: ownDemotion }, () => setOwnDemotion(null))}
        />
        {!isMe && (
          <PendingButton
            variant="outline"
            size="sm"
            pending={update.isPending}
            pendingLabel={t(active ? 'admin.team.deactivate' : 'admin.team.activate')}
            aria-label={t(active ? 'admin.team.deactivateLabel' : 'admin.team.activateLabel', {
              name: account.username,
            })}
            onClick={() => change({ active: !active })}
          >
            {t(active ? 'admin.team.deactivate' : 'admin.team.activate')}
          </PendingButton>
        )}
      </div>
    </li>
  );
}

/** The three roles, named in the admin's language. */
function RoleSelect({
  id,
  value,
  onChange,
  className,
}: {
  id: string;
  value: Role;
  onChange: (role: Role) => void;
  className?: string;
}) {
  const t = useT();
  return (
    <NativeSelect
      id={id}
      className={className}
      value={value}
      onChange={(event) => onChange(event.target.value as Role)}
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`admin.team.role.${role}`)}
        </option>
      ))}
    </NativeSelect>
  );
}

function InviteForm({ emailRef }: { emailRef: React.RefObject<HTMLInputElement | null> }) {
  const t = useT();
  const invite = useInvite();
  const failed = useFailureToast();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('agent');
  // A Munich agency's new colleague most likely reads German; the owner may choose otherwise.
  const [language, setLanguage] = useState<Language>('de');
  const [handOver, setHandOver] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { email, role, language },
      {
        onSuccess: (result) => {
          setHandOver(result.mailSent ? null : result.link);
          if (result.mailSent) {
            toast({ title: t('admin.team.invite.sent', { email: result.invitation.email }), variant: 'success' });
          }
          setEmail('');
        },
        onError: (error) => failed(error, { title: t('admin.team.invite.failed'), description: failureText(error) }),
      },
    );
  };
  return (
    <section aria-labelledby="team-invite" className="grid gap-3 rounded-lg border border-stone-200 p-4">
      <div>
        <h3 id="team-invite" className="text-sm font-semibold text-ink">
          {t('admin.team.invite.title')}
        </h3>
        <p className="text-sm text-stone-600">{t('admin.team.invite.hint')}</p>
      </div>
      {/* The address on a line of its own: long addresses stay readable while typed. */}
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <FormField id="team-invite-email" label={t('admin.team.invite.email')} className="sm:col-span-3">
          <Input
            ref={emailRef}
            id="team-invite-email"
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <FormField id="team-invite-role" label={t('admin.team.invite.role')}>
          <RoleSelect id="team-invite-role" value={role} onChange={setRole} />
        </FormField>
        <FormField id="team-invite-language" label={t('admin.team.invite.language')}>
          <NativeSelect
            id="team-invite-language"
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
          >
            {LANGUAGES.map((option) => (
              <option key={option} value={option} lang={option}>
                {t(`language.${option}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <PendingButton type="submit" pending={invite.isPending} pendingLabel={t('admin.team.invite.submit')}>
          {t('admin.team.invite.submit')}
        </PendingButton>
      </form>
      {handOver && (
        <div role="status" className="grid gap-2">
          <p className="text-sm text-ink">
            {t('admin.team.invite.noMail', { email: invite.data?.invitation.email ?? '' })}
          </p>
          <FormField id="team-invite-link" label={t('admin.team.invite.link')}>
            <Input id="team-invite-link" readOnly value={handOver} onFocus={(event) => event.currentTarget.select()} />
          </FormField>
        </div>
      )}
    </section>
  );
}

function InvitationRow({ invitation, onWithdrawn }: { invitation: Invitation; onWithdrawn: () => void }) {
  const t = useT();
  const withdraw = useWithdrawInvitation();
  const failed = useFailureToast();
  // Read once when the row shows: a dialog open across the moment it runs out is not re-rendered for it.
  const [shownAt] = useState(() => Date.now());
  const expired = new Date(invitation.expiresAt).getTime() < shownAt;
  const withdrawIt = () =>
    withdraw.mutate(invitation.id, {
      onSuccess: () => {
        toast({ title: t('admin.team.withdrawn'), variant: 'success' });
        // The row goes: focus moves on to inviting, not to the page.
        onWithdrawn();
      },
      onError: (error) => failed(error, { title: t('admin.team.changeFailed') }),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium break-words text-ink">{invitation.email}</p>
        <p className="text-sm text-stone-600">
          {[
            t(`admin.team.role.${invitation.role}`),
            expired
              ? t('admin.team.invitationExpired')
              : t('admin.team.invitationUntil', { date: formatDateTimeDe(invitation.expiresAt) }),
            invitation.invitedBy,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <PendingButton
        variant="outline"
        size="sm"
        pending={withdraw.isPending}
        pendingLabel={t('admin.team.withdraw')}
        aria-label={t('admin.team.withdrawLabel', { email: invitation.email })}
        onClick={withdrawIt}
      >
        {t('admin.team.withdraw')}
      </PendingButton>
    </li>
  );
}
