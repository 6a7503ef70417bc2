import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "vitest";
import { buildTestApp, freePort, validEnquiry } from "#tests/support/test-helper.ts";
import { databaseFileName } from "../database/database.ts";

test("healthz reports a reachable database and the outbox backlog", async () => {
  const port = await freePort();
  const app = await buildTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, ENQUIRY_TO: "o@example.com" },
  });
  const empty = await app.inject("/healthz");
  expect(empty.headers["cache-control"]).toBe("no-store");
  expect(empty.json()).toEqual({
    message: "OK",
    database: "reachable",
    outbox: { pending: 0, oldestPendingReceivedAt: null },
  });

  // The mail server is down, so the enquiry waits in the outbox.
  await app.inject({ method: "POST", url: "/api/send-email", payload: validEnquiry });
  expect((await app.inject("/healthz")).json().outbox).toEqual({
    pending: 1,
    oldestPendingReceivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });
});

test("healthz answers 503 when the database cannot be read", async () => {
  const app = await buildTestApp();
  await app.ready();
  const db = new DatabaseSync(path.join(app.dataDir, databaseFileName));
  db.exec("DROP TABLE enquiries");
  db.close();

  const response = await app.inject("/healthz");
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ message: "The database is unreachable.", database: "unreachable" });
});
