// What the site's server build offers the server at run time (app/entry.server.tsx): the server never imports
// the site, so the publisher (server/site-content/publisher.ts) loads each language's build by path and reaches
// its pages through this one function.
import type { SiteContent } from "./schema.ts";

/** A page as React renders it with the owner's content, before the build's page pipeline. */
export type RenderedPage = { status: number; html: string };

/** Renders a path of the build's language (with its prefix, as a visitor asks for it) with this content. */
export type PageRenderer = (path: string, content: SiteContent) => Promise<RenderedPage>;

/** The entry module of a language's server build: `build.entry.module`. */
export type RenderEntry = {
  /**
   * `build` is the server build itself (its index module); `paths` every page the renderer may be asked for,
   * without the language's prefix (as the build's pre-render list names them).
   */
  pageRenderer(build: unknown, paths: readonly string[]): PageRenderer;
};
