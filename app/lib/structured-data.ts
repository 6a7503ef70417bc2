import { absoluteUrl } from "#domain/site-url.ts";
import type { CompanyView } from "./page-content.ts";
import { pageLang } from "./page-lang.ts";

/** The logo search engines show for the company (a square PNG from public/). */
const logoPath = "/icon-512.png";

/** schema.org Organization for the whole site; DocumentHead puts it on every page. */
export function organizationJsonLd(company: CompanyView) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": absoluteUrl("/#organization"),
    name: company.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl(logoPath),
    description: company.description.text,
    inLanguage: pageLang,
    foundingDate: company.yearEstablished,
    email: company.email,
    telephone: company.phone.e164,
    address: postalAddress(company.address),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      email: company.email,
      telephone: company.phone.e164,
      areaServed: "Worldwide",
      availableLanguage: ["English", "Hindi", "Arabic", "Spanish", "French", "Russian"],
    },
    sameAs: [company.instagramUrl, company.whatsappUrl],
  };
}

/**
 * The address as schema.org wants it, from the lines the contact page shows: street lines, then a last
 * line "Region, Country". The company is Indian, so the country code is IN.
 */
function postalAddress(lines: readonly string[]) {
  const streetAddress = lines.slice(0, -1).join(", ");
  const addressRegion = lines.at(-1)?.split(",")[0]?.trim();
  const postalCode = /\b\d{6}\b/.exec(streetAddress)?.[0];
  return { "@type": "PostalAddress", streetAddress, addressRegion, postalCode, addressCountry: "IN" };
}
