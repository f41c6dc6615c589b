import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  useContext,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

/**
 * The app's routes: the few screens there are (/, /pages/:slug, /login, /admin, …), matched on the
 * path of the address. Small on purpose: it is in the public page's first bundle, where a router
 * package cost ~2 KB gzip of a 90 KB budget (docs/decisions/0059-own-router.md).
 */

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}
export type Navigate = (to: string, options?: NavigateOptions) => void;

/** Where the app is and how it moves: the browser's address, a recorded one (tests), a fixed one (server). */
export interface RouterLocation {
  /** The path and search of the current address, e.g. '/admin?tab=offers'. */
  current: () => string;
  subscribe: (onChange: () => void) => () => void;
  navigate: Navigate;
}

const browserListeners = new Set<() => void>();

/** The browser's address bar: moves with history.pushState/replaceState and the back button. */
const browserLocation: RouterLocation = {
  current: () => window.location.pathname + window.location.search,
  subscribe(onChange) {
    browserListeners.add(onChange);
    window.addEventListener('popstate', onChange);
    return () => {
      browserListeners.delete(onChange);
      window.removeEventListener('popstate', onChange);
    };
  },
  navigate(to, options) {
    if (options?.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    browserListeners.forEach((listener) => listener());
  },
};

/** A fixed address: the page the server renders. */
export function staticLocation(address: string): RouterLocation {
  return { current: () => address, subscribe: () => () => undefined, navigate: () => undefined };
}

/** An address kept in memory that records where the app went (component tests). */
export function memoryLocation(start: string): RouterLocation & { history: string[] } {
  let address = start;
  const history = [start];
  const listeners = new Set<() => void>();
  return {
    history,
    current: () => address,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    navigate(to, options) {
      address = to;
      if (options?.replace) history[history.length - 1] = to;
      else history.push(to);
      listeners.forEach((listener) => listener());
    },
  };
}

const LocationContext = createContext<RouterLocation | null>(null);

/** Sets where the app is for what it wraps; without it, the app follows the browser's address. */
export function Router({ location, children }: { location: RouterLocation; children: ReactNode }) {
  return <LocationContext.Provider value={location}>{children}</LocationContext.Provider>;
}

function useRouterLocation(): RouterLocation {
  return useContext(LocationContext) ?? browserLocation;
}

export function useAddress(): [path: string, search: string, navigate: Navigate] {
  const location = useRouterLocation();
  const address = useSyncExternalStore(location.subscribe, location.current, location.current);
  const queryStart = address.indexOf('?');
  return queryStart < 0
    ? [address, '', location.navigate]
    : [address.slice(0, queryStart), address.slice(queryStart + 1), location.navigate];
}

/** The current path (without the search) and the function that goes elsewhere. */
export function useLocation(): [path: string, navigate: Navigate] {
  const [path, , navigate] = useAddress();
  return [path, navigate];
}

type Params = Record<string, string>;

/** The parameters a pattern names: '/pages/:slug' → { slug: string }. */
type ParamsOf<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? { [Key in Name]: string } & ParamsOf<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? { [Key in Name]: string }
    : Params;

/**
 * Whether `path` matches `pattern` ('/pages/:slug'): each ':name' takes one segment; a trailing
 * slash and letter case do not matter. The parameters come as they are in the address.
 */
export function matchPath(pattern: string, path: string): Params | null {
  const wanted = pattern.split('/').filter(Boolean);
  const given = path.split('/').filter(Boolean);
  if (wanted.length !== given.length) return null;
  const params: Params = {};
  for (const [index, part] of wanted.entries()) {
    const segment = given[index]!;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return params;
}

interface RouteProps<Pattern extends string = string> {
  /** No path: every address (the last route of a Switch). */
  path?: Pattern;
  component?: ComponentType;
  children?: ReactNode | ((params: ParamsOf<Pattern>) => ReactNode);
}

function renderRoute({ component: Component, children }: RouteProps, params: Params): ReactNode {
  if (Component) return <Component />;
  return typeof children === 'function' ? children(params) : children;
}

/** What to show at `path`; inside a Switch, the first route that matches is shown. */
export function Route<Pattern extends string>(props: RouteProps<Pattern>) {
  const [path] = useLocation();
  const params = props.path === undefined ? {} : matchPath(props.path, path);
  return params ? renderRoute(props as RouteProps, params) : null;
}

function routesOf(children: ReactNode): ReactElement<RouteProps>[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return [];
    return child.type === Fragment ? routesOf(child.props.children) : [child as ReactElement<RouteProps>];
  });
}

/** Shows the first of its routes whose path matches the address. */
export function Switch({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  for (const route of routesOf(children)) {
    const params = route.props.path === undefined ? {} : matchPath(route.props.path, path);
    if (params) return renderRoute(route.props, params);
  }
  return null;
}

/** A link within the app: a plain click moves without loading the page; other clicks do what links do. */
export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const [, navigate] = useLocation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (event.defaultPrevented || modified) return;
    event.preventDefault();
    navigate(href);
  };
  return <a {...rest} href={href} onClick={follow} />;
}
