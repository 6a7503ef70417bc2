import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { onTestFinished } from "vitest";
import { freePort } from "./ports.ts";
import { type ServerProcess, startServer } from "./server-process.ts";
import { type SinkBehaviour, type SmtpSink, startSmtpSink } from "./smtp-sink.ts";

/** A fresh DATA_DIR for one test, removed when the test ends. */
export async function tempDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "enquiries-"));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** The real server for one test, stopped when the test ends (whatever happened to it). */
export async function serverFor(
  dataDir: string,
  smtpPort: number,
  env?: Record<string, string>,
  nodeArgs?: string[],
): Promise<ServerProcess> {
  const server = await startServer({ port: await freePort(), dataDir, smtpPort, env, nodeArgs });
  onTestFinished(() => server.stop());
  return server;
}

/** A loopback mail server for one test, closed when the test ends. */
export async function sinkFor(port?: number, behaviour?: SinkBehaviour): Promise<SmtpSink> {
  const sink = await startSmtpSink(port, behaviour);
  onTestFinished(() => sink.close());
  return sink;
}

/** How often each token reached the sink more than once, over the tokens it should have received. */
export function duplicates(sink: SmtpSink): number {
  let extra = 0;
  for (const count of sink.received.values()) extra += Math.max(0, count - 1);
  return extra;
}
