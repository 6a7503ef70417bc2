import type { Config } from "@react-router/dev/config";
import { prerenderPaths, productNotFoundPath, signInPath } from "./app/content/site-map.ts";

export default {
  ssr: false,
  // Every route becomes static HTML; "/404" gives the catch-all a real page to serve with status 404.
  // /sign-in is pre-rendered but stays out of the sitemap; the desk under /desk is never pre-rendered.
  prerender: [...prerenderPaths, signInPath, productNotFoundPath, "/404"],
} satisfies Config;
