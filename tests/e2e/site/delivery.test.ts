import { expect, test } from "@playwright/test";

/**
 * A hashed script (the contact form's island, which its container names) and the stylesheet /sign-in links (public pages carry their CSS
 * inline and link none), read from their HTML.
 */
async function hashedAssets(request: import("@playwright/test").APIRequestContext) {
  const contact = await (await request.get("/contact")).text();
  const signIn = await (await request.get("/sign-in")).text();
  const script = /data-module="(\/assets\/[^" ]+\.js)/.exec(contact)?.[1];
  const stylesheet = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(signIn)?.[1];
  if (!script || !stylesheet) throw new Error("no hashed script on /contact or stylesheet on /sign-in");
  return { script, stylesheet };
}

test("hashed assets are cached for a year as immutable", async ({ request }) => {
  for (const url of Object.values(await hashedAssets(request))) {
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
  const { script, stylesheet } = await hashedAssets(request);
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
