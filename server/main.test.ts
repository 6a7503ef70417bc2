import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "vitest";
import { storedRows, tempDir, validEnquiry } from "#tests/support/test-helper.ts";
import { databaseFileName } from "./database/database.ts";

const main = path.join(import.meta.dirname, "main.ts");

/** Starts `node server/main.ts` on a free port and resolves with its URL once it listens. */
async function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string; logs: string[] }> {
  const child = spawn(process.execPath, [main], {
    env: { PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      logs.push(chunk);
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(chunk);
      if (listening?.[1]) resolve(listening[1]);
    });
    child.once("exit", () => reject(new Error(`server exited: ${logs.join("")}`)));
  });
  return { child, url, logs };
}

test("SIGTERM stops the server cleanly: the enquiry is kept, its mail written, the database closed", async () => {
  const dataDir = await tempDir();
  const { child, url, logs } = await startServer(dataDir);
  const response = await fetch(`${url}/api/send-email`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(validEnquiry),
  });
  expect(response.status).toBe(201);

  child.kill("SIGTERM");
  const [code] = await once(child, "exit");
  expect(code).toBe(0);
  // SQLite removes the -wal file only when the last connection closes cleanly.
  expect(existsSync(path.join(dataDir, `${databaseFileName}-wal`))).toBe(false);
  expect(storedRows(dataDir)).toEqual([expect.objectContaining({ delivery_state: "sent" })]);
  // Logs are structured and never carry what the buyer wrote.
  const lines = logs.join("").trim().split("\n");
  for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  expect(logs.join("")).not.toContain(validEnquiry.message);
});

test("an acknowledged enquiry survives the process being killed right after the answer", async () => {
  const dataDir = await tempDir();
  const { child, url } = await startServer(dataDir);
  const response = await fetch(`${url}/api/send-email`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(validEnquiry),
  });
  expect(response.status).toBe(201);
  child.kill("SIGKILL");
  await once(child, "exit");
  expect(storedRows(dataDir)).toEqual([expect.objectContaining({ id: (await response.json()).id })]);
});

test("a bad variable stops start-up with a one-line error naming it", () => {
  const run = spawnSync(process.execPath, [main], { env: { RATE_LIMIT_WINDOW: "soon" }, encoding: "utf8" });
  expect(run.status).toBe(1);
  expect(run.stderr.trim()).toMatch(/^Invalid configuration: RATE_LIMIT_WINDOW: Expected a duration/);
  expect(run.stderr).not.toMatch(/\n\s+at /);
});

test("the server loads no React, not even through a package domain/ imports", () => {
  // Lint sees only the imports written in domain/ and server/; a package's own imports (react-international-phone's
  // entry imports React) show only in the modules the server resolves.
  const probe = `
    import { registerHooks } from "node:module";
    const react = new Set();
    registerHooks({
      resolve(specifier, context, next) {
        const resolved = next(specifier, context);
        if (/\\/node_modules\\/react(-[^/]+)?\\//.test(resolved.url)) react.add(resolved.url);
        return resolved;
      },
    });
    await import(${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, "app.ts")).href)});
    console.log(JSON.stringify([...react]));`;
  const { status, stdout, stderr } = spawnSync(process.execPath, ["--input-type=module", "-e", probe], {
    encoding: "utf8",
  });
  expect(status, stderr).toBe(0);
  expect(JSON.parse(stdout.trim().split("\n").at(-1) ?? "")).toEqual([]);
});
