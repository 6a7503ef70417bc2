import type { MetaDescriptor } from "react-router";
import { company } from "../content/company.ts";
import { absoluteUrl } from "./site-url.ts";

/** The image link previews show when a page has none of its own (1200 × 630, public/og-image.png). */
export const defaultShareImage = {
  src: "/og-image.png",
  alt: `${company.name}: ${company.description}`,
  width: 1200,
  height: 630,
} as const;

export type ShareImage = { src: string; alt: string; width?: number; height?: number };

type PageMetaInput = {
  /** The page's own title; the company name is appended unless the title already holds it. */
  title: string;
  description: string;
  /** The page's path, e.g. "/about"; used for the canonical URL. */
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
  title,
  description,
  path,
  image = defaultShareImage,
  noIndex = false,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = title.includes(company.name) ? title : `${title} | ${company.name}`;
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image.src);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    noIndex ? { name: "robots", content: "noindex" } : { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: "en_IN" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
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
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];
}
