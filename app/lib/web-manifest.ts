import { company } from "#domain/company.ts";

/** The browser UI colour on phones and in the installed app; matches the icon background. */
export const themeColor = "#163224";

/** The web app manifest; scripts/build/seo-files.ts writes it to siteManifestUrl (domain/web-manifest-urls.ts) at build time. */
export const webManifest = {
  name: company.name,
  short_name: company.logo.primary,
  description: company.description,
  start_url: "/",
  display: "standalone",
  background_color: "#ffffff",
  theme_color: themeColor,
  icons: [
    { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};
