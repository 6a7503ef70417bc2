import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { startCommand } from "../start-command.ts";
import { waitFor } from "./wait.ts";

export const projectRoot = path.resolve(import.meta.dirname, "../../..");

export type ServerOptions = {
  port: number;
  dataDir: string;
  /** Loopback SMTP port the server delivers to; nothing needs to listen there yet. */
  smtpPort: number;
  /** Extra or overriding environment variables. */
  env?: Record<string, string>;
  /** Node options before the entry point, after those `npm start` gives. */
  nodeArgs?: string[];
};

export type ServerProcess = {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Whether the process is still running. */
  alive: () => boolean;
  /** Resident memory of the process in KiB, from /proc/<pid>/status. */
  rssKib: () => number;
  /** The last lines the process printed, for failure messages. */
  output: () => string;
  /** SIGTERM (graceful shutdown), then SIGKILL if it has not exited within 10 s. */
  stop: () => Promise<void>;
  /** SIGKILL: a crash, with no chance to finish anything. */
  kill: () => Promise<void>;
};

const running = new Set<ChildProcess>();
// Whatever ends this process (a failed assertion, Ctrl-C), no server is left behind.
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/**
 * The environment of a test server: `npm start`'s, the real configuration, fast retries and no rate limit by
 * default.
 */
export function serverEnv({ port, dataDir, smtpPort, env }: ServerOptions): Record<string, string> {
  return {
    ...startCommand().env,
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ENQUIRY_TO: "owner@example.test",
    MAIL_FROM: "Website <website@example.test>",
    RATE_LIMIT_MAX: "0",
    MAIL_RETRY_MIN: "100ms",
    MAIL_RETRY_MAX: "500ms",
    LOG_LEVEL: "warn",
    ...env,
  };
}

/** Starts `node server/main.ts` as `npm start` does and resolves once /healthz answers 200. */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const nodeArgs = [...startCommand().nodeArgs, ...(options.nodeArgs ?? [])];
  const child = spawn(process.execPath, [...nodeArgs, "server/main.ts"], {
    cwd: projectRoot,
    env: serverEnv(options),
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true;
      running.delete(child);
      resolve();
    }),
  );
  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const url = `http://127.0.0.1:${options.port}`;
  const server: ServerProcess = {
    url,
    pid: child.pid ?? 0,
    child,
    alive: () => !exited,
    rssKib: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? Number.NaN);
    },
    output: () => log,
    async stop() {
      if (exited) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exit;
      clearTimeout(timer);
    },
    async kill() {
      if (exited) return;
      child.kill("SIGKILL");
      await exit;
    },
  };

  try {
    await waitFor(
      "the server to answer /healthz",
      async () => {
        if (exited) throw new Error(`The server exited during start-up:\n${log}`);
        const response = await fetch(`${url}/healthz`).catch(() => undefined);
        return response?.status === 200;
      },
      { timeoutMs: 20_000, intervalMs: 50 },
    );
  } catch (error) {
    await server.kill();
    throw error;
  }
  return server;
}
