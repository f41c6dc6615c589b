import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { DOCUMENT_TERMS_MAX_CHARS, type DocumentTerms } from '#shared/documents/access-schemas.ts';
import { formatCommissionRate, isCommissionFree } from '#shared/properties/buyer-commission.ts';
import { LANGUAGES } from '#shared/languages.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/input.tsx';
import { PendingButton } from '#client/components/ui/pending-button.tsx';
import { failureText } from '#client/lib/api-client.ts';
import { queryKeyOf, request } from '#client/lib/admin-api-client.ts';
import { ADMIN_QUERY_OPTIONS } from '#client/lib/admin-query-options.ts';
import type { Translate } from '#client/lib/i18n.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';

/**
 * The terms a visitor accepts before the property's documents "after accepting the terms" open,
 * one text per language; an empty field shows the text that applies instead as its placeholder
 * (the German one, else the template). Marked as a template the agency must have checked.
 */
export function DocumentTermsEditor({
  propertyId,
  t,
  editable,
}: {
  propertyId: string;
  t: Translate;
  editable: boolean;
}) {
  const uid = useId();
  const queryClient = useQueryClient();
  const failed = useFailureToast();
  const key = queryKeyOf('readDocumentTerms', { params: { id: propertyId } });
  const stored = useQuery({
    queryKey: key,
    queryFn: () => request('readDocumentTerms', { params: { id: propertyId } }),
    ...ADMIN_QUERY_OPTIONS,
  });
  const [edited, setEdited] = useState<DocumentTerms | null>(null);
  const save = useMutation({
    mutationFn: (terms: DocumentTerms) => request('updateDocumentTerms', { params: { id: propertyId }, body: terms }),
    retry: false,
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      setEdited(null);
      toast({ title: t('admin.documents.terms.saved'), variant: 'success' });
    },
    onError: (error) => failed(error, { title: t('admin.images.errorTitle'), description: failureText(error) }),
  });

  if (!stored.data) return null;
  const { terms, template, buyerCommission } = stored.data;
  const shown = edited ?? terms;
  const changed = edited !== null && LANGUAGES.some((language) => edited[language] !== terms[language]);
  const placeholder = (language: (typeof LANGUAGES)[number]) =>
    language === 'de' || !shown.de.trim() ? template[language] : shown.de;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (changed) save.mutate(shown);
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${uid}-title`}
      className="grid gap-3 border-t border-stone-200 pt-4"
    >
      <h4 id={`${uid}-title`} className="text-sm font-semibold text-ink">
        {t('admin.documents.terms.title')}
      </h4>
      <p className="text-xs leading-5 text-stone-600">{t('admin.documents.terms.hint')}</p>
      <p className="rounded-md border border-gold/40 bg-gold-soft px-3 py-2 text-xs leading-5 text-ink">
        {t('admin.documents.terms.template')}
      </p>
      {buyerCommission !== null && !isCommissionFree(buyerCommission) && (
        <p className="rounded-md border border-stone-300 bg-white px-3 py-2 text-xs leading-5 text-ink">
          {t('admin.documents.terms.commission', { rate: formatCommissionRate(buyerCommission, 'de') })}
        </p>
      )}
      {LANGUAGES.map((language) => (
        <FormField key={language} id={`${uid}-${language}`} label={t(`admin.documents.terms.${language}`)}>
          <Textarea
            id={`${uid}-${language}`}
            lang={language}
            rows={4}
            maxLength={DOCUMENT_TERMS_MAX_CHARS}
            readOnly={!editable}
            placeholder={placeholder(language)}
            value={shown[language]}
            onChange={(event) => setEdited({ ...shown, [language]: event.target.value })}
          />
        </FormField>
      ))}
      {editable && (
        <div>
          <PendingButton
            type="submit"
            size="sm"
            pending={save.isPending}
            pendingLabel={t('admin.saving')}
            disabled={!changed}
          >
            {t('admin.documents.terms.save')}
          </PendingButton>
        </div>
      )}
    </form>
  );
}
