import { useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { useNearViewport } from '../../lib/use-near-viewport';
import { loadOfferForm } from './load-offer-form';
import type * as OfferFormModule from './offer-form';
import type { ContactPerson } from './contact-card';
import { useTimeLeft } from '../property-page/offer-deadline';

/** How far below the viewport the section may still be when its chunk starts loading. */
const LOAD_AHEAD = '1000px 0px';

/** The section's columns at their final size, empty but for a spinner, until the chunk is there. */
function OfferPlaceholder() {
  return (
    <>
      <div className="offer-intro" />
      <div className="offer-aside">
        <div className="offer-card offer-card-pending">
          <span className="spinner h-8 w-8" />
        </div>
      </div>
    </>
  );
}

/** In place of the form once the offer period has ended. */
function OfferClosed() {
  const { t } = useI18n();
  return (
    <div className="offer-closed">
      <h2 className="font-serif text-3xl leading-tight sm:text-4xl">{t('deadline.closedTitle')}</h2>
      <p className="mt-4 max-w-xl text-white/80">{t('error.offerPeriodEnded')}</p>
      <p className="mt-2 max-w-xl text-white/80">{t('deadline.closedText')}</p>
    </div>
  );
}

/**
 * #bidding. The section is here from the start (the 'Offer' links scroll to it and its height is
 * reserved); its content, the form with zod, react-hook-form and the dialog, is a chunk of its own
 * that loads as the section approaches the viewport or when the visitor heads for it.
 */
export function OfferSection({
  propertyId,
  auctionEndDate,
  contact,
}: {
  propertyId: string;
  auctionEndDate: string;
  contact?: ContactPerson;
}) {
  const { t } = useI18n();
  // After the end the server refuses offers (409): the form is not offered at all.
  const closed = useTimeLeft(auctionEndDate).closed;
  const [ref, near] = useNearViewport<HTMLElement>(LOAD_AHEAD);
  const [chunk, setChunk] = useState<typeof OfferFormModule | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!near || closed) return;
    let active = true;
    loadOfferForm(attempt).then(
      (module) => active && setChunk(module),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [near, attempt, closed]);

  const Content = chunk?.OfferSectionContent;
  return (
    <section id="bidding" ref={ref} tabIndex={-1} className="offer-section">
      <div className="container-page offer-grid">
        {closed ? (
          <OfferClosed />
        ) : Content ? (
          <Content propertyId={propertyId} contact={contact} />
        ) : failed ? (
          <div className="offer-aside offer-failed" role="alert">
            <p className="text-white/80">{t('error.generic')}</p>
            <button
              type="button"
              className="btn btn-gold"
              onClick={() => {
                setFailed(false);
                setAttempt((value) => value + 1);
              }}
            >
              {t('action.retry')}
            </button>
          </div>
        ) : (
          <OfferPlaceholder />
        )}
      </div>
    </section>
  );
}
