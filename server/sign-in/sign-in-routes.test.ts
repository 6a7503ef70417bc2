import { expect, test } from "vitest";
import { wrongCredentials } from "#domain/desk/api.ts";
import {
  addOwner,
  buildTestApp,
  manualClock,
  ownerPassword,
  signIn,
  siteHeaders,
} from "#tests/support/test-helper.ts";
import { absoluteTimeoutMs, idleTimeoutMs } from "./sessions.ts";

const me = "owner@example.com";

async function appWithOwner(options: Parameters<typeof buildTestApp>[0] = {}) {
  const app = await buildTestApp(options);
  await addOwner(app.dataDir, me);
  return app;
}

const whoAmI = (app: Awaited<ReturnType<typeof buildTestApp>>, cookie: string) =>
  app.inject({ url: "/api/desk/me", headers: { ...siteHeaders, cookie } });

test("the right password opens a session whose cookie is HttpOnly, SameSite=Lax, Path=/ and not Secure over HTTP", async () => {
  const app = await appWithOwner();
  const { response, cookie, setCookie } = await signIn(app, me);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ next: "/desk" });
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Lax/);
  expect(setCookie).toMatch(/Path=\//);
  expect(setCookie).not.toMatch(/Secure/);
  expect((await whoAmI(app, cookie)).json()).toMatchObject({ email: me });
});

test("behind a trusted proxy that saw HTTPS the cookie is Secure; a forged X-Forwarded-Proto is ignored", async () => {
  const proxied = await appWithOwner({ env: { TRUST_PROXY: "1" } });
  const overHttps = await signIn(proxied, me, ownerPassword, {
    "x-forwarded-proto": "https",
    origin: "https://localhost:3000",
  });
  expect(overHttps.response.statusCode).toBe(200);
  expect(overHttps.setCookie).toMatch(/; Secure/);

  const direct = await appWithOwner();
  const forged = await signIn(direct, me, ownerPassword, { "x-forwarded-proto": "https" });
  expect(forged.response.statusCode).toBe(200);
  expect(forged.setCookie).not.toMatch(/Secure/);
});

test("a wrong e-mail and a wrong password get the same answer", async () => {
  const app = await appWithOwner();
  const wrongPassword = await signIn(app, me, "not the password at all");
  const wrongEmail = await signIn(app, "nobody@example.com", ownerPassword);
  for (const { response, cookie } of [wrongPassword, wrongEmail]) {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: wrongCredentials });
    expect(cookie).toBe("");
  }
  expect(wrongEmail.response.headers).toEqual({
    ...wrongPassword.response.headers,
    date: expect.any(String),
  });
});

test("every sign-in gets a new session id, and a cookie planted before sign-in is not adopted", async () => {
  const app = await appWithOwner();
  const planted = "desk_session=chosen-by-an-attacker";
  const first = await signIn(app, me, ownerPassword, { cookie: planted });
  const second = await signIn(app, me);
  expect(first.cookie).not.toBe(planted);
  expect(first.cookie).not.toBe(second.cookie);
  expect((await whoAmI(app, planted)).statusCode).toBe(401);
});

test("five failures for one e-mail from one address lock password sign-in for 15 minutes, even with the right password", async () => {
  const clock = manualClock();
  const app = await appWithOwner({ now: clock.now, env: { TRUST_PROXY: "1" } });
  for (let i = 0; i < 5; i++) expect((await signIn(app, me, `wrong ${i}`)).response.statusCode).toBe(401);

  const locked = await signIn(app, me);
  expect(locked.response.statusCode).toBe(429);
  expect(locked.response.json().message).toBe("Too many failed sign-ins. Please try again in 15 minutes.");
  expect(locked.response.headers["retry-after"]).toBe("900");
  expect(locked.cookie).toBe("");

  // Another address is not locked out of the same account.
  expect(
    (await signIn(app, me, ownerPassword, { "x-forwarded-for": "203.0.113.9" })).response.statusCode,
  ).toBe(200);
  // A passkey sign-in is never locked.
  const passkey = await app.inject({
    method: "POST",
    url: "/api/auth/passkey/options",
    headers: siteHeaders,
  });
  expect(passkey.statusCode).toBe(200);
  expect(passkey.json()).toHaveProperty("challenge");

  clock.advance(10 * 60_000);
  expect((await signIn(app, me)).response.json().message).toMatch(/try again in 5 minutes/);
  clock.advance(5 * 60_000);
  expect((await signIn(app, me)).response.statusCode).toBe(200);
});

test("fifty failures from one address lock it out whatever the e-mails", async () => {
  const app = await appWithOwner();
  const failures = await Promise.all(
    Array.from({ length: 50 }, (_, i) => signIn(app, `guess${i}@example.com`, "wrong password")),
  );
  expect(failures.map((f) => f.response.statusCode)).toEqual(Array(50).fill(401));
  const locked = await signIn(app, me);
  expect(locked.response.statusCode).toBe(429);
  expect(locked.response.json().message).toMatch(
    /^Too many failed sign-ins\. Please try again in \d+ minutes?\.$/,
  );
  // Fifty scrypt hashes of 128 MiB each: 19 s on a quiet 2-core host, several times that beside other suites.
}, 180_000);

test("a burst of parallel guesses cannot get past the five-try limit", async () => {
  const app = await appWithOwner();
  const burst = await Promise.all(
    Array.from({ length: 8 }, (_, i) => signIn(app, me, `parallel guess ${i}`)),
  );
  expect(burst.map((b) => b.response.statusCode).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
});

test("a sign-in from a foreign or missing Origin is refused", async () => {
  const app = await appWithOwner();
  expect((await signIn(app, me, ownerPassword, { origin: "https://evil.example" })).response.statusCode).toBe(
    403,
  );
  const noOrigin = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in",
    headers: { host: siteHeaders.host },
    payload: { email: me, password: ownerPassword },
  });
  expect(noOrigin.statusCode).toBe(403);
});

test("a session ends after 12 idle hours", async () => {
  const clock = manualClock();
  const app = await appWithOwner({ now: clock.now });
  const { cookie } = await signIn(app, me);
  clock.advance(idleTimeoutMs - 60_000);
  expect((await whoAmI(app, cookie)).statusCode).toBe(200);
  clock.advance(idleTimeoutMs - 60_000);
  expect((await whoAmI(app, cookie)).statusCode).toBe(200);
  clock.advance(idleTimeoutMs);
  expect((await whoAmI(app, cookie)).statusCode).toBe(401);
});

test("a session ends after 7 days however busy", async () => {
  const clock = manualClock();
  const app = await appWithOwner({ now: clock.now });
  const { cookie } = await signIn(app, me);
  for (let elapsed = 0; elapsed + 11 * 3_600_000 < absoluteTimeoutMs; elapsed += 11 * 3_600_000) {
    expect((await whoAmI(app, cookie)).statusCode).toBe(200);
    clock.advance(11 * 3_600_000);
  }
  clock.advance(absoluteTimeoutMs);
  expect((await whoAmI(app, cookie)).statusCode).toBe(401);
});

test("sign-out ends the session on the server", async () => {
  const app = await appWithOwner();
  const { cookie } = await signIn(app, me);
  const out = await app.inject({
    method: "POST",
    url: "/api/auth/sign-out",
    headers: { ...siteHeaders, cookie },
  });
  expect(out.statusCode).toBe(204);
  expect(String(out.headers["set-cookie"])).toMatch(/desk_session=;/);
  expect((await whoAmI(app, cookie)).statusCode).toBe(401);
});

test("the plain HTML form signs in and out with redirects, and sends failures back to /sign-in", async () => {
  const app = await appWithOwner();
  const form = (payload: string, cookie = "") =>
    app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      headers: { ...siteHeaders, cookie, "content-type": "application/x-www-form-urlencoded" },
      payload,
    });
  const wrong = await form(`email=${encodeURIComponent(me)}&password=nope&next=%2Fdesk%2Fspam`);
  expect(wrong.statusCode).toBe(303);
  expect(wrong.headers.location).toBe("/sign-in?error=wrong&next=%2Fdesk%2Fspam");

  const right = await form(
    `email=${encodeURIComponent(me)}&password=${encodeURIComponent(ownerPassword)}&next=%2Fdesk%2Fspam`,
  );
  expect(right.statusCode).toBe(303);
  expect(right.headers.location).toBe("/desk/spam");

  // An outside address in next is never followed: sign-in is no open redirect.
  const outside = await form(
    `email=${encodeURIComponent(me)}&password=${encodeURIComponent(ownerPassword)}&next=%2F%2Fevil.example`,
  );
  expect(outside.headers.location).toBe("/desk");
});
