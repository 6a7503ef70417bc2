// Compiles app/boot/start-after-paint.ts, the classic script that starts React's parked code after the first
// paint, into the few hundred minified bytes each page inlines: written in TypeScript, so the type check and
// the linter see it, and built with the Vite the site is built with.
import path from "node:path";
import { build } from "vite";
import { afterFirstPaint } from "../../../app/lib/after-first-paint.ts";

const projectRoot = path.resolve(import.meta.dirname, "../../..");
const entry = "app/boot/start-after-paint.ts";
/** The name the boot script calls app/lib/after-first-paint.ts's function by (a declared global). */
const callee = "afterFirstPaint";

export async function compileBootScript(): Promise<string> {
  const result = await build({
    configFile: false,
    root: projectRoot,
    logLevel: "warn",
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      copyPublicDir: false,
      // No imports or exports survive the bundle, so the chunk runs as a classic script.
      rolldownOptions: { input: entry, output: { format: "es" } },
    },
  });
  if (Array.isArray(result) || !("output" in result)) throw new Error(`${entry}: one build expected`);
  const chunks = result.output.filter((file) => file.type === "chunk");
  const code = chunks[0]?.code.trim() ?? "";
  if (chunks.length !== 1 || /^\s*(import|export)\b/m.test(code))
    throw new Error(`${entry} did not compile to one classic script`);
  // The minifier leaves a global's name as it is: bind the one call to the source the font script inlines too.
  const calls = code.split(callee).length - 1;
  if (calls !== 1) throw new Error(`${entry} compiled with ${calls} references to ${callee}, not 1`);
  if (code.includes("</script")) throw new Error(`${entry} compiled to code that would end its <script>`);
  return code.replace(callee, afterFirstPaint);
}
