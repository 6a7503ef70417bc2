import type { Config } from "@react-router/dev/config";
import { ownersPaths } from "./domain/desk/team-api.ts";
import { buildLang } from "./domain/i18n.ts";
import { englishPaths, productNotFoundPath } from "./domain/page-paths.ts";

const lang = buildLang();

// Every route becomes static HTML; "/404" gives the catch-all a real page to serve with status 404.
// /sign-in (and its invitation and setup pages), in every language, is pre-rendered but stays out of the sitemap;
// the desk under /desk is never pre-rendered.
const english = {
  ssr: false,
  prerender: [...englishPaths, ...ownersPaths, productNotFoundPath, "/404"],
} satisfies Config;

// Another language's build (scripts/build/build.ts): the same pages under its prefix, its own 404 and sign-in pages too, into a folder of its own
// that the build then merges into build/client.
const translated = {
  ssr: false,
  basename: `/${lang}`,
  buildDirectory: `build/lang-${lang}`,
  prerender: [...englishPaths, ...ownersPaths, productNotFoundPath, "/404"],
} satisfies Config;

export default lang === "en" ? english : translated;
