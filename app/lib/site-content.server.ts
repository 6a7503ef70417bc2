// The owner's content as the pages' loaders read it: what the publisher renders with (server/site-content/),
// or at build time, when nothing is given, the defaults the build pre-renders.
import { createContext, type RouterContextProvider } from "react-router";
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import type { SiteContent } from "#domain/site-content/schema.ts";

export const siteContentContext = createContext<SiteContent | null>(null);

let defaults: SiteContent | undefined;

export function siteContentOf(context: Readonly<RouterContextProvider>): SiteContent {
  const given = context.get(siteContentContext);
  if (given) return given;
  defaults ??= defaultSiteContent();
  return defaults;
}

/**
 * Whether React Router is rendering the desk's shell (its SPA fallback, rendered at "/" with the home page's
 * loader): the shell shows no public page, so it must carry none of its content in its hydration data.
 */
export function isDeskShell(request: Request): boolean {
  return request.headers.get("X-React-Router-SPA-Mode") === "yes";
}
