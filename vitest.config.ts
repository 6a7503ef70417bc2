import { defineConfig } from "vitest/config";
import { flagAssets } from "./scripts/build/flag-assets.ts";

// Kept apart from vite.config.ts: the reactRouter() plugin breaks component tests ("can't detect preamble").
export default defineConfig({
  plugins: [flagAssets()],
  resolve: { tsconfigPaths: true },
  // Unit tests see the English build (vite.config.ts sets both per language).
  define: { __SITE_LANG__: JSON.stringify("en") },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "domain/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/setup-unit.ts"],
    // Sign-in tests hash passwords with scrypt at its real cost (about 0.3 s each on two busy cores).
    testTimeout: 30_000,
  },
});
