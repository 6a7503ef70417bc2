// `npm run build`: one React Router build per language, merged into build/client, then the postbuild.
// Each language is its own build because "~/lang/…" resolves to that language's catalogues
// (vite.config.ts): a page's code then holds only its own language's words, and the route manifest every page
// loads has no route more than the English site's. The other languages build with the basename /<code>
// (react-router.config.ts) into build/lang-<code>; their pages and chunks are copied over, and Vite's
// manifests merged (each language's keys prefixed with its code) for scripts/checks/budgets.ts, with each language's
// islands (scripts/build/build-islands.ts).
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Manifest } from "vite";
import { ownersPaths } from "#domain/desk/team-api.ts";
import { type Lang, languages, localePath, prefixedLangs } from "#domain/i18n.ts";
import { productNotFoundPath, translatedPages } from "#domain/page-paths.ts";
import { buildIslands } from "./build-islands.ts";

const root = path.resolve(import.meta.dirname, "../..");
const cli = path.join(root, "node_modules/@react-router/dev/bin.cjs");
const client = path.join(root, "build/client");
const manifestOf = (dir: string) => path.join(dir, ".vite/manifest.json");

function reactRouterBuild(lang: string) {
  execFileSync(process.execPath, [cli, "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", SITE_LANG: lang },
  });
}

// Each language's server build is kept (build/server/<code>/): the site publisher (server/site-content/) renders
// the owner's published content with it at run time, as the pre-render does with the defaults.
const serverBuilds = path.join(root, "build/server");
function keepServerBuild(lang: Lang, built: string) {
  mkdirSync(serverBuilds, { recursive: true });
  renameSync(built, path.join(serverBuilds, lang));
}

rmSync(serverBuilds, { recursive: true, force: true });
reactRouterBuild("en");
renameSync(serverBuilds, path.join(root, "build/server-en"));
keepServerBuild("en", path.join(root, "build/server-en"));
const manifest = JSON.parse(readFileSync(manifestOf(client), "utf8")) as Manifest;
for (const lang of Object.keys(languages) as Lang[]) Object.assign(manifest, await buildIslands(root, lang));
for (const lang of prefixedLangs) {
  const buildDir = path.join(root, `build/lang-${lang}`);
  reactRouterBuild(lang);
  const langClient = path.join(buildDir, "client");
  // Chunks are named by their content: a chunk both builds share is the same file.
  cpSync(path.join(langClient, "assets"), path.join(client, "assets"), { recursive: true });
  for (const page of translatedPages) {
    const url = localePath(lang, page);
    cpSync(path.join(langClient, url, "index.html"), path.join(client, url, "index.html"));
  }
  // Its NotFound and Product Not Found pages, which the server sends with status 404 under its prefix, and its
  // sign-in pages (kept out of the sitemap).
  for (const page of ["/404", productNotFoundPath, ...ownersPaths]) {
    const file = path.join(localePath(lang, page), "index.html");
    cpSync(path.join(langClient, file), path.join(client, file));
  }
  const own = JSON.parse(readFileSync(manifestOf(langClient), "utf8")) as Manifest;
  const key = (k: string) => `${lang}:${k}`;
  for (const [k, chunk] of Object.entries(own)) {
    manifest[key(k)] = {
      ...chunk,
      imports: chunk.imports?.map(key),
      dynamicImports: chunk.dynamicImports?.map(key),
    };
  }
  keepServerBuild(lang, path.join(buildDir, "server"));
  rmSync(buildDir, { recursive: true, force: true });
}
writeFileSync(manifestOf(client), JSON.stringify(manifest));
if (readdirSync(client).length === 0) throw new Error("build/client is empty");
execFileSync(process.execPath, ["--env-file-if-exists=.env", "scripts/build/postbuild.ts"], {
  cwd: root,
  stdio: "inherit",
});
