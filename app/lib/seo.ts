import type { MetaDescriptor } from "react-router";

type PageMetaInput = {
  title: string;
  description: string;
  /** The page's path, e.g. "/about"; used for the canonical URL. */
  path: string;
};

/** The head tags of one page. Every route's `meta` export builds its tags here, so SEO rules live in one place. */
export function pageMeta({ title, description }: PageMetaInput): MetaDescriptor[] {
  return [{ title }, { name: "description", content: description }];
}
