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
