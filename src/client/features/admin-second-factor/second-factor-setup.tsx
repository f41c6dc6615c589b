import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { confirmSecondFactorBodySchema } from '#shared/auth/schemas.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { fieldAria, FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { PendingButton } from '#client/components/ui/pending-button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { useT } from '#client/lib/i18n.tsx';
import { useConfirmSecondFactor, useSecondFactorDone, useStartSecondFactor } from './use-second-factor';

/**
 * Setting up a second factor: a new secret as a QR code (and as text, for an app that cannot
 * scan), a code from the app to prove it arrived, then the recovery codes, shown this once.
 */
export function SecondFactorSetup({ onDone }: { onDone?: () => void }) {
  const t = useT();
  const start = useStartSecondFactor();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const done = useSecondFactorDone();
  const { mutate } = start;
  const started = useRef(false);

  // A new secret each time the setup opens (one left unconfirmed is simply replaced), asked for
  // once: a second answer would replace the secret in the session while the first is on screen.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  if (recoveryCodes) {
    const finish = () => {
      void done();
      onDone?.();
    };
    // In a dialog, its closing reads the account again (second-factor-notice.tsx); on the page, this does.
    return <RecoveryCodes codes={recoveryCodes} onStored={finish} />;
  }
  if (start.isError) {
    return (
      <div className="grid gap-3">
        <Alert>{t('admin.secondFactor.startFailed')}</Alert>
        <Button variant="outline" onClick={() => mutate()}>
          {t('action.retry')}
        </Button>
      </div>
    );
  }
  if (!start.data) return <Spinner className="mx-auto h-6 w-6" />;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-stone-700">{t('admin.secondFactor.scan')}</p>
      <img
        src={start.data.qrCode}
        alt={t('admin.secondFactor.qrAlt')}
        width={192}
        height={192}
        className="mx-auto h-48 w-48 rounded border border-stone-200 bg-white p-1"
      />
      <div className="text-sm text-stone-700">
        <p>{t('admin.secondFactor.manual')}</p>
        <code className="mt-1 block rounded bg-stone-100 px-2 py-1 font-mono text-sm tracking-wider text-ink">
          {start.data.secret.replace(/(.{4})(?=.)/g, '$1 ')}
        </code>
      </div>
      <CodeForm onConfirmed={setRecoveryCodes} />
    </div>
  );
}

function CodeForm({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const t = useT();
  const id = useId();
  const confirm = useConfirmSecondFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmSecondFactorBodySchema.safeParse({ code }).success) {
      setError(t('admin.secondFactor.codeFormat'));
      return;
    }
    setError(undefined);
    confirm.mutate(code, {
      onSuccess: (result) => onConfirmed(result.recoveryCodes),
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.status === 422
            ? t('admin.secondFactor.codeWrong')
            : t('admin.secondFactor.confirmFailed'),
        ),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <FormField id={id} label={t('admin.secondFactor.codeLabel')} error={error}>
        <Input
          {...fieldAria(id, error)}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          className="max-w-40 font-mono tracking-widest"
        />
      </FormField>
      <PendingButton type="submit" pending={confirm.isPending} pendingLabel={t('admin.secondFactor.confirm')}>
        {t('admin.secondFactor.confirm')}
      </PendingButton>
    </form>
  );
}

function RecoveryCodes({ codes, onStored }: { codes: string[]; onStored: () => void }) {
  const t = useT();
  return (
    <div className="grid gap-4">
      <h3 className="font-semibold text-ink">{t('admin.secondFactor.recoveryTitle')}</h3>
      <p className="text-sm text-stone-700">{t('admin.secondFactor.recoveryHint')}</p>
      <ul
        aria-label={t('admin.secondFactor.recoveryTitle')}
        className="grid grid-cols-2 gap-2 rounded bg-stone-100 p-3 font-mono text-sm text-ink"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button onClick={onStored}>{t('admin.secondFactor.done')}</Button>
    </div>
  );
}
