import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

const client = path.resolve(import.meta.dirname, "../../build/client");

/** Bytes of every script a pre-rendered page loads at start (modulepreload links and module imports). */
function startupScripts(page: string) {
  const html = readFileSync(path.join(client, page, "index.html"), "utf8");
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g))
    urls.add(m[1] ?? "");
  for (const m of html.matchAll(/import\(?\s*"([^"]+\.js)"/g)) urls.add(m[1] ?? "");
  const size = (file: string) => (existsSync(file) ? statSync(file).size : 0);
  let brotli = 0;
  let gzip = 0;
  for (const url of urls) {
    const file = path.join(client, url);
    expect(existsSync(file), url).toBe(true);
    brotli += size(`${file}.br`) || size(file);
    gzip += size(`${file}.gz`) || size(file);
  }
  return { files: [...urls], brotli, gzip };
}

test("/contact loads at most 125 KB of JavaScript (brotli) at start, phone code included", () => {
  const contact = startupScripts("contact");
  const about = startupScripts("about");
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  test.info().annotations.push({
    type: "JavaScript at start",
    description: `/contact ${kb(contact.brotli)} br, ${kb(contact.gzip)} gzip; /about ${kb(about.brotli)} br, ${kb(about.gzip)} gzip`,
  });
  expect(contact.brotli).toBeLessThanOrEqual(125 * 1024);
  // The phone input is in the contact route's chunk, which no other page preloads.
  const contactChunk = contact.files.filter((f) => !about.files.includes(f));
  expect(contactChunk.join()).toMatch(/contact-[\w-]+\.js/);
});
