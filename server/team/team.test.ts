// The team through inject(): invitations from the desk to a signed-in account, every refused link, the last
// Owner kept, and 'Remove' ending a live session; the setup link of a fresh install, gone once an account exists.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import { expect, test } from "vitest";
import { teamApi } from "#domain/desk/team-api.ts";
import { linkRefusals, teamRefusals } from "#domain/desk/team-refusals.ts";
import type { Team } from "#domain/desk/types.ts";
import { signInWords } from "#domain/words/en/sign-in.ts";
import {
  addOwner,
  buildTestApp,
  eventually,
  manualClock,
  ownerPassword,
  readMail,
  signIn,
  siteHeaders,
} from "#tests/support/test-helper.ts";
import { lastOwnerRefusal } from "../sign-in/owners.ts";

const me = "owner@example.com";
const newPassword = "plum orchards after the monsoon";

async function signedIn(options: Parameters<typeof buildTestApp>[0] = {}) {
  const app = await buildTestApp(options);
  await addOwner(app.dataDir, me);
  await app.ready();
  const { cookie } = await signIn(app, me);
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, as = cookie) =>
    app.inject({ method, url, headers: { ...siteHeaders, cookie: as }, ...(payload ? { payload } : {}) });
  const post = (url: string, payload: object) =>
    app.inject({ method: "POST", url, headers: siteHeaders, payload });
  return { app, cookie, call, post };
}

type App = Awaited<ReturnType<typeof signedIn>>;

/** Invites `email` as `role` and reads the token from the mail the outbox wrote. */
async function invite({ app, call }: App, email: string, role = "sales") {
  const sent = await call("POST", teamApi.invitations, { email, role });
  expect(sent.statusCode, sent.body).toBe(201);
  const { id } = sent.json() as { id: string };
  const file = path.join(app.dataDir, "outbox", `invitation-${id}.eml`);
  const raw = await eventually(() => readFile(file, "utf8").catch(() => undefined));
  const mail = readMail(raw);
  const link = /https?:\/\/\S+\/sign-in\/invitation\?token=([\w-]+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return { id, token: link?.[1] ?? "", mail };
}

const cookieOf = (response: { headers: Record<string, unknown> }) =>
  [response.headers["set-cookie"] ?? []]
    .flat()
    .map((c) => String(c).split(";")[0])
    .find((c) => c?.startsWith("desk_session=")) ?? "";

test("an invitation's mail leads to a signed-in Sales person with a password; the link then is used", async () => {
  const team = await signedIn();
  const { token, mail } = await invite(team, "seller@example.com", "sales");
  expect(mail.headers).toMatch(/^To: seller@example\.com$/m);
  expect(mail.text).toContain(`${me} invites you to the desk`);
  expect(mail.text).toContain("as Sales");

  const facts = await team.post("/api/auth/invitation", { token });
  expect(facts.json()).toEqual({ email: "seller@example.com", role: "sales" });
  const weak = await team.post("/api/auth/invitation/password", { token, password: "short" });
  expect(weak.statusCode).toBe(400);
  expect(weak.json().message).toBe("The password must be at least 12 characters long.");

  const accepted = await team.post("/api/auth/invitation/password", { token, password: newPassword });
  expect(accepted.statusCode, accepted.body).toBe(200);
  expect(accepted.json()).toEqual({ next: "/desk" });
  const me2 = await team.app.inject({ url: "/api/desk/me", headers: { cookie: cookieOf(accepted) } });
  expect(me2.json().email).toBe("seller@example.com");
  expect((await signIn(team.app, "seller@example.com", newPassword)).response.statusCode).toBe(200);

  const listed = (await team.call("GET", teamApi.team)).json() as Team;
  expect(listed.invitations).toEqual([]);
  expect(listed.people.find((p) => p.email === "seller@example.com")).toMatchObject({
    role: "sales",
    passkeys: 0,
    you: false,
  });
  expect(listed.people.find((p) => p.email === me)?.lastSignInAt).toEqual(expect.any(String));

  const reused = await team.post("/api/auth/invitation/password", {
    token,
    password: "another long phrase here",
  });
  expect(reused.statusCode).toBe(410);
  expect(reused.json().message).toBe(linkRefusals.used);
});

test("an Arabic invitation: its mail in Arabic leads to the Arabic page, and the account reads the desk in Arabic", async () => {
  const team = await signedIn();
  const sent = await team.call("POST", teamApi.invitations, {
    email: "arabic@example.com",
    role: "viewer",
    language: "ar",
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const { id, language } = sent.json() as { id: string; language: string };
  expect(language).toBe("ar");
  expect(((await team.call("GET", teamApi.team)).json() as Team).invitations[0]?.language).toBe("ar");
  const raw = await eventually(() =>
    readFile(path.join(team.app.dataDir, "outbox", `invitation-${id}.eml`), "utf8").catch(() => undefined),
  );
  const mail = await simpleParser(raw);
  expect(mail.subject).toMatch(/^\S.*: دعوة إلى لوحة التحكم$/);
  expect(mail.text).toContain(`يدعوك ${me} إلى لوحة التحكم`);
  expect(mail.text).toContain("بدور «مشاهد»");
  expect(mail.text).not.toMatch(/invites you|as Viewer/);
  expect(mail.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
  expect(mail.html).toContain(`<bdi>${me}</bdi>`);
  expect(mail.html).toContain(">اقبل الدعوة</a>");
  const token = /https?:\/\/\S+\/ar\/sign-in\/invitation\?token=([\w-]+)/.exec(mail.text ?? "")?.[1];
  expect(token, mail.text).toBeDefined();
  expect(mail.html).toContain(`/ar/sign-in/invitation?token=${token}`);

  const accepted = await team.post("/api/auth/invitation/password", {
    token: token ?? "",
    password: newPassword,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const theirs = await team.app.inject({ url: "/api/desk/me", headers: { cookie: cookieOf(accepted) } });
  expect(theirs.json()).toMatchObject({ email: "arabic@example.com", role: "viewer", language: "ar" });
});

test("an invitation without a language is in the inviting Owner's own; an unknown one is refused", async () => {
  const team = await signedIn();
  const english = await invite(team, "plain@example.com");
  expect(english.mail.text).toContain("/sign-in/invitation?token=");
  expect(english.mail.text).not.toContain("/ar/sign-in");
  const changed = await team.call("PUT", "/api/desk/me/language", { language: "ar" });
  expect(changed.statusCode, changed.body).toBe(204);
  const sent = await team.call("POST", teamApi.invitations, { email: "theirs@example.com", role: "sales" });
  expect(sent.json()).toMatchObject({ email: "theirs@example.com", language: "ar" });
  const unknown = await team.call("POST", teamApi.invitations, {
    email: "x@example.com",
    role: "sales",
    language: "fr",
  });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().fields).toEqual({ language: "Choose English or Arabic." });
});

test("guessed, expired and revoked links are refused with a sentence, and make no account", async () => {
  const clock = manualClock();
  const team = await signedIn({ now: clock.now });
  const guessed = await team.post("/api/auth/invitation/password", {
    token: "A".repeat(43),
    password: newPassword,
  });
  expect([guessed.statusCode, guessed.json().message]).toEqual([410, linkRefusals.unknownInvitation]);

  const revoked = await invite(team, "revoked@example.com");
  const listed = (await team.call("GET", teamApi.team)).json() as Team;
  expect(listed.invitations.map((i) => [i.email, i.role, i.invitedBy])).toEqual([
    ["revoked@example.com", "sales", me],
  ]);
  expect((await team.call("DELETE", teamApi.invitation(revoked.id))).statusCode).toBe(204);
  expect((await team.call("DELETE", teamApi.invitation(revoked.id))).statusCode).toBe(404);
  const afterRevoke = await team.post("/api/auth/invitation", { token: revoked.token });
  expect([afterRevoke.statusCode, afterRevoke.json().message]).toEqual([410, linkRefusals.revoked]);

  const late = await invite(team, "late@example.com", "viewer");
  clock.advance(72 * 3_600_000 - 1000);
  expect((await team.post("/api/auth/invitation", { token: late.token })).statusCode).toBe(200);
  clock.advance(1000);
  const expired = await team.post("/api/auth/invitation/password", {
    token: late.token,
    password: newPassword,
  });
  expect([expired.statusCode, expired.json().message]).toEqual([410, linkRefusals.expired]);
  // Three days on, her session has ended too: she signs in again to look.
  const fresh = (await signIn(team.app, me)).cookie;
  const after = (await team.call("GET", teamApi.team, undefined, fresh)).json() as Team;
  expect(after.people.map((p) => p.email)).toEqual([me]);
  expect(after.invitations).toEqual([]);
});

test("a second invitation to an address replaces the first; an address with an account is refused", async () => {
  const team = await signedIn();
  const first = await invite(team, "twice@example.com");
  const second = await invite(team, "twice@example.com", "viewer");
  expect((await team.post("/api/auth/invitation", { token: first.token })).json().message).toBe(
    linkRefusals.revoked,
  );
  expect((await team.post("/api/auth/invitation", { token: second.token })).json()).toEqual({
    email: "twice@example.com",
    role: "viewer",
  });
  const taken = await team.call("POST", teamApi.invitations, { email: "OWNER@example.com", role: "sales" });
  expect([taken.statusCode, taken.json().message]).toEqual([409, teamRefusals.hasAccount]);
  // An account made meanwhile (the command line) makes the link useless, not a second account.
  await addOwner(team.app.dataDir, "twice@example.com");
  const made = await team.post("/api/auth/invitation/password", {
    token: second.token,
    password: newPassword,
  });
  expect([made.statusCode, made.json().message]).toEqual([410, linkRefusals.hasAccount]);
  const bad = await team.call("POST", teamApi.invitations, {
    email: "x@y\r\nBcc: z@example.com",
    role: "sales",
  });
  expect(bad.statusCode).toBe(400);
  const noRole = await team.call("POST", teamApi.invitations, { email: "a@example.com", role: "admin" });
  expect(noRole.statusCode).toBe(400);
});

test("the last Owner can be neither demoted nor removed; a role change counts from the next request", async () => {
  const team = await signedIn();
  const people = async () => (await team.call("GET", teamApi.team)).json() as Team;
  const myId = (await people()).people[0]?.id ?? "";
  const demote = await team.call("PUT", teamApi.personRole(myId), { role: "sales" });
  expect([demote.statusCode, demote.json().message]).toEqual([409, lastOwnerRefusal]);
  const removeMe = await team.call("DELETE", teamApi.person(myId));
  expect([removeMe.statusCode, removeMe.json().message]).toEqual([409, lastOwnerRefusal]);

  await addOwner(team.app.dataDir, "second@example.com");
  const second = (await people()).people.find((p) => p.email === "second@example.com");
  const made = await team.call("PUT", teamApi.personRole(second?.id ?? ""), { role: "viewer" });
  expect(made.json()).toMatchObject({ email: "second@example.com", role: "viewer" });
  // Now the second account is no Owner: the first still is the last one.
  expect((await team.call("PUT", teamApi.personRole(myId), { role: "viewer" })).statusCode).toBe(409);
  expect((await team.call("PUT", teamApi.personRole(second?.id ?? ""), { role: "owner" })).statusCode).toBe(
    200,
  );
  expect((await team.call("PUT", teamApi.personRole("nobody"), { role: "owner" })).statusCode).toBe(404);
  const demoted = await team.call("PUT", teamApi.personRole(myId), { role: "sales" });
  expect(demoted.json()).toMatchObject({ role: "sales", you: true });
  // A Sales person now: the team is no longer theirs to change.
  expect((await team.call("PUT", teamApi.personRole(myId), { role: "owner" })).statusCode).toBe(403);
});

test("'Remove' ends the person's live session on its next request, with their passkeys and devices", async () => {
  const team = await signedIn();
  await addOwner(team.app.dataDir, "leaving@example.com");
  const theirs = (await signIn(team.app, "leaving@example.com")).cookie;
  expect((await team.call("GET", "/api/desk/me", undefined, theirs)).statusCode).toBe(200);
  const id = ((await team.call("GET", teamApi.team)).json() as Team).people.find(
    (p) => p.email === "leaving@example.com",
  )?.id;
  expect((await team.call("DELETE", teamApi.person(id ?? ""))).statusCode).toBe(204);
  expect((await team.call("GET", "/api/desk/me", undefined, theirs)).statusCode).toBe(401);
  expect((await signIn(team.app, "leaving@example.com")).response.statusCode).toBe(401);
  expect((await team.call("DELETE", teamApi.person(id ?? ""))).statusCode).toBe(404);
});

test("every team route needs a session and the desk's own Origin, and is in the OpenAPI document", async () => {
  const { app, cookie } = await signedIn();
  const routes = [
    ["GET", teamApi.team],
    ["POST", teamApi.invitations],
    ["DELETE", teamApi.invitation("x")],
    ["PUT", teamApi.personRole("x")],
    ["DELETE", teamApi.person("x")],
  ] as const;
  const document = (await app.inject({ url: "/api/openapi.json" })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  for (const [method, url] of routes) {
    const payload = method === "GET" ? {} : { payload: { email: "a@example.com", role: "sales" } };
    expect((await app.inject({ method, url, headers: siteHeaders, ...payload })).statusCode, url).toBe(401);
    if (method !== "GET") {
      const foreign = await app.inject({
        method,
        url,
        headers: { ...siteHeaders, origin: "https://evil.example", cookie },
        ...payload,
      });
      expect(foreign.statusCode, url).toBe(403);
    }
    const documented = url.replace("/x", "/{id}");
    expect(document.paths[documented]?.[method.toLowerCase()], documented).toBeDefined();
  }
  // The public side refuses a foreign page too: no one is signed into an account of another site's choosing.
  const foreign = await app.inject({
    method: "POST",
    url: "/api/auth/invitation/password",
    headers: { ...siteHeaders, origin: "https://evil.example" },
    payload: { token: "x", password: newPassword },
  });
  expect(foreign.statusCode).toBe(403);
});

test("a fresh install's setup link makes the first Owner once, and is gone when any account exists", async () => {
  const printed: string[] = [];
  const app = await buildTestApp({ onSetupLink: (link) => printed.push(link) });
  await app.ready();
  const setupPath = printed[0] ?? "";
  expect(setupPath).toMatch(/^\/sign-in\/setup\?token=[\w-]{43}$/);
  const token = new URLSearchParams(setupPath.split("?")[1]).get("token") ?? "";
  const post = (url: string, payload: object) =>
    app.inject({ method: "POST", url, headers: siteHeaders, payload });
  expect((await app.inject({ url: "/api/auth/setup" })).json()).toEqual({ setupLink: true });
  const wrong = await post("/api/auth/setup/password", {
    token: `${token.slice(0, -1)}x`,
    email: "first@example.com",
    password: newPassword,
  });
  expect([wrong.statusCode, wrong.json().message]).toEqual([410, linkRefusals.unknownSetup]);

  const made = await post("/api/auth/setup/password", {
    token,
    email: "first@example.com",
    password: newPassword,
  });
  expect(made.statusCode, made.body).toBe(200);
  const team = await app.inject({ url: teamApi.team, headers: { cookie: cookieOf(made) } });
  expect((team.json() as Team).people).toMatchObject([
    { email: "first@example.com", role: "owner", you: true },
  ]);

  expect((await app.inject({ url: "/api/auth/setup" })).json()).toEqual({ setupLink: false });
  const again = await post("/api/auth/setup/password", {
    token,
    email: "second@example.com",
    password: newPassword,
  });
  expect([again.statusCode, again.json().message]).toEqual([410, linkRefusals.setupGone]);
  const options = await post("/api/auth/setup/passkey/options", { token, email: "second@example.com" });
  expect(options.statusCode).toBe(410);
  expect(signInWords.noAccountYet).toContain("setup link");
});

test("a server with an account prints no setup link, and its page is refused (an account made by the CLI)", async () => {
  const dataDir = (await buildTestApp()).dataDir;
  await addOwner(dataDir, me, ownerPassword);
  const printed: string[] = [];
  const app = await buildTestApp({ env: { DATA_DIR: dataDir }, onSetupLink: (link) => printed.push(link) });
  await app.ready();
  expect(printed).toEqual([]);
  expect((await app.inject({ url: "/api/auth/setup" })).json()).toEqual({ setupLink: false });
});
