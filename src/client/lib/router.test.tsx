import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link, matchPath, memoryLocation, Route, Router, Switch } from './router';
import { useSearchParams } from './search-params';

describe('matchPath', () => {
  it('matches fixed segments regardless of case and a trailing slash, and names the parameters', () => {
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/admin', '/Admin/')).toEqual({});
    expect(matchPath('/pages/:slug', '/pages/impressum')).toEqual({ slug: 'impressum' });
    expect(matchPath('/admin/preview/:id', '/admin/preview/7')).toEqual({ id: '7' });
  });

  it('refuses other paths, longer or shorter ones included', () => {
    expect(matchPath('/', '/foo')).toBeNull();
    expect(matchPath('/admin', '/administrator')).toBeNull();
    expect(matchPath('/pages/:slug', '/pages')).toBeNull();
    expect(matchPath('/pages/:slug', '/pages/a/b')).toBeNull();
  });
});

function Screens() {
  return (
    <Switch>
      <Route path="/">home</Route>
      <Route path="/pages/:slug">{(params) => `page ${params.slug}`}</Route>
      <Route>not found</Route>
    </Switch>
  );
}

describe('Switch and Link', () => {
  it('shows the first matching route and moves on a plain click without leaving the page', () => {
    const location = memoryLocation('/');
    render(
      <Router location={location}>
        <Link href="/pages/agb">AGB</Link>
        <Screens />
      </Router>,
    );
    expect(screen.getByText('home')).toBeTruthy();
    const click = fireEvent.click(screen.getByRole('link', { name: 'AGB' }));
    expect(click).toBe(false); // the browser's own navigation was prevented
    expect(screen.getByText('page agb')).toBeTruthy();
    expect(location.history).toEqual(['/', '/pages/agb']);
    act(() => location.navigate('/nope'));
    expect(screen.getByText('not found')).toBeTruthy();
  });

  it('leaves a click with a modifier key (a new tab) to the browser', () => {
    const location = memoryLocation('/');
    render(
      <Router location={location}>
        <Link href="/pages/agb">AGB</Link>
        <Screens />
      </Router>,
    );
    const click = fireEvent.click(screen.getByRole('link', { name: 'AGB' }), { ctrlKey: true });
    expect(click).toBe(true);
    expect(screen.getByText('home')).toBeTruthy();
    expect(location.history).toEqual(['/']);
  });
});

function TabSwitch() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams(params.get('tab') ? {} : { tab: 'offers' }, { replace: true })}>
      {params.get('tab') ?? 'first'}
    </button>
  );
}

describe('useSearchParams', () => {
  it('reads the search and replaces it, keeping the path', () => {
    const location = memoryLocation('/admin');
    render(
      <Router location={location}>
        <TabSwitch />
      </Router>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(screen.getByRole('button', { name: 'offers' })).toBeTruthy();
    expect(location.history).toEqual(['/admin?tab=offers']);
    fireEvent.click(screen.getByRole('button', { name: 'offers' }));
    expect(location.history).toEqual(['/admin']);
  });
});
