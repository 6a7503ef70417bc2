import { expect, test } from "vitest";
import {
  type EnquiryAnswer,
  enquiryToken,
  postEnquiry,
  validEnquiry,
} from "../support/reliability/enquiries.ts";
import { readEnquiries } from "../support/reliability/enquiry-db.ts";
import { duplicates, serverFor, sinkFor, tempDataDir } from "../support/reliability/fixture.ts";
import { runPool, waitFor } from "../support/reliability/wait.ts";
import { scale } from "./scale.ts";

test("after a SIGKILL mid-load, every acknowledged enquiry is stored and mailed once the server is back", async () => {
  const dataDir = await tempDataDir();
  const sink = await sinkFor();
  const server = await serverFor(dataDir, sink.port);

  let killed = false;
  const acknowledged = new Map<number, string>();
  const load = runPool(scale.crashLoad, 16, async (i): Promise<EnquiryAnswer | undefined> => {
    if (killed) return undefined;
    const answer = await postEnquiry(server.url, validEnquiry(i));
    if (answer.status === 201) acknowledged.set(i, String(answer.body?.id));
    return answer;
  });
  await waitFor("enough acknowledged enquiries", () => acknowledged.size >= scale.crashAfter, {
    timeoutMs: 60_000,
    intervalMs: 1,
  });
  await server.kill();
  killed = true;
  const answers = (await load).filter((a) => a !== undefined);
  // Before the kill every answer is a 201; requests cut by the kill get no answer (status 0), never a 5xx.
  expect(answers.filter((a) => a.status !== 201 && a.status !== 0)).toEqual([]);

  const storedAtCrash = readEnquiries(dataDir);
  const storedIds = new Set(storedAtCrash.map((r) => r.id));
  const lost = [...acknowledged.values()].filter((id) => !storedIds.has(id));
  expect(lost).toEqual([]);

  const restarted = await serverFor(dataDir, sink.port);
  await waitFor(
    "every stored enquiry to be mailed after the restart",
    () => readEnquiries(dataDir).every((r) => r.deliveryState === "sent"),
    { timeoutMs: 60_000 },
  );
  const ackedTokens = [...acknowledged.keys()].map(enquiryToken);
  const undelivered = ackedTokens.filter((t) => !sink.received.has(t));
  console.log(
    `SIGKILL mid-load: ${acknowledged.size} acknowledged before the kill, ${answers.filter((a) => a.status === 0).length} ` +
      `cut without an answer; ${storedAtCrash.length} stored (${storedAtCrash.length - acknowledged.size} committed ` +
      `but never answered), ${storedAtCrash.filter((r) => r.deliveryState === "pending").length} pending at the ` +
      `crash; after restart ${sink.received.size} mailed, ${undelivered.length} acknowledged not mailed, ` +
      `${duplicates(sink)} mailed twice`,
  );
  expect(undelivered).toEqual([]);
  expect(sink.received.size).toBe(storedAtCrash.length);
  // Delivery is at least once: only the one mail in flight at the kill may go out again.
  expect(duplicates(sink)).toBeLessThanOrEqual(1);
  expect(restarted.alive()).toBe(true);
});
