import type { Language } from '#shared/languages.ts';
import type { SellerView } from '#shared/seller-view/schemas.ts';
import type { Translate } from '#client/lib/i18n.tsx';
import { BidLogList } from '#client/components/bid-log-list.tsx';

/**
 * The property's bid log as the seller sees it (decisions 0073, 0074): every offer and change of
 * the procedure, newest first, in the same words as the agent's log and the PDF, which the seller
 * can download in the language of the page.
 */
export function SellerBidLog({
  view,
  token,
  t,
  language,
}: {
  view: SellerView;
  token: string;
  t: Translate;
  language: Language;
}) {
  const pdfUrl = `/api/seller-view/${encodeURIComponent(token)}/bid-log.pdf?language=${language}`;
  return (
    <section aria-labelledby="seller-bid-log" className="grid gap-3" data-testid="seller-bid-log">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="seller-bid-log" className="text-xl font-semibold text-ink">
            {t('bidLog.title')}
          </h2>
          <p className="text-sm text-stone-600">{t('seller.logHint')}</p>
        </div>
        <a
          href={pdfUrl}
          download
          className="inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2"
          data-testid="seller-bid-log-pdf"
        >
          {t('seller.logPdf')}
        </a>
      </div>
      {view.bidLog.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-4 text-stone-600">{t('bidLog.empty')}</p>
      ) : (
        <BidLogList entries={view.bidLog} t={t} language={language} testId="seller-bid-log" />
      )}
    </section>
  );
}
