// Writes /sitemap.xml, /robots.txt, /site.webmanifest and the desk's own manifest into the built site, from the
// same route and product lists that feed the pre-render, so a new product or page is listed without a second edit.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { deskManifestUrl, deskWebManifest } from "../../../app/desk/web-manifest.ts";
import { siteManifestUrl, webManifest } from "../../../app/lib/web-manifest.ts";
import { englishPaths } from "../../../domain/content/site-map.ts";
import { langCodes, localePath } from "../../../domain/i18n.ts";
import { absoluteUrl } from "../../../domain/site-url.ts";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Every page in every language, each with its alternates (all its language versions and English as
 * x-default), as search engines read hreflang from a sitemap. `paths` are the English pages; every page is
 * in every language. The build lists the defaults' pages, the site publisher those of the owner's content.
 */
export function sitemapXml(paths: readonly string[]): string {
  const link = (hreflang: string, p: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(p))}"/>`;
  const urls = paths.flatMap((english) => {
    const versions = langCodes.map((lang) => ({ lang, path: localePath(lang, english) }));
    const alternates = [...versions.map((v) => link(v.lang, v.path)), link("x-default", english)].join("");
    return versions.map((v) => `  <url><loc>${escapeXml(absoluteUrl(v.path))}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}

export function robotsTxt(): string {
  return `User-agent: *
Allow: /

Sitemap: ${absoluteUrl("/sitemap.xml")}
`;
}

export async function writeSeoFiles(root: string): Promise<void> {
  await Promise.all([
    writeFile(path.join(root, "sitemap.xml"), sitemapXml(englishPaths)),
    writeFile(path.join(root, "robots.txt"), robotsTxt()),
    writeFile(path.join(root, siteManifestUrl), `${JSON.stringify(webManifest, null, 2)}\n`),
    writeFile(path.join(root, deskManifestUrl), `${JSON.stringify(deskWebManifest, null, 2)}\n`),
  ]);
}
