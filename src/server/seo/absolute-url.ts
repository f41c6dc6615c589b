/**
 * An http(s) address from one that may be relative to the site ('/uploads/x.jpg'). Crawlers and
 * link previews resolve nothing themselves; any other scheme (javascript:, data:) gives undefined.
 */
export function absoluteHttpUrl(url: string, origin: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, `${origin}/`);
  } catch {
    return undefined;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
}
