import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Caddy, findCaddy, type Request, send, startCaddy } from "../support/caddy.ts";
import { enquiryToken, validEnquiry } from "../support/reliability/enquiries.ts";
import { readEnquiries } from "../support/reliability/enquiry-db.ts";
import { freePort } from "../support/reliability/ports.ts";
import { projectRoot, type ServerProcess, startServer } from "../support/reliability/server-process.ts";
import { type SmtpSink, startSmtpSink } from "../support/reliability/smtp-sink.ts";
import { waitFor } from "../support/reliability/wait.ts";

const caddyBinary = findCaddy();
if (!caddyBinary) {
  // .ci/run installs Caddy: in CI its absence is a broken setup, not a reason to skip.
  if (process.env.CI) throw new Error("No caddy binary in CI: .ci/run should have installed it.");
  console.warn("SKIPPED: the Caddy tests need the caddy binary (apt-get install caddy); CI installs it.");
}

// The documented setting: Caddy is the server's one trusted hop.
const rateLimit = 3;
const serverEnv = { TRUST_PROXY: "1", RATE_LIMIT_MAX: String(rateLimit), RATE_LIMIT_WINDOW: "10m" };
const hsts = "max-age=31536000; includeSubDomains";
// Set per connection or per hop, not by the server's policy.
const hopHeaders = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

describe.skipIf(!caddyBinary)("Caddy in front of the server (deploy/Caddyfile)", () => {
  let dataDir: string;
  let sink: SmtpSink;
  let server: ServerProcess;
  let caddy: Caddy;
  const viaCaddy = (request: Omit<Request, "port" | "ca">) =>
    send({ ...request, port: caddy.httpsPort, ca: caddy.rootCertificate });
  const direct = (request: Omit<Request, "port" | "ca">) =>
    send({ ...request, port: Number(new URL(server.url).port) });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "enquiries-"));
    sink = await startSmtpSink();
    server = await startServer({ port: await freePort(), dataDir, smtpPort: sink.port, env: serverEnv });
    caddy = await startCaddy(caddyBinary ?? "caddy", { upstream: new URL(server.url).host });
  });

  afterAll(async () => {
    await caddy?.stop();
    await server?.stop();
    await sink?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("plain HTTP is redirected to the same address over HTTPS", async () => {
    const answer = await send({ port: caddy.httpPort, path: "/contact?from=ad" });
    expect(answer.status).toBe(308);
    // Caddy 2.6 leaves the port out of the redirect when only the global https_port moves it (443 in production).
    expect(answer.headers.location).toMatch(
      new RegExp(`^https://localhost(:${caddy.httpsPort})?/contact\\?from=ad$`),
    );
  });

  test("our headers pass through untouched, HSTS comes from our server, and pre-compressed files stay as they are", async () => {
    // The largest script: small ones (the public route modules left empty in the browser build) are served as
    // they are, without a pre-compressed sibling.
    const assets = path.join(projectRoot, "build/client/assets");
    const asset = readdirSync(assets)
      .filter((name) => name.endsWith(".js"))
      .sort((a, b) => statSync(path.join(assets, b)).size - statSync(path.join(assets, a)).size)[0];
    const paths = ["/", "/contact", "/products/red-onions", "/no-such-page", `/assets/${asset}`];
    const headers = { "accept-encoding": "gzip, deflate, br, zstd" };
    for (const page of paths) {
      const [proxied, original] = await Promise.all([
        viaCaddy({ path: page, headers }),
        direct({ path: page, headers }),
      ]);
      expect(proxied.status, page).toBe(original.status);
      expect(proxied.headers["content-encoding"], page).toBe("br");
      expect(proxied.body.equals(original.body), `${page}: the same bytes`).toBe(true);
      for (const [name, value] of Object.entries(original.headers)) {
        if (!hopHeaders.has(name)) expect(proxied.headers[name], `${page}: ${name}`).toEqual(value);
      }
      expect(original.headers["strict-transport-security"], page).toBeUndefined();
      expect(proxied.headers["strict-transport-security"], page).toBe(hsts);
      expect(proxied.headers["content-security-policy"], page).toContain("default-src 'self'");
    }
  });

  test("the rate limiter counts the client's real address, whatever X-Forwarded-For it sends", async () => {
    const post = (n: number, localAddress: string) =>
      viaCaddy({
        path: "/api/send-email",
        method: "POST",
        localAddress,
        // A client pretending to be someone else each time, to slip past the limit.
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${n}` },
        body: JSON.stringify(validEnquiry(n)),
      });
    const statuses: number[] = [];
    for (let n = 1; n <= rateLimit + 1; n++) statuses.push((await post(n, "127.0.0.5")).status);
    expect(statuses).toEqual([...Array(rateLimit).fill(201), 429]);
    expect((await post(100, "127.0.0.6")).status).toBe(201);

    const stored = readEnquiries(dataDir);
    const ipOf = (n: number) => stored.find((row) => row.message.includes(enquiryToken(n)))?.clientIp;
    expect([1, 2, 3].map(ipOf)).toEqual(["127.0.0.5", "127.0.0.5", "127.0.0.5"]);
    expect(ipOf(4)).toBeUndefined();
    expect(ipOf(100)).toBe("127.0.0.6");
  });

  test("an enquiry posted through Caddy, as JSON and as the no-JavaScript form, is stored and mailed", async () => {
    const json = await viaCaddy({
      path: "/api/send-email",
      method: "POST",
      localAddress: "127.0.0.7",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validEnquiry(200)),
    });
    expect(json.status).toBe(201);
    expect(json.headers["strict-transport-security"]).toBe(hsts);
    const form = await viaCaddy({
      path: "/api/send-email",
      method: "POST",
      localAddress: "127.0.0.8",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...validEnquiry(201), website: "" }).toString(),
    });
    expect(form.status).toBe(303);
    expect(form.headers.location).toBe("/contact#enquiry-sent");

    const tokens = [enquiryToken(200), enquiryToken(201)];
    await waitFor("both enquiries to reach the mail server", () =>
      tokens.every((t) => sink.received.get(t) === 1),
    );
    // The outbox records "sent" just after the mail server accepts, so the rows may trail the sink a moment.
    const stored = await waitFor("both enquiries recorded as sent", () => {
      const rows = readEnquiries(dataDir).filter((row) => tokens.some((t) => row.message.includes(t)));
      return rows.every((row) => row.deliveryState === "sent") && rows;
    });
    expect(stored.map((row) => [row.clientIp, row.deliveryState])).toEqual([
      ["127.0.0.7", "sent"],
      ["127.0.0.8", "sent"],
    ]);
  });

  test("while the server restarts, Caddy holds requests for it instead of failing them", async () => {
    const port = Number(new URL(server.url).port);
    await server.stop();
    const held = viaCaddy({ path: "/contact" });
    // Long enough for the request to reach Caddy and find no server; Caddy then holds it for up to 10 s.
    await sleep(250);
    server = await startServer({ port, dataDir, smtpPort: sink.port, env: serverEnv });
    const answer = await held;
    expect(answer.status).toBe(200);
    expect(answer.headers["strict-transport-security"]).toBe(hsts);
  });

  test("the desk's session cookie comes back Secure, HttpOnly and SameSite=Lax through Caddy", async () => {
    const password = "a long and unusual phrase";
    execFileSync(process.execPath, ["server/sign-in/cli.ts", "add", "owner@example.test"], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      input: `${password}\n`,
    });
    const answer = await viaCaddy({
      path: "/api/auth/sign-in",
      method: "POST",
      localAddress: "127.0.0.9",
      headers: { "content-type": "application/json", origin: `https://localhost:${caddy.httpsPort}` },
      body: JSON.stringify({ email: "owner@example.test", password }),
    });
    expect(answer.status).toBe(200);
    const cookie = [answer.headers["set-cookie"] ?? []]
      .flat()
      .find((line) => line.startsWith("desk_session="));
    expect(cookie).toMatch(/;\s*Secure(;|$)/i);
    expect(cookie).toMatch(/;\s*HttpOnly(;|$)/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax(;|$)/i);
  });
});
