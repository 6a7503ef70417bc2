// How `npm start` runs the server, read from package.json: the environment it sets and the flags it gives
// Node.js. The memory settings live there once; the benchmarks start the server the same way and the
// deployment's systemd unit is checked against it.
import { readFileSync } from "node:fs";
import path from "node:path";

export type StartCommand = { env: Record<string, string>; nodeArgs: string[] };

export function startCommand(root = path.resolve(import.meta.dirname, "../..")): StartCommand {
  const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const words = (scripts.start ?? "").split(/\s+/).filter(Boolean);
  const env: Record<string, string> = {};
  while (words[0]?.includes("=")) {
    const [name = "", value = ""] = (words.shift() ?? "").split("=");
    env[name] = value;
  }
  if (words.shift() !== "node" || words.at(-1) !== "server/main.ts")
    throw new Error(
      `package.json's start is not "[NAME=value …] node [flags] server/main.ts": ${scripts.start}`,
    );
  // The .env file is the owner's: a benchmark or a test sets its own environment.
  const nodeArgs = words.slice(0, -1).filter((flag) => !flag.startsWith("--env-file"));
  return { env, nodeArgs };
}
