import path from "node:path";
import { defineConfig } from "vitest/config";

// Deployment tests run the real programs a server runs (Caddy, the built server, the owner's CLI), one file at
// a time like the fault suite, and against the same build.
export default defineConfig({
  root: path.resolve(import.meta.dirname, "../.."),
  test: {
    include: ["tests/deploy/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    globalSetup: ["tests/support/build-site.ts"],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
