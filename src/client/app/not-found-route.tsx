import { NotFoundPage } from '../features/not-found/not-found-page';
import { useLocation } from '../lib/router';
import { ENTRY_CHECK_PATH } from '#shared/bid-log/entry-check.ts';
import EntryCheckRoute from './entry-check-route';
import SellerViewRoute from './seller-view-route';
import MyOffersRoute from './my-offers-route';
import { isMyOffersPath } from '#shared/my-offers/my-offers.ts';

/**
 * Paths no public route takes: the seller's view under /verkauf/ (decision 0074), a bidder's own
 * page under /meine-angebote/ (decision 0110), the bid log
 * check at /bietprotokoll (decision 0093), else the 404 screen. The seller's view rides in this lazily loaded chunk rather than a chunk of its own: a
 * second-level lazy import would pull the bundler's preload helper into the first bundle.
 */
export default function NotFoundRoute() {
  const [path] = useLocation();
  if (path.startsWith('/verkauf/')) return <SellerViewRoute path={path} />;
  if (isMyOffersPath(path)) return <MyOffersRoute path={path} />;
  if (path === ENTRY_CHECK_PATH) return <EntryCheckRoute />;
  return <NotFoundPage />;
}
