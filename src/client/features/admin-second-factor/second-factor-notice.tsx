import { ShieldAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { SecondFactorSetup } from './second-factor-setup';
import { useSecondFactorDone } from './use-second-factor';

/**
 * Above every tab while the account has no second factor, so each sign-in asks for one: what it
 * is, and a button that sets it up in a dialog.
 */
export function SecondFactorNotice({ missing }: { missing: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const reread = useSecondFactorDone();
  // Closed at any step (Escape too): the account is read again, enrolled or not.
  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) void reread();
  };
  if (!missing && !open) return null;
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <ShieldAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      {/* At least 14rem of text beside the icon: on a phone the button goes below it instead. */}
      <div className="min-w-0 flex-1 basis-56">
        <p className="font-semibold">{t('admin.secondFactor.missing')}</p>
        <p className="mt-1">{t('admin.secondFactor.missingHint')}</p>
      </div>
      <Button size="sm" onClick={() => setOpen(true)}>
        {t('admin.secondFactor.setUp')}
      </Button>
      <Dialog open={open} onOpenChange={openChange}>
        <DialogContent className="max-w-md" closeLabel={t('action.close')}>
          <DialogHeader>
            <DialogTitle>{t('admin.secondFactor.title')}</DialogTitle>
            <DialogDescription>{t('admin.secondFactor.missingHint')}</DialogDescription>
          </DialogHeader>
          {open && <SecondFactorSetup onDone={() => openChange(false)} />}
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** Instead of the dashboard while REQUIRE_TOTP is on and the account has no second factor. */
export function SecondFactorRequired({ actions }: { actions: ReactNode }) {
  const t = useT();
  return (
    <main id="main" className="mx-auto grid max-w-md gap-4 px-4 py-10">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-ink">{t('admin.secondFactor.title')}</h1>
        {actions}
      </div>
      <p className="text-sm text-stone-700">{t('admin.secondFactor.required')}</p>
      <div className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
        <SecondFactorSetup />
      </div>
    </main>
  );
}
