import { execFileSync } from "node:child_process";
import { projectRoot } from "./reliability/server-process.ts";

/** The server serves build/client: build it first when it is missing or older than the sources. */
export default function setup(): void {
  execFileSync(process.execPath, ["scripts/build/ensure-build.ts"], { cwd: projectRoot, stdio: "inherit" });
}
