import { setTimeout as sleep } from "node:timers/promises";
import { expect, test } from "vitest";
import { enquiryToken, postEnquiry, validEnquiry } from "../support/reliability/enquiries.ts";
import { readEnquiries } from "../support/reliability/enquiry-db.ts";
import { duplicates, serverFor, sinkFor, tempDataDir } from "../support/reliability/fixture.ts";
import { freePort } from "../support/reliability/ports.ts";
import { runPool, waitFor } from "../support/reliability/wait.ts";
import { scale } from "./scale.ts";

test("enquiries sent while the mail server is down are all kept, then each mailed once", async () => {
  const count = scale.outageEnquiries;
  const dataDir = await tempDataDir();
  const smtpPort = await freePort(); // nothing listens there yet: the mail server is down
  // Every buyer posts from 127.0.0.1 to example.test: lift the limits per client and per domain.
  const server = await serverFor(dataDir, smtpPort, {
    ACK_MAX_PER_HOUR: "1000",
    ACK_MAX_PER_DOMAIN: "500",
    ACK_MAX_PER_CLIENT: "500",
  });

  const answers = await runPool(count, 10, (i) => postEnquiry(server.url, validEnquiry(i)));
  expect(answers.map((a) => a.status)).toEqual(Array(count).fill(201));
  const rows = readEnquiries(dataDir);
  expect(rows.map((r) => r.id).sort()).toEqual(answers.map((a) => a.body?.id).sort());
  expect(rows.every((r) => r.deliveryState === "pending")).toBe(true);
  const failedAttempts = rows.reduce((sum, r) => sum + r.deliveryAttempts, 0);

  const backAt = Date.now();
  const sink = await sinkFor(smtpPort);
  const tokens = Array.from({ length: count }, (_, i) => enquiryToken(i));
  await waitFor("every enquiry to be mailed", () => tokens.every((t) => sink.received.has(t)), {
    timeoutMs: 60_000,
  });
  const drainMs = Date.now() - backAt;
  await waitFor("every row to be marked sent", () =>
    readEnquiries(dataDir).every((r) => r.deliveryState === "sent"),
  );
  // Each buyer (a distinct address) is acknowledged too.
  await waitFor("the acknowledgements", () => sink.acknowledged.size === count, {
    timeoutMs: 60_000,
  });
  await sleep(1_500); // three times the longest retry wait: a late duplicate would arrive now
  console.log(
    `SMTP outage: ${count} enquiries acknowledged 201 and stored while the mail server was down ` +
      `(${failedAttempts} failed delivery attempts meanwhile); all ${sink.received.size} mailed ` +
      `${drainMs} ms after it came back; ${duplicates(sink)} duplicates; ${sink.acknowledged.size} buyers acknowledged`,
  );
  expect(sink.received.size).toBe(count);
  expect(duplicates(sink)).toBe(0);
  expect(sink.stats.accepted).toBe(count);
  expect(sink.stats.acknowledgements).toBe(count);
  expect([...sink.acknowledged.values()].every((n) => n === 1)).toBe(true);
  expect(server.alive()).toBe(true);
});
