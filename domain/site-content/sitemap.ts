// The site's sitemap.xml from the owner's content: every public page in every language, her products' pages
// among them, each with its alternates (all its language versions and English as x-default), as search engines
// read hreflang from a sitemap. The build writes it from the defaults; a publish writes it from her content.
import { langCodes, localePath } from "../i18n.ts";
import { staticPaths } from "../page-paths.ts";
import { type SiteContent, slugOf } from "./schema.ts";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Every public page at the spec's routes, in English: the fixed pages, then her products in her order. */
export function englishPagesOf(content: SiteContent): string[] {
  return [...staticPaths, ...content.products.map((product) => `/products/${slugOf(product.name.en)}`)];
}

/**
 * The sitemap of the content's pages on the site at siteUrl (an origin: "https://www.example.com"), each with
 * its lastmod where `lastModified` holds one for its path ("/es/products/red-onions").
 */
export function sitemapXml(
  content: SiteContent,
  siteUrl: string,
  lastModified: ReadonlyMap<string, string> = new Map(),
): string {
  const absolute = (path: string) => escapeXml(new URL(path, `${siteUrl}/`).href);
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${absolute(path)}"/>`;
  const urls = englishPagesOf(content).flatMap((english) => {
    const versions = langCodes.map((lang) => ({ lang, path: localePath(lang, english) }));
    const alternates = [...versions.map((v) => link(v.lang, v.path)), link("x-default", english)].join("");
    return versions.map((v) => {
      const date = lastModified.get(v.path);
      return `  <url><loc>${absolute(v.path)}</loc>${date ? `<lastmod>${date}</lastmod>` : ""}${alternates}</url>`;
    });
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}
