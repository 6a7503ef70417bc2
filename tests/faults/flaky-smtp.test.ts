import { setTimeout as sleep } from "node:timers/promises";
import { expect, test } from "vitest";
import { enquiryToken, postEnquiry, validEnquiry } from "../support/reliability/enquiries.ts";
import { readEnquiries } from "../support/reliability/enquiry-db.ts";
import { duplicates, serverFor, sinkFor, tempDataDir } from "../support/reliability/fixture.ts";
import { runPool, waitFor } from "../support/reliability/wait.ts";
import { scale } from "./scale.ts";

function tokens(count: number): string[] {
  return Array.from({ length: count }, (_, i) => enquiryToken(i));
}

test("a slow mail server gets each mail once: no second attempt while the first is in flight", async () => {
  const count = scale.slowEnquiries;
  const dataDir = await tempDataDir();
  // Each reply takes 8 times the shortest retry wait, but stays within the client's timeouts.
  const sink = await sinkFor(undefined, { replyDelayMs: 800 });
  const server = await serverFor(dataDir, sink.port);

  const started = Date.now();
  const answers = await runPool(count, 4, (i) => postEnquiry(server.url, validEnquiry(i)));
  const answerMs = Date.now() - started;
  expect(answers.map((a) => a.status)).toEqual(Array(count).fill(201));
  await waitFor("every mail", () => tokens(count).every((t) => sink.received.has(t)), { timeoutMs: 60_000 });
  await sleep(1_500);
  console.log(
    `Slow SMTP (800 ms a reply): ${count} enquiries answered in ${answerMs} ms in all, ` +
      `mailed in ${Date.now() - started - 1_500} ms over ${sink.stats.connections} connections, ` +
      `${duplicates(sink)} duplicates`,
  );
  expect(sink.received.size).toBe(count);
  expect(duplicates(sink)).toBe(0);
  expect(readEnquiries(dataDir).every((r) => r.deliveryState === "sent" && r.deliveryAttempts === 1)).toBe(
    true,
  );
});

test("timeouts and connections dropped mid-message are retried until each mail is accepted once", async () => {
  const count = scale.flakyEnquiries;
  const dataDir = await tempDataDir();
  // First a server too slow to greet (the client gives up after 300 ms)...
  const sink = await sinkFor(undefined, { greetingDelayMs: 600 });
  const server = await serverFor(dataDir, sink.port, {
    SMTP_URL: `smtp://127.0.0.1:${sink.port}?greetingTimeout=300&socketTimeout=2000`,
  });

  const answers = await runPool(count, 4, (i) => postEnquiry(server.url, validEnquiry(i)));
  expect(answers.map((a) => a.status)).toEqual(Array(count).fill(201));
  await waitFor(
    "a retry after a timeout",
    () => readEnquiries(dataDir).some((r) => r.deliveryAttempts >= 2),
    {
      timeoutMs: 30_000,
    },
  );
  // ...then one that cuts the connection in the middle of each of the next `count` messages, then a good one.
  sink.behave({ dropTransfers: count });
  await waitFor("every mail", () => tokens(count).every((t) => sink.received.has(t)), { timeoutMs: 90_000 });
  await waitFor("every row to be marked sent", () =>
    readEnquiries(dataDir).every((r) => r.deliveryState === "sent"),
  );
  await sleep(1_500);
  const rows = readEnquiries(dataDir);
  const attempts = rows.map((r) => r.deliveryAttempts);
  console.log(
    `Flaky SMTP: ${count} enquiries; ${sink.stats.dropped} transfers cut mid-message after greeting timeouts; ` +
      `delivery attempts per enquiry ${Math.min(...attempts)}-${Math.max(...attempts)}; ` +
      `${sink.received.size} mailed, ${duplicates(sink)} duplicates`,
  );
  expect(sink.stats.dropped).toBe(count);
  expect(sink.received.size).toBe(count);
  expect(duplicates(sink)).toBe(0);
  expect(Math.min(...attempts)).toBeGreaterThanOrEqual(2);
  expect(server.alive()).toBe(true);
});
