import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: {
    // The footer's copyright year at pre-render time; the browser updates it after hydration.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // app/lib/site-url.ts reads SITE_URL; inline it so the pre-rendered HTML and the hydrated page agree.
    "process.env.SITE_URL": JSON.stringify(process.env.SITE_URL ?? ""),
  },
});
