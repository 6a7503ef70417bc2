import { type Role, roleAllows } from "./roles.ts";

/**
 * The least role each private route needs, by "METHOD /path" as Fastify registers it (a HEAD is its GET's).
 * The one guard (server/sign-in/guard.ts) reads this table and nothing else: a route missing here is refused to
 * everyone, and server/sign-in/route-roles.test.ts fails until it is declared, so no route is added without a
 * decision. The desk reads it too, to show no button whose route would refuse the person.
 * 'viewer' reads the desk; 'sales' works the enquiries and drafts the site; 'owner' does the rest (the team,
 * publishing, restoring, exporting, erasing, settings). Each person may always manage their own sign-in.
 */
export const routeRoles = {
  // The desk's pages: the shell; each page's data is refused or not by its own API route below.
  "GET /desk": "viewer",
  "GET /desk/*": "viewer",
  "GET /api/desk/me": "viewer",
  "PUT /api/desk/me/language": "viewer",

  // Enquiries: everyone reads; Sales works them; only an Owner erases one or exports them all.
  "GET /api/desk/enquiries": "viewer",
  "GET /api/desk/overview": "viewer",
  "GET /api/desk/enquiries/:id": "viewer",
  // Status, spam and read: a Viewer's opening must not take an enquiry from the others' unread.
  "PATCH /api/desk/enquiries/:id": "sales",
  "DELETE /api/desk/enquiries/:id": "owner",
  "POST /api/desk/enquiries/:id/notes": "sales",
  "POST /api/desk/enquiries/:id/resend": "sales",
  "GET /api/desk/export.csv": "owner",
  "GET /api/desk/attachments/:id": "viewer",

  // Replies and quotations.
  "GET /api/desk/enquiries/:id/reply": "viewer",
  "POST /api/desk/enquiries/:id/reply": "sales",
  "GET /api/desk/enquiries/:id/quotations": "viewer",
  "POST /api/desk/enquiries/:id/quotations": "sales",
  "PUT /api/desk/quotations/:id": "sales",
  "POST /api/desk/quotations/:id/send": "sales",

  // Templates are the business's shared words in every reply: Sales uses them, an Owner writes them.
  "GET /api/desk/templates": "viewer",
  "POST /api/desk/templates": "owner",
  "PUT /api/desk/templates/:id": "owner",
  "DELETE /api/desk/templates/:id": "owner",

  // Mail to check: filing or discarding a buyer's mail is working the enquiries.
  "GET /api/desk/mail-to-check": "viewer",
  "POST /api/desk/mail-to-check/:id/file": "sales",
  "DELETE /api/desk/mail-to-check/:id": "sales",

  // One's own sign-in and devices (the routes act on the signed-in person's own only): anyone.
  "GET /api/desk/sessions": "viewer",
  "DELETE /api/desk/sessions": "viewer",
  "DELETE /api/desk/sessions/:id": "viewer",
  "GET /api/desk/passkeys": "viewer",
  "POST /api/desk/passkeys/options": "viewer",
  "POST /api/desk/passkeys": "viewer",
  "DELETE /api/desk/passkeys/:id": "viewer",
  "GET /api/desk/push-devices": "viewer",
  "POST /api/desk/push-devices": "viewer",
  "DELETE /api/desk/push-devices/:id": "viewer",

  // Visitors. Campaign links make public addresses (/c/:slug): an Owner's. The weekly summary is each person's own.
  "GET /api/desk/visitors": "viewer",
  "GET /api/desk/visitors/search-engines": "viewer",
  "GET /api/desk/campaign-links": "viewer",
  "POST /api/desk/campaign-links": "owner",
  "PUT /api/desk/campaign-links/:id": "owner",
  "DELETE /api/desk/campaign-links/:id": "owner",
  "GET /api/desk/campaign-links/:id/qr.:format": "viewer",
  "GET /api/desk/weekly-summary": "viewer",
  "PUT /api/desk/weekly-summary": "viewer",

  // The Site section: Sales drafts (texts, photos, the search engines' codes) and previews; an Owner publishes.
  "GET /api/desk/site/draft": "viewer",
  "PUT /api/desk/site/draft": "sales",
  "POST /api/desk/site/photos": "sales",
  "GET /api/desk/site/preview": "viewer",
  "GET /api/desk/site/publishing": "viewer",
  "GET /api/desk/site/history": "viewer",
  "GET /api/desk/site/history/:version": "viewer",
  "POST /api/desk/site/publish": "owner",
  "POST /api/desk/site/history/:version/restore": "owner",

  // The team: who is in it, invitations, roles and removals are an Owner's.
  "GET /api/desk/team": "owner",
  "POST /api/desk/team/invitations": "owner",
  "DELETE /api/desk/team/invitations/:id": "owner",
  "PUT /api/desk/team/people/:id/role": "owner",
  "DELETE /api/desk/team/people/:id": "owner",

  // Whose enquiries: the people they may go to are read by all; where new ones go is an Owner's setting; which
  // enquiries one hears of is one's own. Assigning and follow-ups are changes to the enquiry (PATCH above).
  "GET /api/desk/people": "viewer",
  "GET /api/desk/assignment-rule": "viewer",
  "PUT /api/desk/assignment-rule": "owner",
  "GET /api/desk/notify-choice": "viewer",
  "PUT /api/desk/notify-choice": "viewer",

  // Who did what: an Owner's.
  "GET /api/desk/activity": "owner",
  "GET /api/desk/activity.csv": "owner",

  // Orders: everyone reads; Sales makes and works them; where the buyer's money goes is an Owner's decision.
  "GET /api/desk/orders": "viewer",
  "GET /api/desk/orders/figures": "viewer",
  "GET /api/desk/orders/:id": "viewer",
  "GET /api/desk/enquiries/:id/orders": "viewer",
  "POST /api/desk/quotations/:id/order": "sales",
  "POST /api/desk/orders/:id/milestones": "sales",
  "POST /api/desk/orders/:id/payments": "sales",
  "PUT /api/desk/orders/:id/packing": "sales",
  "POST /api/desk/orders/:id/bank": "owner",
  // Her documents on an order: everyone reads them; Sales uploads, shares with the buyer, replaces and deletes.
  "GET /api/desk/orders/:id/documents": "viewer",
  "GET /api/desk/orders/:id/documents/:documentId": "viewer",
  "POST /api/desk/orders/:id/documents": "sales",
  "PUT /api/desk/orders/:id/documents/:documentId": "sales",
  "PATCH /api/desk/orders/:id/documents/:documentId": "sales",
  "DELETE /api/desk/orders/:id/documents/:documentId": "sales",
} as const satisfies Record<string, Role>;

export type DeskRoute = keyof typeof routeRoles;

/** Whether a person of `role` may call `route`: what the guard answers, asked before showing its button. */
export function mayCall(role: Role, route: DeskRoute): boolean {
  return roleAllows(role, routeRoles[route]);
}

/** The key of a request's route in routeRoles. */
export function routeKey(method: string, url: string): string {
  return `${method === "HEAD" ? "GET" : method} ${url}`;
}

/** The least role a route needs, by its method and its path as Fastify registers it; undefined when undeclared. */
export function roleOfRoute(method: string, url: string): Role | undefined {
  return (routeRoles as Readonly<Record<string, Role>>)[routeKey(method, url)];
}
