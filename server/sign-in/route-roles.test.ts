// The route-by-role matrix: every private route the app registers, asked by an Owner, a Sales and a Viewer
// person, is let through or refused with the sentence exactly as route-roles.ts declares; and the table names
// exactly the routes there are, so a new route cannot be added without deciding who may call it.
import cookie from "@fastify/cookie";
import Fastify, { type RouteOptions } from "fastify";
import { expect, test } from "vitest";
import { type Role, roleAllows, roleRefusal, roles } from "#domain/desk/roles.ts";
import { routeKey, routeRoles as table } from "#domain/desk/route-roles.ts";
import {
  addOwner,
  buildTestApp,
  ownerPassword,
  sendEnquiry,
  signIn,
  siteHeaders,
  tempDir,
} from "#tests/support/test-helper.ts";
import { openDatabase } from "../database/database.ts";
import { deskSecurity } from "../desk-routes.ts";
import { requireOwner } from "./guard.ts";
import { createSessionStore } from "./sessions.ts";

const routeRoles: Readonly<Record<string, Role>> = table;

/** The app with one person of each role signed in, and its private routes (those the guard's scope holds). */
async function teamApp() {
  const registered: RouteOptions[] = [];
  const app = await buildTestApp({ onRoute: (route) => void registered.push(route) });
  await app.ready();
  const cookies = {} as Record<Role, string>;
  for (const role of roles) {
    await addOwner(app.dataDir, `${role}@example.com`, ownerPassword, role);
    cookies[role] = (await signIn(app, `${role}@example.com`)).cookie;
  }
  const privateRoutes = registered
    .filter((route) => route.schema?.security === deskSecurity)
    .flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url })));
  return { app, cookies, privateRoutes };
}

test("the table names exactly the private routes the app registers: none missing, none stale", async () => {
  const { privateRoutes } = await teamApp();
  const registered = new Set(privateRoutes.map(({ method, url }) => routeKey(method, url)));
  // The enumeration is real: it sees the pages, the API and its writes.
  expect(registered.size).toBeGreaterThan(50);
  expect(
    [...registered].filter((route) => !(route in routeRoles)),
    "routes without a role",
  ).toEqual([]);
  expect(
    Object.keys(routeRoles).filter((route) => !registered.has(route)),
    "roles of routes that are gone",
  ).toEqual([]);
});

test("every private route, for every role: through when the role suffices, else 403 with the sentence", async () => {
  const { app, cookies, privateRoutes } = await teamApp();
  const id = await sendEnquiry(app);
  // The Viewer asks first and the Owner last: what an Owner may erase is then erased after the others asked.
  for (const role of [...roles].reverse()) {
    for (const { method, url } of privateRoutes) {
      const need = routeRoles[routeKey(method, url)];
      const response = await app.inject({
        method: method as "GET",
        url: url.replace(/:\w+/g, id).replace("*", "anything"),
        headers: { ...siteHeaders, cookie: cookies[role] },
        ...(method === "GET" || method === "HEAD" || method === "DELETE" ? {} : { payload: {} }),
      });
      const where = `${role}: ${method} ${url} (needs ${need})`;
      if (need && roleAllows(role, need)) {
        expect(response.statusCode, where).not.toBe(403);
        continue;
      }
      expect(response.statusCode, where).toBe(403);
      if (method === "HEAD") continue;
      if (url.startsWith("/api/")) expect(response.json(), where).toEqual({ message: roleRefusal(role) });
      else expect(response.body, where).toContain(roleRefusal(role));
    }
  }
});

test("what the issue gives each role: Sales never publishes, restores, exports or erases; a Viewer changes nothing", () => {
  const needOf = (route: string) => routeRoles[route];
  for (const route of [
    "POST /api/desk/site/publish",
    "POST /api/desk/site/history/:version/restore",
    "GET /api/desk/export.csv",
    "DELETE /api/desk/enquiries/:id",
  ]) {
    expect(needOf(route), route).toBe("owner");
  }
  for (const route of [
    "PATCH /api/desk/enquiries/:id",
    "POST /api/desk/enquiries/:id/notes",
    "POST /api/desk/enquiries/:id/reply",
    "POST /api/desk/enquiries/:id/quotations",
    "POST /api/desk/quotations/:id/send",
    "POST /api/desk/mail-to-check/:id/file",
    "PUT /api/desk/site/draft",
    "POST /api/desk/site/photos",
  ]) {
    expect(needOf(route), route).toBe("sales");
  }
  // A Viewer's only writes are on their own sign-in, devices, desk language and weekly summary.
  const viewerWrites = Object.entries(routeRoles)
    .filter(([route, need]) => need === "viewer" && !route.startsWith("GET "))
    .map(([route]) => route.split(" ")[1]);
  for (const url of viewerWrites) {
    expect(url).toMatch(
      /^\/api\/desk\/(sessions|passkeys|push-devices|weekly-summary|notify-choice|me\/language)\b/,
    );
  }
});

test("a changed role applies on the person's next request, with the same session", async () => {
  const { app, cookies } = await teamApp();
  const asSales = () =>
    app.inject({
      method: "PUT",
      url: "/api/desk/site/draft",
      headers: { ...siteHeaders, cookie: cookies.sales },
    });
  const me = await app.inject({ url: "/api/desk/me", headers: { cookie: cookies.sales } });
  expect(me.json()).toMatchObject({ email: "sales@example.com", role: "sales" });
  expect((await asSales()).statusCode).toBe(400);
  const db = openDatabase(app.dataDir);
  try {
    db.prepare("UPDATE owners SET role = 'viewer' WHERE email = ?").run("sales@example.com");
  } finally {
    db.close();
  }
  const refused = await asSales();
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({ message: "Your role, Viewer, cannot do this. Ask an Owner." });
  expect(
    (await app.inject({ url: "/api/desk/me", headers: { cookie: cookies.sales } })).json(),
  ).toMatchObject({
    role: "viewer",
  });
});

test("a route the table does not name is refused to everyone, an Owner too; a page shows the desk's refusal", async () => {
  const dataDir = await tempDir();
  const db = openDatabase(dataDir);
  const sessions = createSessionStore(db);
  const owner = await addOwner(dataDir, "owner@example.com");
  const viewer = await addOwner(dataDir, "viewer@example.com", ownerPassword, "viewer");
  const tokenOf = (id: string) => sessions.create(id, { ip: "127.0.0.1", userAgent: "test" }).token;
  const app = Fastify();
  await app.register(cookie);
  app.decorateRequest("session", null);
  await app.register(async (scope) => {
    scope.addHook("onRequest", requireOwner(sessions, { "GET /desk/team": "owner" }));
    scope.get("/desk/team", async () => "the team");
    scope.get("/api/desk/undeclared", async () => ({ secret: true }));
  });
  try {
    const ask = (url: string, id: string) =>
      app.inject({ url, headers: { ...siteHeaders, cookie: `desk_session=${tokenOf(id)}` } });
    const undeclared = await ask("/api/desk/undeclared", owner.id);
    expect(undeclared.statusCode).toBe(403);
    expect(undeclared.json()).toEqual({
      message: "This part of the desk is closed until its role is declared.",
    });
    expect((await ask("/desk/team", owner.id)).body).toBe("the team");
    const page = await ask("/desk/team", viewer.id);
    expect(page.statusCode).toBe(403);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body).toContain("<p>Your role, Viewer, cannot do this. Ask an Owner.</p>");
    expect(page.body).toContain('<a href="/desk">');
  } finally {
    await app.close();
    db.close();
  }
});
