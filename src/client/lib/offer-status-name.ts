import type { OfferStatus } from '#shared/offers/offer-status.ts';
import { useT } from './i18n';

/** The status names of an offer, in the admin's language: the offers list and a person's page. */
export function useStatusName(): (status: OfferStatus) => string {
  const t = useT();
  return (status) =>
    ({
      new: t('admin.offers.status.new'),
      contacted: t('admin.offers.status.contacted'),
      accepted: t('admin.offers.status.accepted'),
      declined: t('admin.offers.status.declined'),
    })[status];
}
