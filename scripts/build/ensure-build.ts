// `npm start` on a fresh clone (or after an edit) builds first; an up-to-date build starts at once.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const stamp = path.join(root, "build/client/.build-stamp");
// The build reads these (scripts/build/postbuild.ts runs after react-router build; vite.config.ts imports
// scripts/build/flag-assets.ts and scripts/build/build-time-routes.ts); .env holds the build-time SITE_URL and VITE_API_BASE.
const sources = [
  "app",
  "domain",
  "server/site-content/spec-sheets",
  "server/site-content/page-pipeline",
  "server/pdf",
  "public",
  "scripts/build/build.ts",
  "scripts/build/postbuild.ts",
  "scripts/build/seo-files.ts",
  "scripts/build/flag-assets.ts",
  "scripts/build/build-islands.ts",
  "scripts/build/build-time-routes.ts",
  "react-router.config.ts",
  "vite.config.ts",
  "package-lock.json",
  ".env",
];

function newestChange(entry: string): number {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(full).map((name) => newestChange(path.join(entry, name))));
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (Math.max(...sources.map(newestChange)) > builtAt) {
  console.log("No current build: building the site first.");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}
