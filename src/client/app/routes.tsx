import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { noteLoading } from '../lib/lazy-part';
import { Route, Switch, useLocation } from '../lib/router';
import { PageLoader } from '../components/ui/page-loader';
import { preloadOfferForm } from '../features/offer-form/load-offer-form';
import { OfferSection } from '../features/offer-form/offer-section';
import { useFeaturedProperty, useSeveralProperties } from '../features/property-page/api/use-properties';
import { PropertyPage } from '../features/property-page/property-page';
import { SiteLayout } from '../features/site-chrome/site-layout';
import { TopBar } from '../features/site-chrome/top-bar';
import { useT } from '../lib/i18n';
import { TranslationsReady } from '../lib/translations-ready';
import { afterZodConfig } from '../lib/zod-ready';

// Visitors of / never download admin code: these are separate chunks (with zod configured first).
const LoginRoute = lazy(() => afterZodConfig(() => import('./login-route')));
const AdminRoute = lazy(() => afterZodConfig(() => import('./admin-route')));
const AdminPreviewRoute = lazy(() => import('./admin-preview-route'));
// Not needed for / either: a small chunk each, behind the same top bar and footer.
// (The screens the server renders note their downloads: a change of language waits for them.)
const ContentPage = lazy(() => noteLoading(import('./content-page-route')));
// The 404 screen, and under /verkauf/ the seller's view (a chunk of its own behind it).
const NotFoundPage = lazy(() => noteLoading(import('./not-found-route')));
// A property's own page: / keeps its first bundle as small as it was.
const PropertyRoutes = lazy(() => noteLoading(import('./property-routes')));

function ScreenLoader() {
  const t = useT();
  return <PageLoader label={t('ui.loading')} />;
}

function HomeRoute() {
  // The 'Offer' link leads to the form, which exists only while a property is shown.
  const shown = useFeaturedProperty();
  const several = useSeveralProperties();
  return (
    <SiteLayout
      topBar={
        <TopBar
          variant="home"
          hasOfferForm={Boolean(shown.data)}
          onOfferIntent={preloadOfferForm}
          overviewLink={several}
        />
      }
    >
      <PropertyPage
        onOfferIntent={preloadOfferForm}
        renderOffer={(property) => (
          <OfferSection
            propertyId={property.id}
            auctionEndDate={property.auctionEndDate}
            awardedAt={property.awardedAt ?? null}
            finalRoundEndsAt={property.finalRoundEndsAt ?? null}
            contact={property}
          />
        )}
      />
    </SiteLayout>
  );
}

/** Content pages and the 404 screen: the same top bar and footer around a lazily loaded screen. */
function ScreenRoute({ children }: { children: ReactNode }) {
  return (
    <SiteLayout topBar={<TopBar variant="page" />}>
      <Suspense fallback={<ScreenLoader />}>{children}</Suspense>
    </SiteLayout>
  );
}

/**
 * A new screen starts at its top (links in the footer are far down the page), and after a move
 * within the app focus goes to its main heading once it shows: otherwise focus stays on a link
 * that is gone, and a screen reader says nothing of the new page (reading the focused heading is
 * its announcement). The first load keeps the browser's own start; an address with a #target is
 * left to the browser.
 */
function useArrivalOnNavigation() {
  const [location] = useLocation();
  useEffect(() => {
    const moved = shownPath !== undefined && shownPath !== location;
    shownPath = location;
    // On the first load the page stays where the visitor is: on a slow phone they may have
    // scrolled far down before the app starts, and being thrown back to the top loses them.
    if (!moved || window.location.hash) return;
    window.scrollTo(0, 0);
    // A move on before the heading showed leaves two waits: both focus the heading that shows.
    void import('../lib/focus-main-heading').then((module) => module.focusMainHeadingOnceShown());
  }, [location]);
}
/** The path of the screen shown last: none before the first. */
let shownPath: string | undefined;

export function AppRoutes() {
  const [path] = useLocation();
  useArrivalOnNavigation();
  const loader = <ScreenLoader />;
  return (
    <Suspense fallback={loader}>
      <Switch>
        <Route path="/login" component={LoginRoute} />
        <Route path="/admin" component={AdminRoute} />
        {/* An invitation to the team: chosen in the sign-in page's chunk (login-route.tsx). */}
        <Route path="/einladung/:token" component={LoginRoute} />
        <Route>
          <TranslationsReady fallback={loader}>
            <Switch>
              <Route path="/" component={HomeRoute} />
              <Route path="/admin/preview/:id">{(params) => <AdminPreviewRoute id={params.id} />}</Route>
              <Route path="/pages/:slug">
                {(params) => (
                  <ScreenRoute>
                    <ContentPage slug={params.slug} />
                  </ScreenRoute>
                )}
              </Route>
              {/* The offer form links to /agb and /datenschutz: they show those pages. */}
              <Route path="/agb">
                <ScreenRoute>
                  <ContentPage slug="agb" />
                </ScreenRoute>
              </Route>
              <Route path="/datenschutz">
                <ScreenRoute>
                  <ContentPage slug="datenschutz" />
                </ScreenRoute>
              </Route>
              {/* The overview and the properties' own pages (their chunk tells them apart); else the 404 screen. */}
              <Route>
                {path.startsWith('/immobilien') ? (
                  <PropertyRoutes />
                ) : (
                  <ScreenRoute>
                    <NotFoundPage />
                  </ScreenRoute>
                )}
              </Route>
            </Switch>
          </TranslationsReady>
        </Route>
      </Switch>
    </Suspense>
  );
}
