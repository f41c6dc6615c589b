import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { OFFER_MODES, PROCEDURE_LIMITS } from '#shared/procedure/offer-procedure.ts';
import { fieldAria, FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import type { Translate } from '#client/lib/i18n.tsx';
import type { ProcedureFields as ProcedureValues } from './procedure-form';
import { SectionTitle } from './property-form-fields';

type IdPrefix = 'create' | 'edit';

const SWITCH_TEXTS = {
  verifiedOffersOnly: ['admin.procedure.verifiedOffersOnly', 'admin.procedure.verifiedOffersOnlyHint'],
  discloseBidLog: ['admin.procedure.discloseBidLog', 'admin.procedure.discloseBidLogHint'],
  offersRequireDocuments: ['admin.procedure.offersRequireDocuments', 'admin.procedure.offersRequireDocumentsHint'],
  offersRequireViewing: ['admin.procedure.offersRequireViewing', 'admin.procedure.offersRequireViewingHint'],
} as const;

/** An on/off setting of the procedure, with its label and what it does. */
function SettingSwitch({ id, name, t }: { id: string; name: keyof typeof SWITCH_TEXTS; t: Translate }) {
  const { control } = useFormContext<ProcedureValues>();
  const [label, hint] = SWITCH_TEXTS[name];
  return (
    <div className="grid gap-1.5">
      <div className="flex min-h-11 items-center gap-3">
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Switch
              id={id}
              checked={field.value}
              onCheckedChange={field.onChange}
              aria-labelledby={`${id}-label`}
              aria-describedby={`${id}-hint`}
            />
          )}
        />
        <label id={`${id}-label`} htmlFor={id} className="text-sm">
          {t(label)}
        </label>
      </div>
      <p id={`${id}-hint`} className="text-xs text-stone-500">
        {t(hint)}
      </p>
    </div>
  );
}

/**
 * The offer procedure both property forms share (decision 0069): sealed or open, a minimum offer
 * and whether it is shown, the step above the highest (open only), the late-offer extension, and
 * whether only verified offers count for the open standing (decision 0072), whether bidders
 * see the anonymised bid log after the end (decision 0094), and the buyer's commission the page
 * states (decision 0111).
 */
export function ProcedureFields({
  idPrefix,
  error,
  t,
}: {
  idPrefix: IdPrefix;
  error: (field: string) => string | undefined;
  t: Translate;
}) {
  const { register, control } = useFormContext<ProcedureValues>();
  const mode = useWatch({ control, name: 'offerMode' });
  const id = (field: keyof ProcedureValues) => `${idPrefix}-${field}`;
  const optional = ` ${t('admin.property.optional')}`;
  return (
    <section className="grid grid-cols-1 gap-4" aria-labelledby={`${idPrefix}-procedure-title`}>
      <div id={`${idPrefix}-procedure-title`}>
        <SectionTitle>{t('admin.procedure.title')}</SectionTitle>
      </div>
      <FormField
        id={id('offerMode')}
        label={t('admin.procedure.mode')}
        hint={t(`admin.procedure.${mode}Hint`)}
        error={error('offerMode')}
      >
        <NativeSelect {...fieldAria(id('offerMode'), error('offerMode'), true)} {...register('offerMode')}>
          {OFFER_MODES.map((value) => (
            <option key={value} value={value}>
              {t(`admin.procedure.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          id={id('minimumOffer')}
          label={`${t('admin.procedure.minimumOffer')}${optional}`}
          hint={t('admin.procedure.minimumOfferHint')}
          error={error('minimumOffer')}
          className="content-start"
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            {...fieldAria(id('minimumOffer'), error('minimumOffer'), true)}
            {...register('minimumOffer')}
          />
        </FormField>
        <div className="grid content-start gap-1.5">
          {/* Beside the minimum on wide screens: an empty label line keeps the switch level with its input. */}
          <span className="hidden text-sm font-medium text-ink sm:block" aria-hidden>
            &nbsp;
          </span>
          <div className="flex min-h-11 items-center gap-3">
            <Controller
              control={control}
              name="minimumOfferShown"
              render={({ field }) => (
                <Switch
                  id={id('minimumOfferShown')}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  aria-labelledby={`${id('minimumOfferShown')}-label`}
                />
              )}
            />
            <label id={`${id('minimumOfferShown')}-label`} htmlFor={id('minimumOfferShown')} className="text-sm">
              {t('admin.procedure.minimumOfferShown')}
            </label>
          </div>
        </div>
        <FormField
          id={id('minimumStep')}
          label={`${t('admin.procedure.minimumStep')}${optional}`}
          hint={t(mode === 'open' ? 'admin.procedure.minimumStepHint' : 'admin.procedure.minimumStepSealedHint')}
          error={error('minimumStep')}
          className="content-start"
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            {...fieldAria(id('minimumStep'), error('minimumStep'), true)}
            {...register('minimumStep')}
          />
        </FormField>
        <FormField
          id={id('extensionMinutes')}
          label={t('admin.procedure.extensionMinutes')}
          hint={t('admin.procedure.extensionHint')}
          error={error('extensionMinutes')}
          className="content-start"
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={PROCEDURE_LIMITS.extensionMinutes}
            step={1}
            {...fieldAria(id('extensionMinutes'), error('extensionMinutes'), true)}
            {...register('extensionMinutes')}
          />
        </FormField>
        <FormField
          id={id('buyerCommission')}
          label={`${t('admin.procedure.buyerCommission')}${optional}`}
          hint={t('admin.procedure.buyerCommissionHint')}
          error={error('buyerCommission')}
          className="content-start"
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            {...fieldAria(id('buyerCommission'), error('buyerCommission'), true)}
            {...register('buyerCommission')}
          />
        </FormField>
      </div>
      <SettingSwitch id={id('verifiedOffersOnly')} name="verifiedOffersOnly" t={t} />
      <SettingSwitch id={id('discloseBidLog')} name="discloseBidLog" t={t} />
      <SettingSwitch id={id('offersRequireDocuments')} name="offersRequireDocuments" t={t} />
      <SettingSwitch id={id('offersRequireViewing')} name="offersRequireViewing" t={t} />
    </section>
  );
}
