import type { MetaDescriptor } from "react-router";
import { defaultLang, type Lang, langCodes, languages, localePath } from "#domain/i18n.ts";
import { companyNamed } from "#domain/site-content/company-named.ts";
import { absoluteUrl } from "#domain/site-url.ts";
import type { CompanyView } from "./page-content.ts";
import { pageLang } from "./page-lang.ts";

/** The image link previews show when a page has none of its own (1200 × 630, public/og-image.png). */
export function defaultShareImage(company: CompanyView): ShareImage {
  return {
    src: "/og-image.png",
    alt: `${company.name}: ${company.description.text}`,
    width: 1200,
    height: 630,
  };
}

export type ShareImage = { src: string; alt: string; width?: number; height?: number };

type PageMetaInput = {
  /** The company's facts (the root route's data: companyOf(matches)). */
  company: CompanyView;
  /** The page's own title; the company name is appended unless the title already holds it. */
  title: string;
  description: string;
  /** The page's path without its language prefix, e.g. "/about": the canonical URL and the alternates. */
  path: string;
  /** The picture link previews show; the site's share image by default. */
  image?: ShareImage;
  /** For error pages (NotFound, Product Not Found): asks search engines to leave them out; no canonical. */
  noIndex?: boolean;
};

/**
 * The head tags of one page: title, description, canonical URL, Open Graph and Twitter card.
 * Every route's `meta` export builds its tags here, so SEO rules live in one place.
 */
export function pageMeta({
  company,
  title,
  description,
  path,
  image = defaultShareImage(company),
  noIndex = false,
}: PageMetaInput): MetaDescriptor[] {
  const named = companyNamed(title, company.name);
  const fullTitle = named.includes(company.name) ? named : `${named} | ${company.name}`;
  const summary = companyNamed(description, company.name);
  const lang = pageLang;
  const url = absoluteUrl(localePath(lang, path));
  const imageUrl = absoluteUrl(image.src);
  return [
    { title: fullTitle },
    { name: "description", content: summary },
    ...(noIndex
      ? [{ name: "robots", content: "noindex" }]
      : [{ tagName: "link", rel: "canonical", href: url }, ...alternateLinks(path)]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: languages[lang].locale },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: summary },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:alt", content: image.alt },
    ...(image.width && image.height
      ? [
          { property: "og:image:width", content: String(image.width) },
          { property: "og:image:height", content: String(image.height) },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: summary },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];
}

/**
 * The page in every language, English also as the default for any other (hreflang): every version lists all
 * of them, itself included, so each link is answered by one back.
 */
export function alternateLinks(path: string): MetaDescriptor[] {
  const link = (hrefLang: string, lang: Lang) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href: absoluteUrl(localePath(lang, path)),
  });
  return [...langCodes.map((lang) => link(lang, lang)), link("x-default", defaultLang)];
}
