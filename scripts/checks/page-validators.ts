// The machines that read the pages besides browsers, run over page files: the W3C Nu HTML Checker (the
// vnu-jar package, on Java) and Google's rich-result rules as @adobe/structured-data-validator applies them
// to what @marbec/web-auto-extractor reads from a page. Each gives what it calls invalid as page, line, message.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Validator from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";

export type PageMessage = { page: string; line: number | undefined; message: string };

/** "page:line: message", the form a failing test prints. */
export const messageLine = ({ page, line, message }: PageMessage) => `${page}:${line ?? "?"}: ${message}`;

type NuMessage = { type: string; subType?: string; url?: string; lastLine?: number; message: string };

const vnuJar = path.join(
  path.dirname(createRequire(import.meta.url).resolve("vnu-jar")),
  "build/dist/vnu.jar",
);

/**
 * The Nu HTML Checker's errors in each file, all files in one JVM (the checker refuses loopback URLs, so it
 * reads files), by the name `pageOf` gives each file. Its CSS checker predates `@property` and reads
 * Tailwind's output as errors: its messages starting "CSS:" are left out. Warnings and notes are not errors.
 */
export function nuHtmlErrors(files: readonly string[], pageOf: (file: string) => string): PageMessage[] {
  const run = spawnSync("java", ["-jar", vnuJar, "--format", "json", "--exit-zero-always", ...files], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error || run.status !== 0)
    throw new Error(
      `The Nu HTML Checker did not run (it needs Java: apt-get install default-jre-headless): ${run.error?.message ?? run.stderr}`,
    );
  // With --format json the report is written to standard error.
  const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] };
  return messages
    .filter((m) => (m.type === "error" || m.type === "non-document-error") && !m.message.startsWith("CSS:"))
    .map((m) => ({
      page: m.url ? pageOf(fileURLToPath(m.url)) : "(no page)",
      line: m.lastLine,
      message: m.message,
    }));
}

/** The line of a character offset in the text. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let at = text.indexOf("\n"); at !== -1 && at < offset; at = text.indexOf("\n", at + 1)) line++;
  return line;
}

/**
 * The structured data of a page (JSON-LD, microdata, RDFa) that Google's rich-result rules call an error.
 * The validator runs without the schema.org vocabulary (which it would download): every Google rule still
 * applies. Its warnings name optional fields (an SKU, a GTIN, a colour) and are not errors.
 */
export async function structuredDataErrors(page: string, html: string): Promise<PageMessage[]> {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ["rdfa", "microdata"] }).parse(
    html,
  );
  const issues = await new Validator().validate(extracted);
  return issues
    .filter((issue) => issue.severity === "ERROR")
    .map((issue) => ({
      page,
      line: issue.location ? lineAt(html, Number(issue.location.split(",")[0])) : undefined,
      message: `${issue.rootType ?? ""} ${issue.issueMessage}`.trim(),
    }));
}
