// The whole app's routes, enumerated from the app itself (Fastify's onRoute), so a route added anywhere later is
// held to the same rules: public only when listed here, private behind the owner's guard otherwise, and every
// error answered in one shape.
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { RouteOptions } from "fastify";
import { expect, test } from "vitest";
import { errorAnswer } from "#domain/error-answer.ts";
import { addOwner, buildTestApp, signIn, siteHeaders, validEnquiry } from "#tests/support/test-helper.ts";
import { databaseFileName } from "./database/database.ts";

/** The routes anyone may call. Everything else is the owner's. */
const publicRoutes = new Set([
  "GET /*", // the pre-rendered site
  "GET /photos/*", // the photos' files, at content-hashed names (server/photos/photos.test.ts)
  "POST /api/send-email",
  "GET /healthz",
  "GET /api/openapi.json",
  "POST /api/auth/sign-in",
  "POST /api/auth/sign-out",
  "POST /api/auth/passkey/options",
  "POST /api/auth/passkey/verify",
  // An invitation's link and the first start's setup link (server/team/team.test.ts): the token is the key.
  "POST /api/auth/invitation",
  "POST /api/auth/invitation/password",
  "POST /api/auth/invitation/passkey/options",
  "POST /api/auth/invitation/passkey",
  "GET /api/auth/setup",
  "POST /api/auth/setup/password",
  "POST /api/auth/setup/passkey/options",
  "POST /api/auth/setup/passkey",
  // The buyer's quotation (server/quotations/page.test.ts): the token in the path is the key.
  "GET /quotation/:id",
  "GET /quotation/:id/pdf",
  "POST /quotation/:id/accept",
  // The buyer's order (server/orders/orders.test.ts): the token in the path is the key.
  "GET /order/:id",
  "GET /order/:id/proforma",
  "GET /order/:id/commercial-invoice",
  "GET /order/:id/packing-list",
  "GET /order/:id/documents/:documentId",
  // A campaign link's short address (server/visitors/campaign-routes.test.ts): a 302 to a public page.
  "GET /c/:slug",
]);
const readMethods = new Set(["GET", "HEAD", "OPTIONS"]);

type Route = { method: string; url: string; route: RouteOptions };

async function appWithRoutes() {
  const registered: RouteOptions[] = [];
  const app = await buildTestApp({ onRoute: (route) => void registered.push(route) });
  await app.ready();
  const routes: Route[] = registered.flatMap((route) =>
    [route.method].flat().map((method) => ({ method, url: route.url, route })),
  );
  return { app, routes };
}

/** The site's IndexNow key file, /<key>.txt, at a key made per site (server/search-engines/indexnow.test.ts). */
const indexNowKeyFile = /^GET \/[0-9a-f]{32}\.txt$/;
const isPublic = ({ method, url }: Route) => {
  const route = `${method === "HEAD" ? "GET" : method} ${url}`;
  return publicRoutes.has(route) || indexNowKeyFile.test(route);
};
const concrete = (url: string) => url.replace(/:\w+/g, "x").replace("*", "anything");

test("every route of the app is public by name, or answers 401 (a page: a redirect to sign-in) without a session", async () => {
  const { app, routes } = await appWithRoutes();
  const privateRoutes = routes.filter((route) => !isPublic(route));
  // The enumeration is real: it sees the desk's pages and API.
  expect(privateRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(
    expect.arrayContaining([
      "GET /desk",
      "GET /desk/*",
      "GET /api/desk/enquiries",
      "GET /api/desk/visitors",
      "POST /api/desk/enquiries/:id/reply",
      "PUT /api/desk/templates/:id",
      "DELETE /api/desk/passkeys/:id",
      "GET /api/desk/attachments/:id",
      "PUT /api/desk/site/draft",
      "GET /api/desk/site/preview",
      "POST /api/desk/site/history/:version/restore",
      "POST /api/desk/site/photos",
      "DELETE /api/desk/campaign-links/:id",
      "GET /api/desk/campaign-links/:id/qr.:format",
      "PUT /api/desk/weekly-summary",
      "GET /api/desk/visitors/search-engines",
    ]),
  );
  for (const { method, url } of privateRoutes) {
    for (const cookie of ["", "desk_session=forged"]) {
      const response = await app.inject({
        method: method as "GET",
        url: concrete(url),
        headers: { ...siteHeaders, cookie },
      });
      const where = `${method} ${url} ${cookie ? "with a forged cookie" : "without a session"}`;
      expect(response.headers["cache-control"], where).toBe("no-store");
      if (url.startsWith("/api/")) {
        expect(response.statusCode, where).toBe(401);
        expect(response.headers["content-type"], where).toMatch(/^application\/json/);
        if (method !== "HEAD") expect(response.json(), where).toEqual({ message: "Please sign in." });
      } else {
        expect(response.statusCode, where).toBe(303);
        expect(response.headers.location, where).toMatch(/^\/sign-in\?next=/);
      }
    }
  }
});

test("every private write refuses a foreign or missing Origin with 403 even signed in; public writes but the enquiry too", async () => {
  const { app, routes } = await appWithRoutes();
  await addOwner(app.dataDir, "owner@example.com");
  const { cookie } = await signIn(app, "owner@example.com");
  const sent = await app.inject({ method: "POST", url: "/api/send-email", payload: validEnquiry });
  const id: string = sent.json().id;
  const writes = routes.filter(({ method }) => !readMethods.has(method));
  expect(writes.filter((route) => !isPublic(route)).length).toBeGreaterThan(5);
  for (const route of writes) {
    // The contact form may post from the site's other hosts (ALLOWED_ORIGINS, CORS); it changes no one's data.
    if (route.url === "/api/send-email") continue;
    for (const origin of ["https://evil.example", undefined]) {
      const response = await app.inject({
        method: route.method as "POST",
        url: route.url.replace(/:\w+/g, id),
        headers: { host: siteHeaders.host, cookie, ...(origin ? { origin } : {}) },
        payload: {},
      });
      expect(response.statusCode, `${route.method} ${route.url} from ${origin}`).toBe(403);
    }
  }
  // Nothing was changed or deleted by those requests.
  const record = await app.inject({ url: `/api/desk/enquiries/${id}`, headers: { ...siteHeaders, cookie } });
  expect(record.json().history).toEqual([]);
});

/** The one error shape: a message, and per-field sentences when fields were wrong; nothing else. */
function expectErrorShape(body: unknown, where: string) {
  expect(errorAnswer.strict().safeParse(body).success, `${where}: ${JSON.stringify(body)}`).toBe(true);
  expect(JSON.stringify(body), where).not.toMatch(/at .*\.ts|Error:|SQLITE|FST_/);
}

test("every route with a body or a path parameter answers a bad one with 400 in the one error shape", async () => {
  const { app, routes } = await appWithRoutes();
  await addOwner(app.dataDir, "owner@example.com");
  const { cookie } = await signIn(app, "owner@example.com");
  const headers = { ...siteHeaders, cookie };
  const withBody = routes.filter(({ route }) => route.schema?.body);
  const withParams = routes.filter(({ method, route }) => route.schema?.params && method !== "HEAD");
  expect(withBody.length).toBeGreaterThan(4);
  expect(withParams.length).toBeGreaterThan(4);
  for (const { method, url } of withBody) {
    for (const payload of [{ unexpected: "field" }, "[1, 2]", "{"]) {
      const response = await app.inject({
        method: method as "POST",
        url: concrete(url),
        headers: { ...headers, "content-type": "application/json" },
        payload: typeof payload === "string" ? payload : JSON.stringify(payload),
      });
      const where = `${method} ${url} with ${JSON.stringify(payload)}`;
      expect(response.statusCode, where).toBe(400);
      expectErrorShape(response.json(), where);
    }
  }
  for (const { method, url } of withParams) {
    const response = await app.inject({
      method: method as "GET",
      url: url.replace(/:\w+/g, "not%20an%20id!"),
      headers,
      ...(method === "GET" || method === "DELETE" ? {} : { payload: {} }),
    });
    const where = `${method} ${url} with a malformed id`;
    expect(response.statusCode, where).toBe(400);
    expectErrorShape(response.json(), where);
    expect(response.json().fields, where).toHaveProperty(/:(\w+)/.exec(url)?.[1] ?? "id");
  }
});

test("an unknown API route and a server fault answer in the one error shape", async () => {
  const { app } = await appWithRoutes();
  await addOwner(app.dataDir, "owner@example.com");
  const { cookie } = await signIn(app, "owner@example.com");
  for (const method of ["GET", "POST", "PUT", "DELETE"] as const) {
    const response = await app.inject({ method, url: "/api/no-such-route", headers: siteHeaders });
    expect(response.statusCode, method).toBe(404);
    expectErrorShape(response.json(), `${method} /api/no-such-route`);
  }
  // The database breaks under the running app, as a damaged file would.
  const db = new DatabaseSync(path.join(app.dataDir, databaseFileName));
  db.exec("DROP TABLE enquiries");
  db.close();
  const inbox = await app.inject({ url: "/api/desk/enquiries", headers: { ...siteHeaders, cookie } });
  expect(inbox.statusCode).toBe(500);
  expectErrorShape(inbox.json(), "GET /api/desk/enquiries with the table gone");
  expect(inbox.json()).toEqual({ message: "Something went wrong on our side. Please try again later." });
  const enquiry = await app.inject({ method: "POST", url: "/api/send-email", payload: validEnquiry });
  expect(enquiry.statusCode).toBe(503);
  expectErrorShape(enquiry.json(), "POST /api/send-email with the table gone");
});
