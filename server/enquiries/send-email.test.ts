import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "vitest";
import { buildTestApp, storedRows, validEnquiry } from "#tests/support/test-helper.ts";
import { databaseFileName } from "../database/database.ts";

const url = "/api/send-email";

function formBody(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

test("a valid enquiry is stored with its origin and answered 201 with its id", async () => {
  const app = await buildTestApp();
  const response = await app.inject({
    method: "POST",
    url,
    payload: { ...validEnquiry, name: "  Asha Rao " },
    headers: { "user-agent": "TestBrowser/1.0" },
    remoteAddress: "203.0.113.7",
  });
  expect(response.statusCode).toBe(201);
  const body = response.json();
  expect(body.message).toMatch(/received/);
  expect(storedRows(app.dataDir)).toEqual([
    expect.objectContaining({
      id: body.id,
      ...validEnquiry,
      client_ip: "203.0.113.7",
      user_agent: "TestBrowser/1.0",
      received_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    }),
  ]);
});

test.each([
  ["name", { name: "   " }, "Full Name is required."],
  ["company", { company: "x".repeat(201) }, "Company Name must be at most 200 characters."],
  ["email", { email: "asha@" }, "Email must be a valid e-mail address."],
  ["email", { email: `${"a".repeat(250)}@example.com` }, "Email must be at most 254 characters."],
  ["phone", { phone: "12345" }, "Mobile Number must be 6 to 15 digits."],
  ["phone", { phone: "+91 98765" }, "Mobile Number must be 6 to 15 digits."],
  ["message", { message: "" }, "Message is required."],
  ["message", { message: "x".repeat(5001) }, "Message must be at most 5000 characters."],
  ["name", { name: 42 }, "Full Name must be text."],
])("an invalid %s is refused with 400 naming the field", async (field, change, problem) => {
  const app = await buildTestApp();
  const response = await app.inject({ method: "POST", url, payload: { ...validEnquiry, ...change } });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    message: `Please check the form: ${problem}`,
    fields: { [field]: problem },
  });
  expect(storedRows(app.dataDir)).toEqual([]);
});

test("a missing field and several bad fields are all named", async () => {
  const app = await buildTestApp();
  const { message: _, ...withoutMessage } = validEnquiry;
  const response = await app.inject({ method: "POST", url, payload: { ...withoutMessage, phone: "1" } });
  expect(response.statusCode).toBe(400);
  expect(Object.keys(response.json().fields)).toEqual(["phone", "message"]);
});

test("an unknown field is refused, not silently dropped", async () => {
  const app = await buildTestApp();
  const response = await app.inject({ method: "POST", url, payload: { ...validEnquiry, isAdmin: true } });
  expect(response.statusCode).toBe(400);
  expect(response.json().fields).toEqual({ isAdmin: '"isAdmin" is not a field of the enquiry.' });
  expect(storedRows(app.dataDir)).toEqual([]);
});

test.each([
  ["malformed JSON", "{"],
  ["a JSON array", "[]"],
  ["a JSON string", '"hello"'],
  ["a prototype-poisoning body", `{"__proto__": {"x": 1}}`],
])("%s gets a 400 with a readable message", async (_, payload) => {
  const app = await buildTestApp();
  const response = await app.inject({
    method: "POST",
    url,
    payload,
    headers: { "content-type": "application/json" },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toMatch(/exactly these fields: name, company, email, phone, message/);
  expect(response.body).not.toMatch(/at .*\.js|Error:/);
});

test("a body over 32 KB is refused with 413", async () => {
  const app = await buildTestApp();
  const response = await app.inject({
    method: "POST",
    url,
    payload: { ...validEnquiry, message: "x".repeat(33 * 1024) },
  });
  expect(response.statusCode).toBe(413);
  expect(response.json().message).toBe("The enquiry is too large: at most 32 KB.");
});

test.each(["text/plain", "multipart/form-data; boundary=x", "application/xml"])(
  "a %s body is refused with 415",
  async (contentType) => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: "POST",
      url,
      payload: JSON.stringify(validEnquiry),
      headers: { "content-type": contentType },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe("Send the enquiry as JSON (Content-Type: application/json).");
  },
);

test("more enquiries than the limit from one address get 429; other addresses still get through", async () => {
  const app = await buildTestApp({ env: { RATE_LIMIT_MAX: "2", RATE_LIMIT_WINDOW: "10m" } });
  const send = (remoteAddress: string) =>
    app.inject({ method: "POST", url, payload: validEnquiry, remoteAddress });
  expect((await send("198.51.100.1")).statusCode).toBe(201);
  expect((await send("198.51.100.1")).statusCode).toBe(201);
  const limited = await send("198.51.100.1");
  expect(limited.statusCode).toBe(429);
  expect(limited.json().message).toMatch(
    /^Too many enquiries from your address\. Please try again in 10 minutes\.$/,
  );
  expect(limited.headers["retry-after"]).toBe("600");
  expect((await send("198.51.100.2")).statusCode).toBe(201);
  expect(storedRows(app.dataDir)).toHaveLength(3);
});

test("behind a trusted proxy the limit counts the client's address, not the proxy's", async () => {
  const app = await buildTestApp({ env: { RATE_LIMIT_MAX: "1", TRUST_PROXY: "1" } });
  const send = (client: string) =>
    app.inject({
      method: "POST",
      url,
      payload: validEnquiry,
      remoteAddress: "10.0.0.1",
      headers: { "x-forwarded-for": client },
    });
  expect((await send("198.51.100.1")).statusCode).toBe(201);
  expect((await send("198.51.100.2")).statusCode).toBe(201);
  expect((await send("198.51.100.1")).statusCode).toBe(429);
  expect(storedRows(app.dataDir).map((row) => row.client_ip)).toEqual(["198.51.100.1", "198.51.100.2"]);
});

test("the no-JavaScript form post is stored and redirected to the success message", async () => {
  const app = await buildTestApp();
  const response = await app.inject({
    method: "POST",
    url,
    payload: formBody({ ...validEnquiry, phone: "+91 98765-43210", website: "" }),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe("/contact#enquiry-sent");
  expect(storedRows(app.dataDir)).toEqual([
    expect.objectContaining({ name: "Asha Rao", phone: "919876543210" }),
  ]);
});

test("an invalid no-JavaScript form post is redirected to the error message", async () => {
  const app = await buildTestApp();
  const response = await app.inject({
    method: "POST",
    url,
    payload: formBody({ ...validEnquiry, email: "nope" }),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe("/contact#enquiry-error");
  expect(storedRows(app.dataDir)).toEqual([]);
});

test("a filled honeypot looks like success to the bot but stores nothing", async () => {
  const app = await buildTestApp();
  const response = await app.inject({
    method: "POST",
    url,
    payload: formBody({ ...validEnquiry, website: "https://spam.example" }),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe("/contact#enquiry-sent");
  expect(storedRows(app.dataDir)).toEqual([]);
});

test("a form post from an allowed other origin is sent back to that origin's contact page", async () => {
  const app = await buildTestApp({ env: { ALLOWED_ORIGINS: "https://www.example.com" } });
  const post = (origin: string) =>
    app.inject({
      method: "POST",
      url,
      payload: formBody(validEnquiry),
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
    });
  expect((await post("https://www.example.com")).headers.location).toBe(
    "https://www.example.com/contact#enquiry-sent",
  );
  expect((await post("https://evil.example")).headers.location).toBe("/contact#enquiry-sent");
});

test("CORS allows only the configured origins", async () => {
  const app = await buildTestApp({ env: { ALLOWED_ORIGINS: "https://www.example.com" } });
  const preflight = (origin: string) =>
    app.inject({
      method: "OPTIONS",
      url,
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
  const allowed = await preflight("https://www.example.com");
  expect(allowed.statusCode).toBe(204);
  expect(allowed.headers["access-control-allow-origin"]).toBe("https://www.example.com");
  expect((await preflight("https://evil.example")).headers["access-control-allow-origin"]).toBeUndefined();

  const post = await app.inject({
    method: "POST",
    url,
    payload: validEnquiry,
    headers: { origin: "https://www.example.com" },
  });
  expect(post.headers["access-control-allow-origin"]).toBe("https://www.example.com");
});

test("without ALLOWED_ORIGINS no CORS header is sent", async () => {
  const app = await buildTestApp();
  const response = await app.inject({
    method: "POST",
    url,
    payload: validEnquiry,
    headers: { origin: "https://a.example" },
  });
  expect(response.headers["access-control-allow-origin"]).toBeUndefined();
});

test("when the database refuses the write, the answer is 503 and nothing claims success", async () => {
  const app = await buildTestApp();
  await app.ready();
  // Another connection makes every insert fail, as a full disk or a broken file would.
  const db = new DatabaseSync(path.join(app.dataDir, databaseFileName));
  db.exec(`CREATE TRIGGER refuse BEFORE INSERT ON enquiries BEGIN SELECT RAISE(ABORT, 'disk full'); END;`);
  db.close();

  const response = await app.inject({ method: "POST", url, payload: validEnquiry });
  expect(response.statusCode).toBe(503);
  expect(response.json().message).toMatch(/could not be saved/);
  expect(response.body).not.toMatch(/disk full|SQLITE/i);

  const form = await app.inject({
    method: "POST",
    url,
    payload: formBody(validEnquiry),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(form.headers.location).toBe("/contact#enquiry-error");
});
