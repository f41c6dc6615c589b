import { useId, useMemo, useState, type FormEvent } from 'react';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import type { OfferPageItem } from '#shared/offers/admin-schemas.ts';
import {
  BIDDER_MESSAGE_LIMITS,
  BIDDER_MESSAGE_TEMPLATES,
  unknownPlaceholders,
} from '#shared/bidder-messages/templates.ts';
import { FormDialogFooter } from '#client/components/admin/form-dialog-footer.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { fieldAria, FormField } from '#client/components/ui/form-field.tsx';
import { Input, Textarea } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { failureText } from '#client/lib/api-client.ts';
import { useT } from '#client/lib/i18n.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { useFocusReturn } from '#client/lib/use-focus-return.ts';
import { countDe } from '#client/lib/offer-count.ts';
import { offerName } from './delete-offer-dialog';
import { useSendBidderMessages, useTemplateLetters, type Letter } from './use-bidder-messages';

/** The templates an agent writes from here; the final round's invitation is the round's own. */
type WritableTemplate = (typeof BIDDER_MESSAGE_TEMPLATES)[number];

/** How many names the dialog lists before "and n more". */
const NAMES_SHOWN = 4;

/** The languages the chosen bidders offered in, in the usual order, each with how many offered in it. */
function languagesOf(recipients: readonly OfferPageItem[]): Array<{ language: Language; count: number }> {
  return LANGUAGES.map((language) => ({
    language,
    count: recipients.filter((offer) => offer.language === language).length,
  })).filter((entry) => entry.count > 0);
}

/** What is wrong with a letter as typed, if anything (the server says the same in English). */
function letterProblem(letter: Letter, t: ReturnType<typeof useT>): { subject?: string; body?: string } {
  const problem = (text: string, max: number) => {
    if (text.trim() === '') return t('validation.required');
    if (text.length > max) return t('admin.bidderMessages.tooLong', { max: countDe.format(max) });
    const unknown = unknownPlaceholders(text);
    return unknown.length > 0 ? t('admin.bidderMessages.unknownPlaceholder', { names: unknown.join(', ') }) : undefined;
  };
  return {
    subject: problem(letter.subject, BIDDER_MESSAGE_LIMITS.subject),
    body: problem(letter.body, BIDDER_MESSAGE_LIMITS.body),
  };
}

/**
 * The agent writes to one bidder or a selection (decision 0135): a template, then one letter per
 * language the bidders offered in, which the agent may change; placeholders are filled for each
 * person by the server. The letters go through the outbox; each appears on its offer.
 */
export function BidderMessageDialog({
  recipients,
  onClose,
  onSent,
}: {
  recipients: readonly OfferPageItem[];
  onClose: () => void;
  onSent?: () => void;
}) {
  const t = useT();
  const id = useId();
  const focusReturn = useFocusReturn();
  const failed = useFailureToast();
  const send = useSendBidderMessages();
  const languages = useMemo(() => languagesOf(recipients), [recipients]);
  const templateLetter = useTemplateLetters(languages.map((entry) => entry.language));
  const [template, setTemplate] = useState<WritableTemplate>('personal');
  // The agent's changes per template and language; untouched letters follow the template's text.
  const [edited, setEdited] = useState<Partial<Record<string, Letter>>>({});
  const [showProblems, setShowProblems] = useState(false);

  const letterOf = (language: Language): Letter =>
    edited[`${template}:${language}`] ?? templateLetter(template, language);
  const change = (language: Language, part: keyof Letter, value: string) =>
    setEdited((previous) => ({ ...previous, [`${template}:${language}`]: { ...letterOf(language), [part]: value } }));

  const names = recipients.slice(0, NAMES_SHOWN).map(offerName).join(', ');
  const to =
    recipients.length > NAMES_SHOWN
      ? t('admin.bidderMessages.andMore', { names, count: countDe.format(recipients.length - NAMES_SHOWN) })
      : names;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const letters = Object.fromEntries(languages.map(({ language }) => [language, letterOf(language)]));
    const invalid = languages.some(({ language }) => {
      const problem = letterProblem(letterOf(language), t);
      return problem.subject || problem.body;
    });
    if (invalid) {
      setShowProblems(true);
      return;
    }
    send.mutate(
      { offerIds: recipients.map((offer) => offer.id), template, letters },
      {
        onSuccess: (answer) => {
          toast({ title: t('admin.bidderMessages.sent'), description: answer.message, variant: 'success' });
          onSent?.();
          onClose();
        },
        onError: (failure) =>
          failed(failure, { title: t('admin.bidderMessages.failed'), description: failureText(failure) }),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !send.isPending && onClose()}>
      <DialogContent {...focusReturn} className="max-w-2xl grid-cols-1" closeLabel={t('action.close')}>
        <DialogHeader>
          <DialogTitle>{t('admin.bidderMessages.title')}</DialogTitle>
          <DialogDescription className="wrap-anywhere">{t('admin.bidderMessages.to', { names: to })}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
          <FormField id={`${id}-template`} label={t('admin.bidderMessages.template')}>
            <NativeSelect
              id={`${id}-template`}
              value={template}
              onChange={(event) => setTemplate(event.target.value as WritableTemplate)}
            >
              {BIDDER_MESSAGE_TEMPLATES.map((name) => (
                <option key={name} value={name}>
                  {t(`admin.bidderMessages.template.${name}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {languages.map(({ language, count }) => {
            const letter = letterOf(language);
            const problem = showProblems ? letterProblem(letter, t) : {};
            const field = `${id}-${language}`;
            return (
              <fieldset key={language} lang={language} className="grid gap-3 rounded-lg border border-stone-200 p-3">
                <legend lang={undefined} className="px-1 text-sm font-semibold text-ink">
                  {t('admin.bidderMessages.letterIn', {
                    language: t(`admin.pages.language.${language}`),
                    count: countDe.format(count),
                  })}
                </legend>
                <FormField id={`${field}-subject`} label={t('admin.bidderMessages.subject')} error={problem.subject}>
                  <Input
                    value={letter.subject}
                    onChange={(event) => change(language, 'subject', event.target.value)}
                    {...fieldAria(`${field}-subject`, problem.subject, true)}
                  />
                </FormField>
                <FormField id={`${field}-body`} label={t('admin.bidderMessages.body')} error={problem.body}>
                  <Textarea
                    rows={9}
                    value={letter.body}
                    onChange={(event) => change(language, 'body', event.target.value)}
                    {...fieldAria(`${field}-body`, problem.body, true)}
                  />
                </FormField>
              </fieldset>
            );
          })}
          <p className="text-sm text-stone-600">
            {t('admin.bidderMessages.placeholders', {
              name: '{name}',
              property: '{property}',
              amount: '{amount}',
              agent: '{agent}',
              link: '{link}',
              deadline: '{deadline}',
            })}
          </p>
          <FormDialogFooter
            pending={send.isPending}
            onCancel={onClose}
            cancelLabel={t('action.cancel')}
            submitLabel={t('admin.bidderMessages.send', { count: countDe.format(recipients.length) })}
            pendingLabel={t('admin.bidderMessages.sending')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
