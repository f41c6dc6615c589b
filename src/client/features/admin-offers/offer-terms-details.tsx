import { FileDown, ListChecks } from 'lucide-react';
import type { OfferPageItem } from '#shared/offers/admin-schemas.ts';
import type { PlainTranslationKey } from '#shared/translations/index.ts';
import { endpointUrl } from '#client/lib/admin-api-client.ts';
import { useI18n } from '#client/lib/i18n.tsx';
import { plural } from '#client/lib/plural.ts';
import { useMay } from '#client/lib/use-may.ts';

const FINANCING_LABELS: Record<string, PlainTranslationKey> = {
  'own-funds': 'offer.terms.financingOwnFunds',
  'financing-confirmed': 'offer.terms.financingConfirmed',
  'financing-in-progress': 'offer.terms.financingInProgress',
};

const countDe = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** 1,2 MB · 340 KB (the admin writes numbers the German way). */
function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${countDe.format(bytes / (1024 * 1024))} MB`
    : `${countDe.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/** 2027-05-01 → 01.05.2027. */
function dateDe(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/**
 * The bidder's terms of one offer (decision 0070), closed under the name until the agent opens
 * them; the proof of funds is a download (an attachment, never shown inline).
 */
export function OfferTermsDetails({ offer }: { offer: Pick<OfferPageItem, 'id' | 'terms'> }) {
  const { t, language } = useI18n();
  const mayDownload = useMay()('downloadOfferProof');
  const { terms } = offer;
  if (!terms) return null;
  const rows: Array<[string, React.ReactNode]> = [];
  if (terms.financing) rows.push([t('offer.terms.financing'), t(FINANCING_LABELS[terms.financing]!)]);
  if (terms.handoverDate) rows.push([t('admin.offers.terms.handoverDate'), dateDe(terms.handoverDate)]);
  if (terms.bindingDays !== null) {
    rows.push([
      t('admin.offers.terms.bindingDays'),
      plural(t, language, 'admin.offers.terms.days', terms.bindingDays, { days: terms.bindingDays }),
    ]);
  }
  if (terms.message) {
    rows.push([
      t('admin.offers.terms.message'),
      <span className="wrap-break-word whitespace-pre-line">{terms.message}</span>,
    ]);
  }
  if (terms.proofOfFunds) {
    const { fileName, sizeBytes } = terms.proofOfFunds;
    const label = t('admin.offers.terms.download', { name: fileName, size: fileSize(sizeBytes) });
    // The proof itself is for roles that may take personal data away; an assistant sees that there is one.
    rows.push([
      t('offer.terms.proof'),
      !mayDownload ? (
        <span className="wrap-anywhere">{label}</span>
      ) : (
        <a
          href={endpointUrl('downloadOfferProof', { params: { id: offer.id } })}
          download={fileName}
          className="inline-flex min-h-6 max-w-full items-start gap-1 font-medium text-ink underline underline-offset-2 hover:text-gold-deep"
        >
          <FileDown className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
          <span className="min-w-0 wrap-anywhere">{label}</span>
        </a>
      ),
    ]);
  }
  return (
    <details className="group mt-1 text-xs text-stone-700" data-offer-terms>
      <summary className="inline-flex min-h-6 cursor-pointer list-none items-center gap-1 rounded font-medium text-stone-600 hover:text-ink focus-visible:ring-2 focus-visible:ring-ink focus-visible:outline-none [&::-webkit-details-marker]:hidden">
        <ListChecks className="h-3 w-3 shrink-0 text-gold-deep" aria-hidden />
        {t('admin.offers.terms.show')}
      </summary>
      {/* Labels above their values, and a width of its own: the name column is narrow. */}
      <dl className="mt-1.5 flex w-48 max-w-full flex-col gap-2 rounded-md bg-stone-50 p-2.5">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-[0.7rem] font-medium tracking-wide text-stone-500 uppercase">{label}</dt>
            <dd className="mt-0.5 min-w-0 text-[0.8rem] text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
