import path from "node:path";
import { defineConfig } from "vitest/config";

// The fault suite drives the real server process (`node server/main.ts`), so it runs apart from the unit
// tests, one file at a time: parallel servers on 2 cores would measure each other, not the server.
// FAULTS_SCALE=full (npm run test:faults) runs the full sizes; `npm test` runs the short ones.
export default defineConfig({
  root: path.resolve(import.meta.dirname, "../.."),
  test: {
    include: ["tests/faults/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    globalSetup: ["tests/support/build-site.ts"],
    testTimeout: 300_000,
    hookTimeout: 60_000,
  },
});
