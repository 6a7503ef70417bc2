/**
 * The site's public origin (no trailing slash), fixed at build time: canonical URLs, Open Graph tags,
 * structured data, the sitemap and robots.txt all derive from it. Set `SITE_URL` when building for another
 * host. vite.config.ts inlines `process.env.SITE_URL` into the bundles; Node scripts read the real variable.
 */
export const siteUrl: string = normalizeSiteUrl(process.env.SITE_URL || "https://www.vardhanagro.example");

function normalizeSiteUrl(value: string): string {
  const url = new URL(value);
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`SITE_URL must be an http(s) URL, got ${value}`);
  }
  return url.origin;
}

/** The absolute URL of a path on this site. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl}/`).href;
}

/**
 * A path of this site as a URL carries it (RFC 3986): each character outside ASCII, and each ASCII one a URL
 * may not hold as it is, percent-encoded in UTF-8. A product's path holds no `%`, `?` or `#` (its slug's rule),
 * so the path keeps its meaning. Headers (a redirect's Location) take nothing else.
 */
export function encodedPath(path: string): string {
  return encodeURI(path);
}
