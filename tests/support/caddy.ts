import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http, { type IncomingHttpHeaders } from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./reliability/ports.ts";
import { projectRoot } from "./reliability/server-process.ts";
import { waitFor } from "./reliability/wait.ts";

export const caddyfile = path.join(projectRoot, "deploy/Caddyfile");

/** The caddy binary on PATH (Debian's package), or undefined when it is not installed. */
export function findCaddy(): string | undefined {
  const found = spawnSync("sh", ["-c", "command -v caddy"], { encoding: "utf8" });
  const binary = found.stdout.trim();
  return found.status === 0 && binary ? binary : undefined;
}

export type Caddy = {
  /** The host name Caddy serves (its certificate's name). */
  domain: string;
  httpPort: number;
  httpsPort: number;
  /** The root certificate of Caddy's own CA, which signed the site's certificate (tls internal). */
  rootCertificate: string;
  output: () => string;
  stop: () => Promise<void>;
};

export type CaddyOptions = {
  /** host:port of the Node server. */
  upstream: string;
  /** Ports 80 and 443 for the Observatory; free high ports otherwise. */
  httpPort?: number;
  httpsPort?: number;
};

/**
 * Runs the real Caddy on deploy/Caddyfile itself, for `localhost` with its own CA, its state in a temporary
 * folder (XDG_DATA_HOME, XDG_CONFIG_HOME), no admin API, listening on loopback only.
 */
export async function startCaddy(binary: string, options: CaddyOptions): Promise<Caddy> {
  const httpPort = options.httpPort ?? (await freePort());
  const httpsPort = options.httpsPort ?? (await freePort());
  const home = mkdtempSync(path.join(tmpdir(), "caddy-"));
  const domain = "localhost";
  const child: ChildProcess = spawn(binary, ["run", "--config", caddyfile, "--adapter", "caddyfile"], {
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: home,
      XDG_DATA_HOME: path.join(home, "data"),
      XDG_CONFIG_HOME: path.join(home, "config"),
      SITE_DOMAIN: domain,
      ACME_EMAIL: "internal",
      UPSTREAM: options.upstream,
      CADDY_OPTIONS: [
        "admin off",
        "default_bind 127.0.0.1",
        `http_port ${httpPort}`,
        `https_port ${httpsPort}`,
      ].join("\n"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (!exited) child.kill("SIGTERM");
    await exit;
    rmSync(home, { recursive: true, force: true });
  };
  process.once("exit", () => child.kill("SIGKILL"));

  const rootFile = path.join(home, "data/caddy/pki/authorities/local/root.crt");
  try {
    const rootCertificate = await waitFor(
      "Caddy to issue its certificate and answer over HTTPS",
      async () => {
        if (exited) throw new Error(`Caddy exited during start-up:\n${log}`);
        if (!existsSync(rootFile)) return undefined;
        const ca = readFileSync(rootFile, "utf8");
        const answer = await send({ port: httpsPort, ca, path: "/healthz" }).catch(() => undefined);
        return answer && answer.status < 500 ? ca : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 100 },
    );
    return { domain, httpPort, httpsPort, rootCertificate, output: () => log, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

export type Request = {
  port: number;
  path: string;
  /** Caddy's root certificate: HTTPS to `localhost` verified against it. Plain HTTP without it. */
  ca?: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The loopback address the client connects from (127.0.0.2 and up stand for other clients). */
  localAddress?: string;
};

/** One request to 127.0.0.1 with the Host `localhost`, answered with the raw (still encoded) body. */
export function send({
  port,
  path,
  ca,
  method = "GET",
  headers = {},
  body,
  localAddress,
}: Request): Promise<Answer> {
  const options = {
    host: "127.0.0.1",
    port,
    path,
    method,
    localAddress,
    headers: { host: `localhost:${port}`, ...headers },
    timeout: 15_000,
  };
  return new Promise((resolve, reject) => {
    const done = (response: http.IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    };
    const request = ca
      ? https.request({ ...options, ca, servername: "localhost", agent: false }, done)
      : http.request({ ...options, agent: false }, done);
    request.on("timeout", () => request.destroy(new Error(`${method} ${path} timed out`)));
    request.on("error", reject);
    request.end(body);
  });
}
