// The renderer's process against the real build (unit tests run after `npm run build`): it ends after a
// publish, after a failing page, and when the server shuts down; a page it cannot render fails with a sentence.
import path from "node:path";
import { expect, onTestFinished, test } from "vitest";
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import type { SiteContent } from "#domain/site-content/schema.ts";
import { eventually } from "#tests/support/test-helper.ts";
import { etagOf } from "../site/site-files.ts";
import { contentPaths } from "./publisher.ts";
import { createRenderer, type RenderedFile } from "./renderer.ts";
import { specSheetDrawer } from "./spec-sheets/sheet-workers.ts";

const buildDir = path.resolve(import.meta.dirname, "../../build");

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function renderer(lingerMs?: number) {
  const made = createRenderer({ buildDir, sheets: specSheetDrawer }, lingerMs);
  onTestFinished(() => made.close());
  return made;
}

const bytes = (file: RenderedFile) => ("body" in file ? file.body : Buffer.alloc(0));

const content = defaultSiteContent();
const paths = [...contentPaths(content), "/404"];

test("after a publish's pages and sheets the process ends; after a preview it waits for the next, then ends", {
  timeout: 60_000,
}, async () => {
  const made = renderer(300);
  const publish = made.open(content, paths);
  const pid = made.pid();
  if (pid === undefined) throw new Error("no process");
  const [page, sheet] = await Promise.all([
    publish.page("es", "/es/contact", "es/contact/index.html", {}),
    publish.sheet(content.products[0]?.id ?? "", "en", {}),
  ]);
  expect(bytes(page).toString()).toContain('<html lang="es"');
  // A page comes with its compressed copies; a file made as it is served is not sent again.
  expect(page).toMatchObject({ br: expect.any(Buffer), gzip: expect.any(Buffer) });
  expect(bytes(sheet).subarray(0, 5).toString()).toBe("%PDF-");
  const served = { served: etagOf(bytes(page)) };
  expect(await publish.page("es", "/es/contact", "es/contact/index.html", served)).toEqual({
    unchanged: true,
  });
  publish.end({ now: true });
  await eventually(() => !alive(pid));
  expect(made.pid()).toBeUndefined();

  const preview = made.open(content, paths);
  const next = made.pid();
  if (next === undefined) throw new Error("no process");
  expect(bytes(await preview.page("en", "/about", "about/index.html")).toString()).toContain(
    '<html lang="en"',
  );
  preview.end();
  expect(alive(next)).toBe(true);
  await eventually(() => !alive(next));
});

test("a page that does not render fails with a sentence naming it; a process that dies fails what it was rendering", {
  timeout: 60_000,
}, async () => {
  const made = renderer();
  // Content the pages cannot read (no company): the page's loader throws.
  const broken = { ...content, company: undefined } as unknown as SiteContent;
  const failing = made.open(broken, paths);
  await expect(failing.page("es", "/es/contact", "es/contact/index.html")).rejects.toThrow(
    "The page /es/contact could not be rendered (status 500).",
  );
  failing.end();
  const rendering = made.open(content, paths);
  const pid = made.pid();
  if (pid === undefined) throw new Error("no process");
  const page = rendering.page("fr", "/fr/about", "fr/about/index.html");
  process.kill(pid, "SIGKILL");
  await expect(page).rejects.toThrow("The pages could not be rendered: the renderer stopped (SIGKILL).");
  await expect(rendering.sheet(content.products[0]?.id ?? "", "en")).rejects.toThrow(
    "The pages could not be rendered: the renderer stopped.",
  );
  rendering.end({ now: true });
  // The next content starts a new process.
  const again = made.open(content, paths);
  expect(bytes(await again.page("ru", "/ru/about", "ru/about/index.html")).toString()).toContain(
    '<html lang="ru"',
  );
  const running = made.pid();
  if (running === undefined) throw new Error("no process");
  await made.close();
  expect(alive(running)).toBe(false);
});
