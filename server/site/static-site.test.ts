import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, expect, test } from "vitest";
import { buildTestApp } from "#tests/support/test-helper.ts";
import { answerErrors } from "../platform/errors.ts";
import { staticSite } from "./static-site.ts";

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
  await page("es/404", "<h1>Página no encontrada</h1>");
  await page("es/products/_not-found", "<h1>Producto no encontrado</h1>");
  await mkdir(path.join(siteRoot, "assets"));
  await writeFile(path.join(siteRoot, "assets/app-abc123.js"), "console.log(1)");
  // Pre-compressed siblings as postbuild writes them (their bytes stand in for the real compressed files).
  await writeFile(path.join(siteRoot, "about/index.html.br"), "brotli bytes");
  await writeFile(path.join(siteRoot, "about/index.html.gz"), "gzip bytes");
  await writeFile(
    path.join(siteRoot, "big.bin"),
    Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256)),
  );
  await writeFile(path.join(siteRoot, ".build-stamp"), "2026-11-23");
  await writeFile(path.join(siteRoot, "__spa-fallback.html"), "<p>SPA</p>");
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

test("under a language's prefix, both 404 pages come in that language", async () => {
  const app = await buildTestApp({ siteRoot });
  for (const [url, text] of [
    ["/es/no/such/page", "Página no encontrada"],
    ["/es", "Página no encontrada"],
    ["/es/products/kiwis", "Producto no encontrado"],
    ["/esx", "NotFound"],
  ] as const) {
    const response = await app.inject(url);
    expect(response.statusCode, url).toBe(404);
    expect(response.body, url).toContain(text);
  }
});

test("internal build files are not served by their own URL", async () => {
  const app = await buildTestApp({ siteRoot });
  for (const url of [
    "/404/",
    "/products/_not-found",
    "/es/404",
    "/es/products/_not-found/",
    "/__spa-fallback.html",
  ]) {
    expect((await app.inject(url)).statusCode).toBe(404);
  }
});

test("picks the pre-compressed variant the client accepts: br, then gzip, else the file as it is", async () => {
  const app = await buildTestApp({ siteRoot });
  const cases: [string | undefined, string | undefined, string][] = [
    ["gzip, deflate, br, zstd", "br", "brotli bytes"],
    ["gzip", "gzip", "gzip bytes"],
    ["br;q=0, gzip;q=0.5", "gzip", "gzip bytes"],
    ["identity", undefined, "<!doctype html><h1>About</h1>"],
    [undefined, undefined, "<!doctype html><h1>About</h1>"],
  ];
  for (const [accept, encoding, body] of cases) {
    const response = await app.inject({
      url: "/about",
      headers: accept ? { "accept-encoding": accept } : {},
    });
    expect(response.headers["content-encoding"], String(accept)).toBe(encoding);
    expect(response.body, String(accept)).toBe(body);
    expect(response.headers["content-length"]).toBe(String(Buffer.byteLength(body)));
    expect(response.headers.vary).toBe("accept-encoding");
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
  }
});

test("a current ETag or date gets 304 with no body; a stale one the page", async () => {
  const app = await buildTestApp({ siteRoot });
  const first = await app.inject({ url: "/about", headers: { "accept-encoding": "br" } });
  const etag = String(first.headers.etag);
  const fresh = await app.inject({
    url: "/about",
    headers: { "accept-encoding": "br", "if-none-match": etag },
  });
  expect(fresh.statusCode).toBe(304);
  expect(fresh.body).toBe("");
  expect(fresh.headers.etag).toBe(etag);
  expect(fresh.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  // Each encoding is its own representation with its own tag.
  const otherEncoding = await app.inject({ url: "/about", headers: { "if-none-match": etag } });
  expect(otherEncoding.statusCode).toBe(200);
  const stale = await app.inject({ url: "/about", headers: { "if-none-match": '"old"' } });
  expect(stale.statusCode).toBe(200);
  const lastModified = String(first.headers["last-modified"]);
  const since = await app.inject({ url: "/about", headers: { "if-modified-since": lastModified } });
  expect(since.statusCode).toBe(304);
  const before = await app.inject({
    url: "/about",
    headers: { "if-modified-since": new Date(Date.parse(lastModified) - 60_000).toUTCString() },
  });
  expect(before.statusCode).toBe(200);
});

test("HEAD answers the headers of GET without a body", async () => {
  const app = await buildTestApp({ siteRoot });
  const get = await app.inject({ url: "/about", headers: { "accept-encoding": "gzip" } });
  const head = await app.inject({ method: "HEAD", url: "/about", headers: { "accept-encoding": "gzip" } });
  expect(head.statusCode).toBe(200);
  expect(head.body).toBe("");
  for (const name of ["content-length", "content-type", "content-encoding", "etag", "cache-control"]) {
    expect(head.headers[name], name).toBe(get.headers[name]);
  }
  const missing = await app.inject({ method: "HEAD", url: "/no/such/page" });
  expect(missing.statusCode).toBe(404);
  expect(missing.body).toBe("");
});

test("range requests get 206 with the bytes asked for, 416 past the end, 200 when If-Range is stale", async () => {
  const app = await buildTestApp({ siteRoot });
  const part = await app.inject({ url: "/big.bin", headers: { range: "bytes=10-19" } });
  expect(part.statusCode).toBe(206);
  expect(part.headers["content-range"]).toBe("bytes 10-19/1000");
  expect([...part.rawPayload]).toEqual(Array.from({ length: 10 }, (_, i) => 10 + i));
  const tail = await app.inject({ url: "/big.bin", headers: { range: "bytes=-5" } });
  expect(tail.headers["content-range"]).toBe("bytes 995-999/1000");
  expect(tail.rawPayload.length).toBe(5);
  const open = await app.inject({ url: "/big.bin", headers: { range: "bytes=990-" } });
  expect(open.headers["content-range"]).toBe("bytes 990-999/1000");
  const past = await app.inject({ url: "/big.bin", headers: { range: "bytes=1000-" } });
  expect(past.statusCode).toBe(416);
  expect(past.headers["content-range"]).toBe("bytes */1000");
  const etag = String(part.headers.etag);
  const current = await app.inject({ url: "/big.bin", headers: { range: "bytes=0-0", "if-range": etag } });
  expect(current.statusCode).toBe(206);
  const stale = await app.inject({ url: "/big.bin", headers: { range: "bytes=0-0", "if-range": '"old"' } });
  expect(stale.statusCode).toBe(200);
  expect(stale.rawPayload.length).toBe(1000);
  const several = await app.inject({ url: "/big.bin", headers: { range: "bytes=0-1,5-6" } });
  expect(several.statusCode).toBe(200);
});

test("dotfiles, compressed siblings and paths out of the site root are not served", async () => {
  const app = await buildTestApp({ siteRoot });
  for (const url of [
    "/.build-stamp",
    "/about/index.html.br",
    "/../etc/passwd",
    "/..%2f..%2fetc%2fpasswd",
    "/assets/..%2f..%2f..%2fetc%2fhosts",
    "/assets/",
  ]) {
    const response = await app.inject(url);
    expect(response.statusCode, url).toBe(404);
    expect(response.body, url).toContain("NotFound");
  }
});

test("the same file answers by clean URL, with a slash and by its file name", async () => {
  const app = await buildTestApp({ siteRoot });
  for (const url of ["/about", "/about/", "/about/index.html", "/about?ref=mail"]) {
    const response = await app.inject(url);
    expect(response.statusCode, url).toBe(200);
    expect(response.body, url).toContain("<h1>About</h1>");
  }
  expect((await app.inject("/")).body).toContain("<h1>Home</h1>");
});

test("other methods and unknown API paths get a JSON 404, not a page", async () => {
  const app = await buildTestApp({ siteRoot });
  for (const request of [
    { method: "POST" as const, url: "/about" },
    { method: "DELETE" as const, url: "/about" },
    { method: "GET" as const, url: "/api/nothing" },
  ]) {
    const response = await app.inject(request);
    expect(response.statusCode, request.url).toBe(404);
    expect(response.json(), request.url).toEqual({ message: "Not found." });
  }
});

test("a redirect Node cannot send answers 500 in the one error shape, never with an internal error code", async () => {
  const app = Fastify();
  answerErrors(app);
  await app.register(staticSite, {
    site: { current: { files: new Map(), redirects: new Map([["/products/chickpeas", "/products/лук"]]) } },
  });
  const broken = await app.inject("/products/chickpeas");
  expect(broken.statusCode).toBe(500);
  expect(broken.json()).toEqual({ message: "Something went wrong on our side. Please try again later." });
});
