import type { CompanyView } from "#app/lib/page-content.ts";
import { organizationJsonLd } from "#app/lib/structured-data.ts";
import { themeColor } from "#app/lib/web-manifest.ts";

/**
 * Head tags shared by every page (icons, theme colour, site-wide structured data). The manifest link is the
 * build's (server/site-content/page-pipeline/page-pipeline.ts): the desk's shell links the desk's own.
 */
export function DocumentHead({ company }: { company: CompanyView }) {
  // "<" is escaped so no company text can close the script element.
  const organizationJson = JSON.stringify(organizationJsonLd(company)).replace(/</g, "\\u003c");
  return (
    <>
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <meta name="theme-color" content={themeColor} />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD built from our own typed content
        dangerouslySetInnerHTML={{ __html: organizationJson }}
      />
    </>
  );
}
