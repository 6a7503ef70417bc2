// Finds the repository paths README.md and docs/*.md name that no file answers to, so a moved or renamed file
// cannot leave a stale reference behind. A path is a code span (`server/app.ts`) or a link's target
// ([x](docs/testing.md)); a code span counts as a path when it names a folder and a file or folder inside it
// (`app/desk/`) and starts at a top-level folder of the repository or ends in a source extension, or when it is
// a bare file name with a source extension (`outbox.ts`, matched against every file's name). `<code>`-like
// placeholders match one path segment, `*` and `{a,b}` as in a glob, `(x)` an optional part. What is not in
// the repository by design is left out: the build's output, reports, and the data folder (`./data/`,
// `<DATA_DIR>/photos/`, `DATA_DIR/outbox/`).

/** A reference no file answers to, with where it was written. */
export type StaleReference = { doc: string; line: number; reference: string };

/** Written by the build, the benchmarks or the server at run time, never committed. */
const generated =
  /^(\.\/)?(build|reports|data|node_modules|test-results|playwright-report)(\/|$)|^(<|[A-Z_]+\/)/;
const sourceFile = /\.(ts|tsx|js|mjs|json|md|sql|css|sh|yml|yaml)$/;
const bareFile = /^[\w@.-]+\.(ts|tsx|js|mjs|json|md|sql|css|sh|yml|yaml)$/;
const pathLike = /^[\w.@<>*{},()-]+(\/[\w.@<>*{},()-]*)+$/;

/** A reference as a regular expression over repository paths (a folder matches any file inside it). */
export function referencePattern(reference: string): RegExp {
  let source = "";
  for (let i = 0; i < reference.length; i++) {
    const c = reference[i] ?? "";
    if (c === "<") {
      const end = reference.indexOf(">", i);
      source += "[^/]+";
      i = end === -1 ? i : end;
    } else if (c === "*") source += "[^/]*";
    else if (c === "{") source += "(?:";
    else if (c === "}") source += ")";
    else if (c === "," && source.includes("(?:")) source += "|";
    else if (c === "(") source += "(?:";
    else if (c === ")") source += ")?";
    else source += c.replace(/[.+?^$|[\]\\]/g, "\\$&");
  }
  if (reference.endsWith("/")) return new RegExp(`^${source}.+$`);
  return new RegExp(`^${source}(/.+)?$`);
}

/** The candidates a Markdown text names as repository paths, with their lines (fenced code left out). */
export function referencesIn(
  markdown: string,
  topLevel: ReadonlySet<string>,
): { line: number; reference: string; relative: boolean }[] {
  const found: { line: number; reference: string; relative: boolean }[] = [];
  let fenced = false;
  markdown.split("\n").forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    if (fenced) return;
    const line = index + 1;
    for (const [, span = ""] of text.matchAll(/`([^`\n]+)`/g)) {
      const reference = span.trim();
      if (generated.test(reference)) continue;
      const inRepository =
        pathLike.test(reference) &&
        (topLevel.has(reference.replace(/^\.\//, "").split("/")[0] ?? "") || sourceFile.test(reference));
      if (inRepository || bareFile.test(reference)) found.push({ line, reference, relative: false });
    }
    for (const [, target = ""] of text.replace(/`[^`\n]+`/g, "").matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^([a-z]+:|#|\/)/i.test(target)) continue;
      const reference = target.split("#")[0] ?? "";
      if (reference) found.push({ line, reference, relative: true });
    }
  });
  return found;
}

/** Joins a link's target to the folder of the document it is written in ("docs/x.md" + "../README.md"). */
function resolveFrom(doc: string, target: string): string {
  const parts = doc.split("/").slice(0, -1);
  for (const part of target.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

/** Every reference of the documents that no file of the repository answers to. */
export function staleReferences(
  docs: { path: string; text: string }[],
  files: readonly string[],
): StaleReference[] {
  const names = new Set(files.map((file) => file.split("/").at(-1)));
  const topLevel = new Set(files.map((file) => file.split("/")[0] ?? ""));
  const stale: StaleReference[] = [];
  for (const doc of docs) {
    for (const { line, reference, relative } of referencesIn(doc.text, topLevel)) {
      const target = relative ? resolveFrom(doc.path, reference) : reference.replace(/^\.\//, "");
      const found = target.includes("/")
        ? files.some((file) => referencePattern(target).test(file))
        : names.has(target);
      if (!found) stale.push({ doc: doc.path, line, reference });
    }
  }
  return stale;
}
