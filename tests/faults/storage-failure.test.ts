import { execFileSync } from "node:child_process";
import { expect, test } from "vitest";
import { enquiryToken, postEnquiry, validEnquiry } from "../support/reliability/enquiries.ts";
import { countEnquiries, readEnquiries } from "../support/reliability/enquiry-db.ts";
import { serverFor, sinkFor, tempDataDir } from "../support/reliability/fixture.ts";
import { sendRaw } from "../support/reliability/raw-http.ts";
import { waitFor } from "../support/reliability/wait.ts";

/**
 * Simulates a full disk for one process: with its file-size limit at 0 every write to a file fails (EFBIG;
 * Node ignores SIGXFSZ), while the database stays open as in production. A chmod would not do: the server
 * keeps its files open, and root ignores permissions.
 */
function setFileSizeLimit(pid: number, limit: "0" | "unlimited"): void {
  execFileSync("prlimit", ["--pid", String(pid), `--fsize=${limit}:unlimited`]);
}

test("when the database cannot be written the API answers 503, never a false success, and recovers", async () => {
  const dataDir = await tempDataDir();
  const sink = await sinkFor();
  const server = await serverFor(dataDir, sink.port);
  expect((await postEnquiry(server.url, validEnquiry(0))).status).toBe(201);
  await waitFor("the first mail", () => sink.received.has(enquiryToken(0)));

  setFileSizeLimit(server.pid, "0");
  const during = [];
  for (let i = 1; i <= 10; i++) during.push(await postEnquiry(server.url, validEnquiry(i)));
  const form = await sendRaw(
    Number(new URL(server.url).port),
    Buffer.from(
      "POST /api/send-email HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n" +
        "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 87\r\n\r\n" +
        "name=A&company=B&email=a%40example.test&phone=919876543210&message=Hello+from+the+form.",
    ),
  );
  const health = await fetch(`${server.url}/healthz`);
  setFileSizeLimit(server.pid, "unlimited");

  console.log(
    `Storage failure: ${during.length} enquiries during the fault answered ${[...new Set(during.map((a) => a.status))]} ` +
      `"${during[0]?.body?.message}"; the no-JavaScript form was sent to ${form.headers.location}; ` +
      `/healthz answered ${health.status}`,
  );
  expect(during.map((a) => a.status)).toEqual(Array(during.length).fill(503));
  for (const answer of during) {
    expect(answer.body?.message).toMatch(/could not be saved/i);
    expect(answer.body?.id).toBeUndefined();
  }
  expect(form.status).toBe(303);
  expect(form.headers.location).toMatch(/error/);
  expect(countEnquiries(dataDir)).toBe(1);

  const after = await postEnquiry(server.url, validEnquiry(11));
  expect(after.status).toBe(201);
  expect(readEnquiries(dataDir).map((r) => r.id)).toContain(after.body?.id);
  await waitFor("the mail of the enquiry after recovery", () => sink.received.has(enquiryToken(11)));
  expect([...sink.received.keys()].sort()).toEqual([enquiryToken(0), enquiryToken(11)].sort());
  expect(server.alive()).toBe(true);
});
