import { execFile } from "node:child_process";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { expect, test } from "vitest";
import { enquiryToken, postEnquiry, validEnquiry } from "../support/reliability/enquiries.ts";
import { readEnquiries } from "../support/reliability/enquiry-db.ts";
import { duplicates, serverFor, sinkFor, tempDataDir } from "../support/reliability/fixture.ts";
import { projectRoot } from "../support/reliability/server-process.ts";
import { runPool, waitFor } from "../support/reliability/wait.ts";

const run = promisify(execFile);

/** The owner's documented command, through npm as she types it. */
function enquiries(dataDir: string, ...args: string[]) {
  return run("npm", ["run", "--silent", "enquiries", "--", ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir },
  });
}

// Mailed before the backup: the restored server must not send these again.
const mailedFirst = 30;
const acknowledgedBeforeBackup = 50;
const acknowledgedAfterBackup = 10;

test("a backup taken under load restores every enquiry acknowledged before it, and no mail already sent goes out twice", async () => {
  const dataDir = await tempDataDir();
  const sink = await sinkFor();
  const server = await serverFor(dataDir, sink.port);

  const ackedAt = new Map<number, number>();
  await runPool(mailedFirst, 8, async (n) => {
    expect((await postEnquiry(server.url, validEnquiry(n))).status).toBe(201);
    ackedAt.set(n, performance.now());
  });
  await waitFor("the first enquiries to be mailed", () => sink.received.size === mailedFirst, {
    timeoutMs: 60_000,
  });

  // Buyers keep posting, 4 at a time with a short pause (the mails they cause must be sent within the test),
  // from before the backup until after it.
  let stop = false;
  let next = mailedFirst;
  const buyer = async () => {
    while (!stop) {
      const n = next++;
      const answer = await postEnquiry(server.url, validEnquiry(n));
      expect(answer.status).toBe(201);
      ackedAt.set(n, performance.now());
      await sleep(80);
    }
  };
  const load = Promise.all(Array.from({ length: 4 }, buyer));

  await waitFor("enquiries before the backup", () => ackedAt.size >= acknowledgedBeforeBackup, {
    timeoutMs: 60_000,
    intervalMs: 1,
  });
  const backupStart = performance.now();
  const ackedBefore = [...ackedAt.keys()];
  const mailedBefore = new Set(sink.received.keys());
  const file = path.join(await tempDataDir(), "enquiries-backup.db");
  const { stdout } = await enquiries(dataDir, "backup", file);
  const backupEnd = performance.now();
  const ackedByBackupEnd = ackedAt.size;
  await waitFor(
    "enquiries after the backup",
    () => ackedAt.size >= ackedByBackupEnd + acknowledgedAfterBackup,
    {
      timeoutMs: 60_000,
      intervalMs: 1,
    },
  );
  stop = true;
  await load;
  await server.stop();

  const backedUp = Number(/Backed up (\d+) enquiries/.exec(stdout)?.[1]);
  const duringBackup = [...ackedAt.values()].filter((at) => at > backupStart && at <= backupEnd).length;

  // A new machine: a fresh DATA_DIR, the copy restored into it, the server started on it.
  const freshDir = await tempDataDir();
  await enquiries(freshDir, "restore", file);
  const restoredRows = readEnquiries(freshDir);
  const restoredTokens = new Set(restoredRows.map((row) => /relt[0-9a-f]{8}n\d+/.exec(row.message)?.[0]));
  const missing = ackedBefore.map(enquiryToken).filter((token) => !restoredTokens.has(token));

  const newSink = await sinkFor();
  const restoredServer = await serverFor(freshDir, newSink.port);
  await waitFor(
    "the restored server to mail what the backup held as pending",
    () => readEnquiries(freshDir).every((row) => row.deliveryState === "sent"),
    { timeoutMs: 60_000 },
  );
  const pendingInBackup = restoredRows.filter((row) => row.deliveryState === "pending").length;
  const mailedTwice = [...newSink.received.keys()].filter((token) => mailedBefore.has(token));

  console.log(
    `Backup under load: ${ackedAt.size} enquiries acknowledged in all, ${ackedBefore.length} before the backup ` +
      `began, ${duringBackup} while it ran (${Math.round(backupEnd - backupStart)} ms, npm included); backup ` +
      `holds ${backedUp}, restored ${restoredRows.length}, ${missing.length} acknowledged before it missing; ` +
      `${mailedBefore.size} mailed before the backup, the restored server mailed the ${pendingInBackup} pending ` +
      `in it: ${newSink.received.size} mails, ${mailedTwice.length} of them already sent before the backup`,
  );
  expect(duringBackup).toBeGreaterThan(0);
  expect(missing).toEqual([]);
  expect(restoredRows).toHaveLength(backedUp);
  expect(mailedBefore.size).toBeGreaterThanOrEqual(mailedFirst);
  expect(mailedTwice).toEqual([]);
  expect(newSink.received.size).toBe(pendingInBackup);
  expect(duplicates(newSink)).toBe(0);
  expect(restoredServer.alive()).toBe(true);
});
