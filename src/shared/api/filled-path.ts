export type PathParams = Record<string, string>;
export type QueryParams = Record<string, string | undefined>;

/** An endpoint's path (`pattern`, of the endpoint `name`) with its `:name` parameters filled in (encoded) and the query appended. */
export function filledPath(name: string, pattern: string, params?: PathParams, query?: QueryParams): string {
  const path = pattern.replace(/:([A-Za-z]+)/g, (_match, key: string) => {
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
