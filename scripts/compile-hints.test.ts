import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { compileHint, hintStartModules, startModules, withCompileHint } from "./compile-hints.ts";

test("a page's start modules are its parked preloads and its module preload links", () => {
  const html = [
    '<link rel="modulepreload" href="/assets/desk.js"/>',
    '<script type="text/x-deferred-module" data-preload="/assets/entry.js /assets/site.js">import "/assets/m.js";</script>',
    '<link rel="preload" href="/assets/font.woff2" as="font"/>',
  ].join("");
  expect(startModules(html)).toEqual(["/assets/entry.js", "/assets/site.js", "/assets/desk.js"]);
});

test("the hint is the file's first line, once", () => {
  const code = 'import{a}from"./a.js";a();';
  expect(withCompileHint(code)).toBe(`//# allFunctionsCalledOnLoad\n${code}`);
  expect(withCompileHint(withCompileHint(code))).toBe(withCompileHint(code));
});

test("only the modules some page starts with get the hint", async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "hints-"));
  mkdirSync(path.join(root, "assets"));
  mkdirSync(path.join(root, "about"));
  const files = { "entry.js": "e()", "about.js": "a()", "later.js": "l()" };
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(root, "assets", name), code);
  writeFileSync(path.join(root, "index.html"), '<script type="x" data-preload="/assets/entry.js"></script>');
  writeFileSync(path.join(root, "about/index.html"), '<link rel="modulepreload" href="/assets/about.js"/>');

  expect(await hintStartModules(root)).toEqual(["/assets/about.js", "/assets/entry.js"]);
  const read = (name: string) => readFileSync(path.join(root, "assets", name), "utf8");
  expect(read("entry.js")).toBe(`${compileHint}e()`);
  expect(read("about.js")).toBe(`${compileHint}a()`);
  expect(read("later.js")).toBe("l()");
});
