// Writes /sitemap.xml, /robots.txt, /site.webmanifest and the desk's own manifest into the built site: the sitemap
// from the content the build is made with (domain/site-content/sitemap.ts, which a publish writes again).
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { deskWebManifest } from "#app/desk/web-manifest.ts";
import { webManifest } from "#app/lib/web-manifest.ts";
import type { SiteContent } from "#domain/site-content/schema.ts";
import { sitemapXml } from "#domain/site-content/sitemap.ts";
import { absoluteUrl, siteUrl } from "#domain/site-url.ts";
import { deskManifestUrl, siteManifestUrl } from "#domain/web-manifest-urls.ts";

export function robotsTxt(): string {
  return `User-agent: *
Allow: /

Sitemap: ${absoluteUrl("/sitemap.xml")}
`;
}

export async function writeSeoFiles(root: string, content: SiteContent): Promise<void> {
  await Promise.all([
    writeFile(path.join(root, "sitemap.xml"), sitemapXml(content, siteUrl)),
    writeFile(path.join(root, "robots.txt"), robotsTxt()),
    writeFile(path.join(root, siteManifestUrl), `${JSON.stringify(webManifest, null, 2)}\n`),
    writeFile(path.join(root, deskManifestUrl), `${JSON.stringify(deskWebManifest, null, 2)}\n`),
  ]);
}
