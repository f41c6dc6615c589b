import { ENDPOINTS, type EndpointName } from './endpoints';

/** The fixed start of an endpoint's path, before its first parameter: matches all its URLs. */
export function pathPrefixOf(name: EndpointName): string {
  return ENDPOINTS[name].path.split(':')[0] ?? '';
}

export type PathParams = Record<string, string>;
export type QueryParams = Record<string, string | undefined>;

/** An endpoint's path with its `:name` parameters filled in (encoded) and the query appended. */
export function urlOf(name: EndpointName, params?: PathParams, query?: QueryParams): string {
  const path = ENDPOINTS[name].path.replace(/:([A-Za-z]+)/g, (_match, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`${name}: missing path parameter ${key}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, value);
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}
