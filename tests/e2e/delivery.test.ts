import { expect, test } from "@playwright/test";

/** A hashed script and the stylesheet the home page loads, read from its HTML. */
async function homeAssets(request: import("@playwright/test").APIRequestContext) {
  const html = await (await request.get("/")).text();
  // The boot module's preloads wait in its data-preload attribute until the load event (scripts/build/postbuild/defer-hydration.ts).
  const script = /data-preload="(\/assets\/[^" ]+\.js)/.exec(html)?.[1];
  const stylesheet = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  if (!script || !stylesheet) throw new Error("the home page links no hashed script or stylesheet");
  return { script, stylesheet };
}

test("hashed assets are cached for a year as immutable", async ({ request }) => {
  for (const url of Object.values(await homeAssets(request))) {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"], url).toBe("public, max-age=31536000, immutable");
  }
});

test("pages are revalidated: a conditional GET answers 304", async ({ request }) => {
  for (const path of ["/", "/contact", "/products/chickpeas"]) {
    const first = await request.get(path, { headers: { "accept-encoding": "br" } });
    expect(first.headers()["cache-control"], path).toMatch(/no-cache|max-age=0/);
    const etag = first.headers().etag;
    const lastModified = first.headers()["last-modified"];
    expect(etag ?? lastModified, `${path} has a validator`).toBeTruthy();
    const again = await request.get(path, {
      headers: {
        "accept-encoding": "br",
        ...(etag ? { "if-none-match": etag } : { "if-modified-since": lastModified ?? "" }),
      },
    });
    expect(again.status(), path).toBe(304);
  }
});

test("text files are sent pre-compressed as brotli or gzip, as the browser accepts", async ({ request }) => {
  const { script, stylesheet } = await homeAssets(request);
  for (const url of ["/", "/about", script, stylesheet, "/sitemap.xml"]) {
    const br = await request.get(url, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers()["content-encoding"], url).toBe("br");
    expect(br.headers().vary ?? "", url).toMatch(/accept-encoding/i);
    const gzip = await request.get(url, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"], url).toBe("gzip");
    const plain = await request.get(url, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers()["content-encoding"], url).toBeUndefined();
    // Each variant decodes to the same file.
    expect((await br.body()).equals(await plain.body()), url).toBe(true);
    expect((await gzip.body()).equals(await plain.body()), url).toBe(true);
  }
});

test("the NotFound page is served with status 404 and not cached for long", async ({ request }) => {
  const response = await request.get("/no-such-page", { headers: { "accept-encoding": "br" } });
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("NotFound");
  expect(response.headers()["cache-control"] ?? "").not.toContain("immutable");
});
