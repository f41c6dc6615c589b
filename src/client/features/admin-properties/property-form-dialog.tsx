import type { ReactNode } from 'react';
import { Controller, FormProvider, useFormContext, type FieldValues } from 'react-hook-form';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import { FormDialogFooter } from '#client/components/admin/form-dialog-footer.tsx';
import { LanguageTabsList } from '#client/components/admin/language-tabs-list.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Tabs, TabsContent } from '#client/components/ui/tabs.tsx';
import { cn } from '#client/lib/cn.ts';
import type { Translate } from '#client/lib/i18n.tsx';
import { useFocusReturn } from '#client/lib/use-focus-return.ts';
import { ListField } from './list-field';
import { CertificateFields, ContactFields, MoreDetailsFields } from './listing-data-fields';
import {
  FeaturesField,
  HeatingTypeField,
  LanguageFields,
  LocalizedTextField,
  LocationFields,
  type LocalizedFieldProps,
} from './localized-fields';
import { ProcedureFields } from './procedure-fields';
import { DetailsSection, EnergySection, ListingFields, SectionTitle } from './property-form-fields';
import type { PropertyFormModel } from './use-property-form';

type IdPrefix = 'create' | 'edit';

/** The texts in which the create and the edit form differ; the rest use the same keys. */
export interface PropertyFormTexts {
  title: string;
  description: ReactNode;
  active: string;
  activeHint: string;
  inactiveHint: string;
  slugHint: string;
  energy: string;
  submit: string;
  pending: string;
}

/** Radix would focus and select the first field; a stray key press would then replace it. */
function focusDialogItself(event: Event) {
  event.preventDefault();
  (event.currentTarget as HTMLElement | null)?.focus();
}

/**
 * The property form in its dialog, for creating and for editing. The create form is German and
 * holds the German texts in place, with a list of image URLs; the edit form is in the admin's
 * language, holds the texts of all three languages in tabs and keeps the focus on the dialog when
 * it opens. What sits below the form (the image panel) and beside the dialog (a confirmation) is
 * the caller's.
 */
export function PropertyFormDialog<Values extends FieldValues>({
  idPrefix,
  model,
  t,
  lang,
  texts,
  languageTabs,
  imageUrls,
  contactPhoto,
  pending,
  onClose,
  notice,
  belowForm,
  children,
}: {
  idPrefix: IdPrefix;
  model: PropertyFormModel<Values>;
  t: Translate;
  /** The dialog's language when it is not the admin's. */
  lang?: Language;
  texts: PropertyFormTexts;
  /** The texts of all three languages in tabs (edit), instead of the German ones in place (create). */
  languageTabs: boolean;
  /** A list of external image URLs (create: uploads need a property first). */
  imageUrls: boolean;
  contactPhoto: ReactNode;
  pending: boolean;
  onClose: () => void;
  /** Shown above the form: what the agent must know before saving again. */
  notice?: ReactNode;
  belowForm?: ReactNode;
  children?: ReactNode;
}) {
  const focusReturn = useFocusReturn(languageTabs ? focusDialogItself : undefined);
  const formId = `property-${idPrefix}-form`;
  const fieldProps = { idPrefix, error: model.error, t };
  const german: LocalizedFieldProps = { ...fieldProps, language: 'de', markLanguage: false };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent
        {...focusReturn}
        lang={lang}
        className={cn('max-w-3xl grid-cols-1 gap-6 p-0', languageTabs && 'outline-none')}
        closeLabel={t('action.close')}
      >
        <DialogHeader className="px-6 pt-6">
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        {notice && <div className="px-6">{notice}</div>}

        <FormProvider {...model.form}>
          <form id={formId} onSubmit={model.onSubmit} noValidate className="grid grid-cols-1 gap-8 px-6">
            <section className="grid grid-cols-1 gap-4">
              {languageTabs ? (
                <SectionTitle>{t('admin.property.general')}</SectionTitle>
              ) : (
                <>
                  <LocalizedTextField {...german} base="title" />
                  <LocalizedTextField {...german} base="description" rows={5} />
                </>
              )}
              <ListingFields
                {...fieldProps}
                texts={{
                  address: t('footer.address'),
                  auctionEnd: t('admin.property.auctionEnd'),
                  active: texts.active,
                  activeHint: texts.activeHint,
                  inactiveHint: texts.inactiveHint,
                  slug: t('admin.property.slug'),
                  slugHint: texts.slugHint,
                }}
              />
            </section>

            {languageTabs && (
              <section className="grid grid-cols-1 gap-4">
                <SectionTitle>{t('admin.property.texts')}</SectionTitle>
                <Tabs value={model.languageTab} onValueChange={(value) => model.setLanguageTab(value as Language)}>
                  <LanguageTabsList
                    label={t('admin.property.languages')}
                    languageName={(language) => t(`language.${language}`)}
                  />
                  {LANGUAGES.map((language) => (
                    <TabsContent key={language} value={language}>
                      <LanguageFields {...fieldProps} language={language} markLanguage />
                    </TabsContent>
                  ))}
                </Tabs>
              </section>
            )}

            <DetailsSection
              {...fieldProps}
              texts={{
                title: t('admin.property.details'),
                livingArea: t('admin.property.livingArea'),
                bedrooms: t('property.bedrooms'),
                bathrooms: t('admin.property.bathrooms'),
                yearBuilt: t('property.yearBuilt'),
              }}
            />
            <MoreDetailsFields {...fieldProps} />

            <EnergySection
              {...fieldProps}
              texts={{
                title: texts.energy,
                energyClass: t('admin.property.energyClass'),
                energyConsumption: t('admin.property.energyConsumption'),
              }}
            >
              {!languageTabs && <HeatingTypeField {...german} />}
            </EnergySection>
            <CertificateFields {...fieldProps} />

            <ProcedureFields {...fieldProps} />

            {!languageTabs && (
              <>
                <section className="grid grid-cols-1 gap-4">
                  <SectionTitle>{t('admin.create.location')}</SectionTitle>
                  <LocationFields {...german} />
                </section>
                <section className="grid grid-cols-1 gap-6 sm:grid-cols-2">
                  <FeaturesField {...german} />
                  {imageUrls && <ImageUrlsField error={model.error} t={t} />}
                </section>
              </>
            )}

            <ContactFields {...fieldProps} photo={contactPhoto} />
          </form>
        </FormProvider>

        {belowForm}

        <FormDialogFooter
          className="sticky bottom-0 flex-row justify-end border-t border-stone-200 bg-white px-6 py-4"
          formId={formId}
          pending={pending}
          onCancel={onClose}
          cancelLabel={t('action.cancel')}
          submitLabel={texts.submit}
          pendingLabel={texts.pending}
        />
      </DialogContent>
      {children}
    </Dialog>
  );
}

/** External image URLs, http(s) only; the schema checks them. */
function ImageUrlsField({ error, t }: { error: (field: string) => string | undefined; t: Translate }) {
  const { control } = useFormContext<{ images: string[] }>();
  return (
    <Controller
      control={control}
      name="images"
      render={({ field }) => (
        <ListField
          lang="de"
          inputType="url"
          value={field.value}
          onChange={field.onChange}
          error={error('images')}
          texts={{
            label: t('admin.create.imageUrls'),
            placeholder: 'https://',
            add: t('action.add'),
            remove: (item) => t('action.remove', { item }),
            empty: t('admin.create.noImageUrls'),
          }}
        />
      )}
    />
  );
}
