import { useMutation, useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '#client/components/ui/alert.tsx';
import { fieldAria, FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { PendingButton } from '#client/components/ui/pending-button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { queryKeyOf, request } from '#client/lib/admin-api-client.ts';
import { useDocumentMeta } from '#client/lib/document-meta.ts';
import { useT } from '#client/lib/i18n.tsx';
import { Link } from '#client/lib/router.tsx';

/** What went wrong with an acceptance, in the visitor's language: which field, and what to do. */
type ProblemKey =
  | 'admin.invitation.invalid'
  | 'admin.invitation.taken'
  | 'admin.invitation.usernameInvalid'
  | 'admin.invitation.weakPassword'
  | 'admin.invitation.failed';

function problemOf(error: unknown): { field: 'username' | 'password' | 'link'; key: ProblemKey } {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404) return { field: 'link', key: 'admin.invitation.invalid' };
  if (status === 409) return { field: 'username', key: 'admin.invitation.taken' };
  const message = error instanceof Error ? error.message : '';
  if (status === 400 && !message.includes('password'))
    return { field: 'username', key: 'admin.invitation.usernameInvalid' };
  if (status === 400) return { field: 'password', key: 'admin.invitation.weakPassword' };
  return { field: 'link', key: 'admin.invitation.failed' };
}

function Frame({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-paper px-4 py-12">
      <div className="w-full max-w-sm">
        <p className="mb-6 text-center font-serif text-2xl text-ink">{t('app.title')}</p>
        <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
      </div>
    </main>
  );
}

/**
 * /einladung/<token> (decision 0119): someone invited to the team chooses their username and
 * password; then they sign in like everyone else. A used, withdrawn or run-out link says so.
 */
export function InvitationPage({ token }: { token: string }) {
  const t = useT();
  useDocumentMeta(`${t('admin.invitation.title')} | ${t('app.title')}`);
  const invitation = useQuery({
    queryKey: queryKeyOf('invitation', { params: { token } }),
    queryFn: () => request('invitation', { params: { token } }),
    retry: false,
  });
  const accept = useMutation({
    mutationFn: (body: { username: string; password: string }) =>
      request('acceptInvitation', { params: { token }, body }),
    retry: false,
  });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  // A refused field gets the focus, so its message is read and it can be typed again at once.
  useEffect(() => {
    if (!accept.error) return;
    const { field } = problemOf(accept.error);
    if (field === 'username') usernameInput.current?.focus();
    if (field === 'password') passwordInput.current?.focus();
  }, [accept.error]);

  if (invitation.isPending) {
    return (
      <Frame>
        <Spinner className="mx-auto h-6 w-6" />
      </Frame>
    );
  }
  if (invitation.isError || (accept.isError && problemOf(accept.error).field === 'link')) {
    return (
      <Frame>
        <h1 className="mb-3 font-serif text-2xl font-semibold text-ink">{t('admin.invitation.title')}</h1>
        <Alert>{t(accept.isError ? problemOf(accept.error).key : 'admin.invitation.invalid')}</Alert>
      </Frame>
    );
  }
  if (accept.isSuccess) {
    return (
      <Frame>
        <h1 className="mb-3 font-serif text-2xl font-semibold text-ink">{t('admin.invitation.title')}</h1>
        <p role="status" className="mb-6 text-sm text-ink">
          {t('admin.invitation.done', { username: accept.data.username })}
        </p>
        <Link
          href="/login"
          className="inline-flex h-11 w-full items-center justify-center rounded-lg bg-ink px-4 text-sm font-medium text-white focus-visible:ring-2 focus-visible:ring-gold-deep focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          {t('admin.invitation.signIn')}
        </Link>
      </Frame>
    );
  }

  const problem = accept.isError ? problemOf(accept.error) : null;
  const usernameError = problem?.field === 'username' ? t(problem.key) : undefined;
  const passwordError = problem?.field === 'password' ? t(problem.key) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    accept.mutate({ username, password });
  };
  return (
    <Frame>
      <div className="mb-6 flex flex-col items-center gap-3 text-center">
        <span className="flex h-11 w-11 items-center justify-center rounded-full bg-gold-soft text-ink">
          <UserPlus className="h-5 w-5" aria-hidden />
        </span>
        <h1 className="font-serif text-2xl font-semibold text-ink">{t('admin.invitation.title')}</h1>
        <p className="text-sm break-words text-stone-600">
          {t('admin.invitation.intro', {
            role: t(`admin.team.role.${invitation.data.role}`),
            email: invitation.data.email,
          })}
        </p>
      </div>
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <FormField
          id="invitation-username"
          label={t('admin.invitation.username')}
          hint={t('admin.invitation.usernameHint')}
          error={usernameError}
        >
          <Input
            ref={usernameInput}
            {...fieldAria('invitation-username', usernameError, true)}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </FormField>
        <FormField
          id="invitation-password"
          label={t('admin.invitation.password')}
          hint={t('admin.invitation.passwordHint')}
          error={passwordError}
        >
          <Input
            ref={passwordInput}
            {...fieldAria('invitation-password', passwordError, true)}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
        <PendingButton
          type="submit"
          className="mt-2 w-full"
          pending={accept.isPending}
          pendingLabel={t('admin.invitation.submit')}
        >
          {t('admin.invitation.submit')}
        </PendingButton>
      </form>
    </Frame>
  );
}
