/**
 * robots.txt: crawlers stay out of the admin, the sign-in page and the API (/api/ covers
 * /api/admin); the sitemap is named by its full address, as sitemaps.org requires.
 */
export function renderRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /login',
    'Disallow: /api/',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
