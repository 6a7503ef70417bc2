// The phone input's flags as files of our own: country-flag-icons' 3:2 SVGs for the countries of the list,
// emitted into the client build under a folder named by their content hash (so the server caches them for a
// year like the rest of assets/) and served from node_modules by the dev server. Flags never come from
// another host, and each one is fetched only when an <img> of it is shown.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";
import { countries } from "#domain/countries/country-list.ts";

/** The folder of the flags in the client build, under assets/; its name ends with the content hash. */
export const flagFolderPrefix = "assets/flags-";

const packageDir = path.dirname(createRequire(import.meta.url).resolve("country-flag-icons/package.json"));

/** `in.svg` → the SVG of India, for every country of the phone input. */
export function flagFiles(): Map<string, Buffer> {
  return new Map(
    countries.map(({ iso2 }) => [
      `${iso2}.svg`,
      readFileSync(path.join(packageDir, "3x2", `${iso2.toUpperCase()}.svg`)),
    ]),
  );
}

/** Vite plugin: defines `__FLAG_BASE__` (the flags' URL folder) and ships the flag files. */
export function flagAssets(): Plugin {
  const files = flagFiles();
  const hash = createHash("sha256");
  for (const [name, data] of files) hash.update(name).update(data);
  const base = `/${flagFolderPrefix}${hash.digest("hex").slice(0, 8)}/`;
  return {
    name: "flag-assets",
    config: () => ({ define: { __FLAG_BASE__: JSON.stringify(base) } }),
    configureServer(server) {
      server.middlewares.use(base, (request, response, next) => {
        const data = files.get(request.url?.slice(1).split("?")[0] ?? "");
        if (!data) return next();
        response.setHeader("Content-Type", "image/svg+xml");
        response.end(data);
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const [name, source] of files) {
        this.emitFile({ type: "asset", fileName: `${base.slice(1)}${name}`, source });
      }
    },
  };
}
