// The owner's content as the pages' loaders read it: what the publisher renders with (server/site-content/),
// or at build time, when nothing is given, the defaults the build pre-renders.
import { createContext, type RouterContextProvider } from "react-router";
import { defaultSiteContent } from "../../domain/site-content/defaults";
import type { SiteContent } from "../../domain/site-content/schema";

export const siteContentContext = createContext<SiteContent | null>(null);

let defaults: SiteContent | undefined;

export function siteContentOf(context: Readonly<RouterContextProvider>): SiteContent {
  const given = context.get(siteContentContext);
  if (given) return given;
  defaults ??= defaultSiteContent();
  return defaults;
}
