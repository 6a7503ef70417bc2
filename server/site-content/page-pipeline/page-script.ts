// The scripts pre-rendered pages inline (allowed by their hashes, server/platform/security-headers.ts), compiled
// from app/boot/: written in TypeScript, so the type check and the linter see them, and built with the Vite the
// site is built with. Every page has the page script (page-behaviours.ts) and its Speculation Rules; a page with
// an island that starts on use has that script too (island-on-use.ts).
import path from "node:path";
import { build } from "vite";

const projectRoot = path.resolve(import.meta.dirname, "../../..");

/** The compiled inline scripts. */
export type PageScripts = { everyPage: string; onUse: string };

export async function compilePageScripts(): Promise<PageScripts> {
  return {
    everyPage: await compileInlineScript("app/boot/page-behaviours.ts"),
    onUse: await compileInlineScript("app/boot/island-on-use.ts"),
  };
}

async function compileInlineScript(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    root: projectRoot,
    logLevel: "warn",
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      copyPublicDir: false,
      // A classic script, its names in a function of its own: a page's inline scripts share the global scope.
      rolldownOptions: { input: entry, output: { format: "iife" } },
    },
  });
  if (Array.isArray(result) || !("output" in result)) throw new Error(`${entry}: one build expected`);
  const chunks = result.output.filter((file) => file.type === "chunk");
  const code = chunks[0]?.code.trim() ?? "";
  // A dynamic import() is fine in a classic script; a static import or export is not.
  if (chunks.length !== 1 || /^\s*(import|export)\b/m.test(code))
    throw new Error(`${entry} did not compile to one classic script`);
  if (code.includes("</script")) throw new Error(`${entry} compiled to code that would end its <script>`);
  return code;
}

/**
 * Moves between pages are plain links to pre-rendered pages; where the browser has the Speculation Rules API,
 * a link the visitor shows intent for (hover, pointer down) is prerendered, so the next page shows at once.
 * Never the owner's pages, the API, a spec sheet (PDF), or a photo's file: a product page's photos link to their
 * larger JPEG for browsers without JavaScript, and a prerender on hover or touch would fetch it beside the
 * gallery's own view. Browsers prerender only pages of the same site.
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: { not: { href_matches: ["/desk*", "/sign-in*", "/api/*", "/*.pdf", "/photos/*"] } },
      eagerness: "moderate",
    },
  ],
});
