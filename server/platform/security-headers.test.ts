import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "vitest";
import { buildTestApp, tempDir } from "#tests/support/test-helper.ts";

const inline = "window.__context = { ssr: false };";
const aboutInline = "window.__context = { about: true };";
const sha256 = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
const hash = sha256(inline);

async function siteWithInlineScripts(): Promise<string> {
  const root = await tempDir();
  await mkdir(path.join(root, "contact"));
  await mkdir(path.join(root, "about"));
  await writeFile(
    path.join(root, "contact/index.html"),
    `<!doctype html><h1>Contact</h1><script>${inline}</script><script type="module" src="/assets/a.js"></script>` +
      `<script type="application/ld+json">{"@type":"Organization"}</script>`,
  );
  await writeFile(
    path.join(root, "about/index.html"),
    `<!doctype html><h1>About</h1><script>${aboutInline}</script>`,
  );
  await writeFile(path.join(root, "site.js"), inline);
  return root;
}

function directives(csp: string | undefined): Map<string, string[]> {
  return new Map(
    (csp ?? "").split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

test("the CSP allows the built pages' own inline scripts by hash, and nothing inline otherwise", async () => {
  const app = await buildTestApp({ siteRoot: await siteWithInlineScripts() });
  const response = await app.inject("/contact");
  const csp = directives(response.headers["content-security-policy"] as string);
  expect(csp.get("script-src")).toEqual(["'self'", hash]);
  expect(csp.get("script-src-attr")).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("default-src")).toEqual(["'self'"]);
  expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  expect([...csp.values()].flat().filter((source) => /^https?:/.test(source))).toEqual([]);
});

test("each page allows only its own inline scripts; answers that are not HTML allow none", async () => {
  const app = await buildTestApp({ siteRoot: await siteWithInlineScripts() });
  const scriptSrc = async (url: string) =>
    directives((await app.inject(url)).headers["content-security-policy"] as string).get("script-src");
  expect(await scriptSrc("/contact")).toEqual(["'self'", hash]);
  expect(await scriptSrc("/about")).toEqual(["'self'", sha256(aboutInline)]);
  expect(await scriptSrc("/site.js")).toEqual(["'self'"]);
  expect(await scriptSrc("/healthz")).toEqual(["'self'"]);
  expect(await scriptSrc("/api/no-such-route")).toEqual(["'self'"]);
});

test("every kind of answer carries the security headers", async () => {
  const app = await buildTestApp({ siteRoot: await siteWithInlineScripts() });
  const answers = await Promise.all([
    app.inject("/contact"),
    app.inject("/no/such/page"),
    app.inject("/healthz"),
    app.inject({ method: "POST", url: "/api/send-email", payload: {} }),
  ]);
  for (const response of answers) {
    expect(response.headers).toMatchObject({
      "content-security-policy": expect.stringContaining("frame-ancestors 'none'"),
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy": expect.stringContaining("camera=()"),
    });
  }
});

test("HSTS is sent only over HTTPS, as reported by a trusted proxy", async () => {
  const trusting = await buildTestApp({ env: { TRUST_PROXY: "1" } });
  const viaHttps = await trusting.inject({ url: "/healthz", headers: { "x-forwarded-proto": "https" } });
  expect(viaHttps.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  expect((await trusting.inject("/healthz")).headers["strict-transport-security"]).toBeUndefined();

  const untrusting = await buildTestApp();
  const spoofed = await untrusting.inject({ url: "/healthz", headers: { "x-forwarded-proto": "https" } });
  expect(spoofed.headers["strict-transport-security"]).toBeUndefined();
});

test("pages carry the whole header set, HSTS only behind an HTTPS proxy", async () => {
  const app = await buildTestApp({ siteRoot: await siteWithInlineScripts(), env: { TRUST_PROXY: "1" } });
  const plain = await app.inject("/contact");
  expect(plain.headers).toMatchObject({
    // A public page is not isolated from other windows: it shows nothing private (publicPageHeaders).
    "cross-origin-opener-policy": "unsafe-none",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "x-dns-prefetch-control": "off",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  });
  expect(plain.headers["strict-transport-security"]).toBeUndefined();
  expect(plain.headers["x-download-options"]).toBeUndefined();
  expect((await app.inject("/site.js")).headers["cross-origin-opener-policy"]).toBe("same-origin");
  const secure = await app.inject({ url: "/contact", headers: { "x-forwarded-proto": "https" } });
  expect(secure.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
});
