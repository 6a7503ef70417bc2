import { company } from "../content/company.ts";
import { themeColor, webManifest } from "../lib/web-manifest.ts";
import { deskPages } from "./api.ts";
import { deskContent } from "./content.ts";

/** The desk as an app of its own on the owner's home screen: its manifest, linked by desk pages only. */
export const deskManifestUrl = "/desk.webmanifest";

/** The desk's service worker (public/desk-sw.js): it shows pushed notifications; its scope is the desk alone. */
export const deskWorker = { script: "/desk-sw.js", scope: deskPages.inbox } as const;

/** scripts/postbuild/seo-files.ts writes it to deskManifestUrl at build time. */
export const deskWebManifest = {
  id: deskPages.inbox,
  name: `${company.logo.primary} ${deskContent.brand}`,
  short_name: deskContent.brand,
  description: deskContent.appDescription,
  start_url: deskPages.inbox,
  scope: deskWorker.scope,
  display: "standalone",
  background_color: "#ffffff",
  theme_color: themeColor,
  icons: webManifest.icons,
};
