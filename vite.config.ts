import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // app/lib/site-url.ts reads SITE_URL; inline it so the pre-rendered HTML and the hydrated page agree.
  define: { "process.env.SITE_URL": JSON.stringify(process.env.SITE_URL ?? "") },
});
