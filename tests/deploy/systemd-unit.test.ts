import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { projectRoot } from "../support/reliability/server-process.ts";
import { startCommand } from "../support/start-command.ts";

const unitFile = path.join(projectRoot, "deploy/agro-site.service");
const analyze = spawnSync("sh", ["-c", "command -v systemd-analyze"], { encoding: "utf8" }).stdout.trim();
if (!analyze) console.warn("SKIPPED: the unit checks need systemd-analyze (apt-get install systemd).");

// The unit runs the Node.js docs/deployment.md installs as /usr/local/bin/node. Where this machine has none there,
// the check points ExecStart at the Node.js running the tests; nothing else in the unit changes.
const readme = "/usr/local/bin/node";

test.skipIf(!analyze)(
  "systemd-analyze verify passes on deploy/agro-site.service, with no unknown key",
  () => {
    const unit = readFileSync(unitFile, "utf8");
    const dir = mkdtempSync(path.join(tmpdir(), "unit-"));
    try {
      const file = path.join(dir, "agro-site.service");
      writeFileSync(
        file,
        existsSync(readme) ? unit : unit.replace(`ExecStart=${readme} `, `ExecStart=${process.execPath} `),
      );
      const result = spawnSync(analyze, ["verify", file], { encoding: "utf8" });
      expect(result.stderr + result.stdout).toBe("");
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

test.skipIf(!analyze)("the unit is locked down: systemd rates its exposure at most 2.0 of 10", () => {
  const result = spawnSync(analyze, ["security", "--offline=true", "--threshold=20", unitFile], {
    encoding: "utf8",
  });
  const exposure = /Overall exposure level for agro-site\.service: ([\d.]+)/.exec(result.stdout)?.[1];
  console.log(`systemd-analyze security: exposure ${exposure} of 10`);
  expect(result.status, result.stdout).toBe(0);
  expect(Number(exposure)).toBeLessThanOrEqual(2);
  for (const setting of ["NoNewPrivileges=", "ProtectSystem=", "ProtectHome=", "PrivateTmp="]) {
    expect(result.stdout).toMatch(new RegExp(`✓ ${setting}`));
  }
});

test("the unit starts the server as `npm start` does: its memory settings and Node.js flags", () => {
  const unit = readFileSync(unitFile, "utf8");
  const { env, nodeArgs } = startCommand();
  expect(Object.keys(env)).toContain("MALLOC_ARENA_MAX");
  expect(nodeArgs).toContain("--max-semi-space-size=2");
  const environment = [...unit.matchAll(/^Environment=(.*)$/gm)].flatMap((line) =>
    (line[1] ?? "").split(" "),
  );
  for (const [name, value] of Object.entries(env)) expect(environment).toContain(`${name}=${value}`);
  expect(unit).toMatch(
    new RegExp(
      `^ExecStart=${readme} ${nodeArgs.join(" ")} --env-file-if-exists=\\.env server/main\\.ts$`,
      "m",
    ),
  );
});
