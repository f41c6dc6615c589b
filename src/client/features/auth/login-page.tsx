import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Lock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from '#client/lib/router.tsx';
import { loginBodySchema, type LoginBody } from '#shared/auth/schemas.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { fieldAria, FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { PendingButton } from '#client/components/ui/pending-button.tsx';
import { useDocumentMeta } from '#client/lib/document-meta.ts';
import { fieldMessage } from '#client/lib/field-message.ts';
import { useI18n } from '#client/lib/i18n.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { asksForCode, useLogin } from './use-login';

export function LoginPage() {
  const { t, language } = useI18n();
  const [, navigate] = useLocation();
  const login = useLogin();
  useDocumentMeta(`${t('login.title')} | ${t('app.title')}`);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { username: '', password: '' },
  });

  const usernameError = fieldMessage(t, errors.username?.message);
  const passwordError = fieldMessage(t, errors.password?.message);

  // Shown once the server says the account has a second factor; kept for a retry of the code.
  const codeStep = asksForCode(login.error);
  const [needsCode, setNeedsCode] = useState(false);
  if (codeStep && !needsCode) setNeedsCode(true);
  const codeError = codeStep === 'invalid' ? t('login.codeInvalid') : undefined;

  const onSubmit = handleSubmit((values) =>
    login.mutate(needsCode ? values : { username: values.username, password: values.password }, {
      onSuccess: () => {
        // Shown over the English admin, in the language of the page it was sent from.
        toast({ title: t('login.success'), variant: 'success', lang: language });
        navigate('/admin');
      },
    }),
  );

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-paper px-4 py-12">
      <div className="w-full max-w-sm">
        <p className="mb-6 text-center font-serif text-2xl text-ink">{t('app.title')}</p>
        <div className="rounded-2xl border border-stone-200 bg-white p-8 shadow-sm">
          <div className="mb-6 flex flex-col items-center gap-3 text-center">
            <span className="flex h-11 w-11 items-center justify-center rounded-full bg-gold-soft text-ink">
              <Lock className="h-5 w-5" aria-hidden />
            </span>
            <h1 className="font-serif text-2xl font-semibold text-ink">{t('login.title')}</h1>
            <p className="text-sm text-stone-600">{t('login.subtitle')}</p>
          </div>

          <form className="grid gap-4" onSubmit={onSubmit} noValidate>
            {login.isError && !codeStep && <Alert>{t('login.failed')}</Alert>}
            <FormField id="login-username" label={t('login.username')} error={usernameError}>
              <Input
                {...fieldAria('login-username', usernameError)}
                autoComplete="username"
                autoFocus
                {...register('username')}
              />
            </FormField>
            <FormField id="login-password" label={t('login.password')} error={passwordError}>
              <Input
                {...fieldAria('login-password', passwordError)}
                type="password"
                autoComplete="current-password"
                {...register('password')}
              />
            </FormField>
            {needsCode && (
              <FormField id="login-code" label={t('login.code')} hint={t('login.codeHint')} error={codeError}>
                <Input
                  {...fieldAria('login-code', codeError, true)}
                  autoComplete="one-time-code"
                  autoCapitalize="characters"
                  spellCheck={false}
                  autoFocus
                  {...register('code')}
                />
              </FormField>
            )}
            <PendingButton
              type="submit"
              className="mt-2 w-full"
              pending={login.isPending}
              pendingLabel={t('login.submitting')}
            >
              {t('login.submit')}
            </PendingButton>
          </form>
        </div>
        <div className="mt-6 text-center">
          <Link
            href="/"
            className="inline-flex items-center gap-2 rounded-md text-sm text-stone-600 underline-offset-4 hover:text-ink hover:underline focus-visible:ring-2 focus-visible:ring-gold-deep focus-visible:outline-none"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('login.backToSite')}
          </Link>
        </div>
      </div>
    </main>
  );
}
