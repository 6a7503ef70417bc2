import type { Lang } from "#domain/i18n.ts";
import type { Shown } from "#domain/site-content/texts.ts";

/** Set per build by vite.config.ts: each language's pages come from a build of their own (scripts/build/build.ts). */
declare const __SITE_LANG__: Lang;

/** The language of the pages this build renders. */
export const pageLang: Lang = __SITE_LANG__;

/** The lang attribute a text needs on this page: none in the page's language, "en" where English stands in. */
export function langOf(text: Shown): Lang | undefined {
  return text.lang === pageLang ? undefined : text.lang;
}
