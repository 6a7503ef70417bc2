import type { Config } from "@react-router/dev/config";
import { prerenderPaths, productNotFoundPath } from "./app/content/site-map.ts";

export default {
  ssr: false,
  // Every route becomes static HTML; "/404" gives the catch-all a real page to serve with status 404.
  prerender: [...prerenderPaths, productNotFoundPath, "/404"],
} satisfies Config;
