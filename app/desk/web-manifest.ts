import { company } from "#domain/company.ts";
import { deskPages } from "#domain/desk/api.ts";
import { deskWords } from "#domain/desk/words.ts";
import { themeColor, webManifest } from "../lib/web-manifest.ts";
import { deskWorker } from "./worker.ts";

/**
 * The desk as an app of its own on the owner's home screen: its manifest, linked by desk pages only.
 * Build-time only (desk pages import worker.ts, so the site's manifest stays out of the shared chunk):
 * scripts/build/seo-files.ts writes it to deskManifestUrl (domain/web-manifest-urls.ts).
 */
export const deskWebManifest = {
  id: deskPages.inbox,
  name: `${company.logo.primary} ${deskWords.brand}`,
  short_name: deskWords.brand,
  description: deskWords.appDescription,
  start_url: deskPages.inbox,
  scope: deskWorker.scope,
  display: "standalone",
  background_color: "#ffffff",
  theme_color: themeColor,
  icons: webManifest.icons,
};
