import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { prerenderPaths } from "#domain/page-paths.ts";
import { validEnquiry } from "../support/reliability/enquiries.ts";
import { serverFor, sinkFor, tempDataDir } from "../support/reliability/fixture.ts";
import { projectRoot } from "../support/reliability/server-process.ts";

type Probe = { label: string; path: string; init?: RequestInit; status: number };

const json = { "content-type": "application/json" };
const asset = readdirSync(path.join(projectRoot, "build/client/assets")).find((name) => name.endsWith(".js"));

const probes: Probe[] = [
  ...prerenderPaths.map((page) => ({ label: `page ${page}`, path: page, status: 200 })),
  { label: "404 page", path: "/no-such-page", status: 404 },
  { label: "product 404 page", path: "/products/no-such-product", status: 404 },
  { label: "script asset", path: `/assets/${asset}`, status: 200 },
  { label: "health check", path: "/healthz", status: 200 },
  {
    label: "API success",
    path: "/api/send-email",
    init: { method: "POST", headers: json, body: JSON.stringify(validEnquiry(1)) },
    status: 201,
  },
  {
    label: "API invalid enquiry",
    path: "/api/send-email",
    init: { method: "POST", headers: json, body: JSON.stringify({ ...validEnquiry(2), email: "x" }) },
    status: 400,
  },
  {
    label: "API wrong content type",
    path: "/api/send-email",
    init: { method: "POST", headers: { "content-type": "text/plain" }, body: "hello" },
    status: 415,
  },
  {
    label: "no-JavaScript form post",
    path: "/api/send-email",
    init: {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(validEnquiry(3)).toString(),
    },
    status: 303,
  },
  { label: "API unknown path", path: "/api/nothing", status: 404 },
];

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...sources]) => [name.toLowerCase(), sources]),
  );
}

/** sha256 sources of the inline scripts a page would run (not JSON data blocks). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = ""]) => !/\bsrc\s*=|application\/(ld\+)?json/i.test(attributes))
    .map(([, , body = ""]) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
}

test("every page, 404 page, asset and API answer carries the security headers, and no HSTS over HTTP", async () => {
  const dataDir = await tempDataDir();
  const sink = await sinkFor();
  const server = await serverFor(dataDir, sink.port);

  for (const probe of probes) {
    const response = await fetch(`${server.url}${probe.path}`, { ...probe.init, redirect: "manual" });
    const body = await response.text();
    const where = `${probe.label} (${probe.path})`;
    expect(response.status, where).toBe(probe.status);
    const headers = response.headers;
    const csp = directives(headers.get("content-security-policy") ?? "");
    const scriptSrc = csp.get("script-src") ?? csp.get("default-src");
    expect(scriptSrc, `${where}: script-src`).toBeDefined();
    expect(scriptSrc, `${where}: script-src`).not.toContain("'unsafe-inline'");
    expect(scriptSrc, `${where}: script-src`).not.toContain("'unsafe-eval'");
    expect(csp.get("frame-ancestors"), `${where}: frame-ancestors`).toEqual(["'none'"]);
    expect(headers.get("x-content-type-options"), where).toBe("nosniff");
    expect(headers.get("referrer-policy"), where).toMatch(
      /^(no-referrer|same-origin|strict-origin(-when-cross-origin)?)$/,
    );
    expect(headers.get("permissions-policy"), where).toBeTruthy();
    expect(headers.get("strict-transport-security"), where).toBeNull();
    // The policy must let the page's own inline scripts run, or hydration breaks.
    if (headers.get("content-type")?.startsWith("text/html")) {
      for (const hash of inlineScriptHashes(body))
        expect(scriptSrc, `${where}: inline script`).toContain(hash);
    }
  }
  console.log(
    `Security headers checked on ${probes.length} answers: ${probes.map((p) => p.label).join(", ")}`,
  );
});
