import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageSpinner } from '../components/ui/spinner';
import { ContentPage } from '../features/content-page/content-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { PropertyPage } from '../features/property-page/property-page';
import { useT } from '../lib/i18n';

// Visitors of / never download admin code: these are separate chunks.
const LoginRoute = lazy(() => import('./login-route'));
const AdminRoute = lazy(() => import('./admin-route'));

export function AppRoutes() {
  const t = useT();
  return (
    <Suspense fallback={<PageSpinner label={t('ui.loading', 'Wird geladen…')} />}>
      <Switch>
        <Route path="/" component={PropertyPage} />
        <Route path="/pages/:slug">{(params) => <ContentPage slug={params.slug} />}</Route>
        {/* The offer form links to /agb and /datenschutz (SPEC §2): they show those pages. */}
        <Route path="/agb">{() => <ContentPage slug="agb" />}</Route>
        <Route path="/datenschutz">{() => <ContentPage slug="datenschutz" />}</Route>
        <Route path="/login" component={LoginRoute} />
        <Route path="/admin" component={AdminRoute} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
