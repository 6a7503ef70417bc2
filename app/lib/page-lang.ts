import type { Lang } from "../../domain/i18n.ts";

/** Set per build by vite.config.ts: each language's pages come from a build of their own (scripts/build/build.ts). */
declare const __SITE_LANG__: Lang;

/** The language of the pages this build renders. */
export const pageLang: Lang = __SITE_LANG__;
