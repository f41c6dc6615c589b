import { NotFoundPage } from '../features/not-found/not-found-page';
import { useLocation } from '../lib/router';
import SellerViewRoute from './seller-view-route';

/**
 * Paths no public route takes: the seller's view under /verkauf/ (decision 0074), else the 404
 * screen. The seller's view rides in this lazily loaded chunk rather than a chunk of its own: a
 * second-level lazy import would pull the bundler's preload helper into the first bundle.
 */
export default function NotFoundRoute() {
  const [path] = useLocation();
  return path.startsWith('/verkauf/') ? <SellerViewRoute path={path} /> : <NotFoundPage />;
}
