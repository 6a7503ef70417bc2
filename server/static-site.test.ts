import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { buildTestApp } from "./test-helper.ts";

let siteRoot: string;

beforeAll(async () => {
  siteRoot = await mkdtemp(path.join(tmpdir(), "site-"));
  const page = (dir: string, body: string) =>
    mkdir(path.join(siteRoot, dir), { recursive: true }).then(() =>
      writeFile(path.join(siteRoot, dir, "index.html"), `<!doctype html>${body}`),
    );
  await page(".", "<h1>Home</h1>");
  await page("about", "<h1>About</h1>");
  await page("404", "<p>NotFound</p>");
  await page("products/_not-found", "<h1>Product Not Found</h1>");
  await mkdir(path.join(siteRoot, "assets"));
  await writeFile(path.join(siteRoot, "assets/app-abc123.js"), "console.log(1)");
});

afterAll(() => rm(siteRoot, { recursive: true, force: true }));

test("serves pages by clean URL", async () => {
  const app = await buildTestApp({ siteRoot });
  const response = await app.inject("/about");
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain("<h1>About</h1>");
  expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
});

test("hashed assets are cached for a year", async () => {
  const app = await buildTestApp({ siteRoot });
  const response = await app.inject("/assets/app-abc123.js");
  expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("unknown paths get the NotFound page with status 404", async () => {
  const app = await buildTestApp({ siteRoot });
  const response = await app.inject("/no/such/page");
  expect(response.statusCode).toBe(404);
  expect(response.body).toContain("NotFound");
});

test("unknown product slugs get the Product Not Found page with status 404", async () => {
  const app = await buildTestApp({ siteRoot });
  const response = await app.inject("/products/kiwis");
  expect(response.statusCode).toBe(404);
  expect(response.body).toContain("Product Not Found");
});

test("internal build files are not served by their own URL", async () => {
  const app = await buildTestApp({ siteRoot });
  for (const url of ["/404/", "/products/_not-found", "/__spa-fallback.html"]) {
    expect((await app.inject(url)).statusCode).toBe(404);
  }
});
