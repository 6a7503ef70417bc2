import type { SiteContent } from "../../domain/site-content/schema.ts";

export type SitePublisher = {
  /** Renders every public file of the content (pages in every language, 404 pages, sitemap.xml, spec sheet PDFs),
   *  then swaps them in at once; calls onProgress as files are done. Rejects (and changes nothing served) on failure. */
  publish(content: SiteContent, onProgress: (done: number, total: number) => void): Promise<void>;
  /** One page (a public path in any language, e.g. "/es/products/red-onions") rendered with this content. */
  preview(content: SiteContent, path: string): Promise<{ status: number; html: string }>;
};
