import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // The footer's copyright year at pre-render time; the browser updates it after hydration.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
});
