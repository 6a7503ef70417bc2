// Where each web app manifest is served: the build writes them there (scripts/build/seo-files.ts) and the page
// pipeline links them (server/site-content/page-pipeline/page-pipeline.ts), at build time and at each publish.

/** The site's manifest, linked by every public page. */
export const siteManifestUrl = "/site.webmanifest";

/** The desk's own, linked by the desk's shell only: it installs as an app of its own. */
export const deskManifestUrl = "/desk.webmanifest";
