// Fails when README.md or a doc in docs/ names a repository path that no file answers to (doc-references.ts
// says what counts as one). Run by `npm run lint`.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { staleReferences } from "./doc-references.ts";

const root = path.resolve(import.meta.dirname, "../..");
// Tracked files and new ones not yet added, as a fresh clone after the commit would hold them.
const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter(Boolean);
const docPaths = [
  "README.md",
  ...readdirSync(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];
const docs = docPaths.map((doc) => ({ path: doc, text: readFileSync(path.join(root, doc), "utf8") }));
const stale = staleReferences(docs, files);
if (stale.length > 0) {
  console.error(`${stale.length} path(s) in the docs name no file of the repository:`);
  for (const { doc, line, reference } of stale) console.error(`  ${doc}:${line}  ${reference}`);
  console.error("Fix the path, or the doc, so that it names a file that exists.");
  process.exit(1);
}
console.log(`Doc paths: every path named in ${docs.length} docs exists.`);
