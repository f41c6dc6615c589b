import { Suspense, use, useCallback, useEffect, useState } from 'react';
import { ChunkFailure } from '#client/lib/chunk-failure.tsx';
import { lazyPart, noteLoading } from '#client/lib/lazy-part.tsx';
import { useI18n } from '#client/lib/i18n.tsx';
import { useOnNearViewport } from '#client/lib/use-near-viewport.ts';
import { offerFormWhenWanted, preloadOfferForm } from './load-offer-form';
import type { ContactPerson } from './contact-card';
import type * as OfferFormModule from './offer-form';
import type { OfferFormValues } from '#shared/offers/schemas.ts';
import { useOfferPeriodClosed } from '#client/lib/offer-deadline.ts';

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

/** In place of a form not yet responding once the offer period has ended; its own chunk. */
const LazyOfferClosed = lazyPart(
  () => import('./offer-closed').then((module) => module.OfferClosed),
  <div className="offer-closed offer-closed-placeholder" />,
);

function OfferLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div className="offer-aside offer-failed" role="alert">
      <p className="text-white/80">{t('error.generic')}</p>
      <button type="button" className="btn btn-gold" onClick={onRetry}>
        {t('action.retry')}
      </button>
    </div>
  );
}

/*
 * Until the form's chunk has made the server's markup live, a press of its submit button must not
 * send the form the browser's way (a page load with the visitor's data): it asks for the chunk instead.
 */
let formLive = false;
/** A submit pressed before then, sent again once the form is live. */
let heldSubmit: HTMLFormElement | null = null;

type OfferContentProps = { propertyId: string; contact?: ContactPerson; closed: boolean };
function holdSubmitUntilLive(event: Event) {
  if (formLive) return;
  event.preventDefault();
  if (event.target instanceof HTMLFormElement) heldSubmit = event.target;
  preloadOfferForm();
}

const TYPED_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'bidAmount',
  'handoverDate',
  'bindingDays',
  'message',
] as const;

/** What the visitor typed into the server's form so far (the form's code keeps it). */
function typedIntoServerForm(): Partial<OfferFormValues> | undefined {
  const form = typeof document === 'undefined' ? null : document.querySelector<HTMLFormElement>('#bidding form');
  if (!form) return undefined;
  const typed: Partial<OfferFormValues> = {};
  for (const name of TYPED_FIELDS) {
    const field = form.elements.namedItem(name);
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== '') {
      typed[name] = field.value;
    }
  }
  const financing = form.elements.namedItem('financing');
  // The form's rules check the value; this module stays without the terms' code (first load).
  if (financing instanceof RadioNodeList && financing.value !== '') {
    typed.financing = financing.value as OfferFormValues['financing'];
  }
  const terms = form.elements.namedItem('terms');
  if (terms instanceof HTMLInputElement && terms.checked) typed.terms = true;
  return typed;
}

/** The form's chunk, once wanted; a new download for each retry after a failure. */
const offerFormDownloads = new Map<number, Promise<typeof OfferFormModule>>();
function offerFormDownload(attempt: number) {
  let download = offerFormDownloads.get(attempt);
  if (!download) {
    download = noteLoading(offerFormWhenWanted(attempt));
    offerFormDownloads.set(attempt, download);
  }
  return download;
}

/** The form and the contact card, from their chunk (suspends until it is there). */
function OfferContent({ attempt, onLive, ...props }: OfferContentProps & { attempt: number; onLive: () => void }) {
  const module = use(offerFormDownload(attempt));
  // Read as React adopts the server's form, right before its fields are taken over.
  const [typed] = useState(typedIntoServerForm);
  useEffect(() => {
    formLive = true;
    onLive();
    const held = heldSubmit;
    heldSubmit = null;
    held?.requestSubmit();
  }, [onLive]);
  return <module.OfferSectionContent {...props} typed={typed} />;
}

/**
 * #bidding. The server renders the whole form, so it is there to read (and to reach with Tab) from
 * the first paint; its code (zod, react-hook-form, the dialog) is a chunk of its own that loads as
 * the section approaches the viewport or when the visitor heads for it, and only then does the
 * form respond. A page rendered in the browser shows a placeholder until then.
 */
export function OfferSection({
  propertyId,
  auctionEndDate,
  awardedAt = null,
  finalRoundEndsAt = null,
  contact,
}: {
  propertyId: string;
  auctionEndDate: string;
  /** Awarded to an offer (decision 0136): the section says so in place of the form, for good. */
  awardedAt?: string | null;
  /** A best-and-final round began (decision 0137): only its invited bidders offer, from their own page. */
  finalRoundEndsAt?: string | null;
  contact?: ContactPerson;
}) {
  const { t } = useI18n();
  // After the end the server refuses offers (409): a form not yet responding is not offered at all,
  // a responding one stays disabled. Neither this nor the section's nearing renders the section
  // again before the form's code is here: that would make React drop the server's form.
  const closed = useOfferPeriodClosed(auctionEndDate);
  const ref = useOnNearViewport<HTMLElement>(LOAD_AHEAD, preloadOfferForm);
  const [attempt, setAttempt] = useState(0);
  // Marks the section once the form responds (the markup is the server's until then).
  const [live, setLive] = useState(false);
  const markLive = useCallback(() => setLive(true), []);
  useEffect(() => {
    const section = ref.current;
    section?.addEventListener('submit', holdSubmitUntilLive, true);
    return () => section?.removeEventListener('submit', holdSubmitUntilLive, true);
  }, [ref]);

  return (
    <section id="bidding" ref={ref} tabIndex={-1} className="offer-section" data-form-live={live || undefined}>
      {!closed && awardedAt === null && finalRoundEndsAt === null && (
        <noscript>
          <p className="container-page offer-needs-script">{t('offer.needsScript')}</p>
        </noscript>
      )}
      {/* A form that responds keeps what was typed at the end, disabled and explained (decision 0112). */}
      {awardedAt !== null || finalRoundEndsAt !== null ? (
        <div className="container-page">
          <LazyOfferClosed because={awardedAt !== null ? 'awarded' : 'final-round'} />
        </div>
      ) : closed && !live ? (
        <div className="container-page">
          <LazyOfferClosed />
        </div>
      ) : (
        <div className="container-page offer-grid">
          {/* A failed download of the chunk shows a retry instead of the form. */}
          <ChunkFailure key={attempt} fallback={<OfferLoadFailed onRetry={() => setAttempt((value) => value + 1)} />}>
            <Suspense fallback={<OfferPlaceholder />}>
              <OfferContent
                attempt={attempt}
                onLive={markLive}
                propertyId={propertyId}
                contact={contact}
                closed={closed}
              />
            </Suspense>
          </ChunkFailure>
        </div>
      )}
    </section>
  );
}
