import { readFile } from "node:fs/promises";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import cookie from "@fastify/cookie";
import type { FastifyInstance } from "fastify";
import { deskPages } from "#domain/desk/api.ts";
import { type DeskLanguage, deskLanguages } from "#domain/desk/desk-language.ts";
import { roleLabels } from "#domain/desk/roles.ts";
import { roleOfRoute } from "#domain/desk/route-roles.ts";
import { languages } from "#domain/i18n.ts";
import { absoluteUrl } from "#domain/site-url.ts";
import type { ActivityLog } from "./activity/activity-log.ts";
import { deskActivityRoutes } from "./activity/routes.ts";
import { deskAssignmentRoutes } from "./enquiries/assignment-routes.ts";
import type { AssignmentRules } from "./enquiries/assignment-rule.ts";
import { deskEnquiryRoutes } from "./enquiries/desk-routes.ts";
import type { DeskStore } from "./enquiries/desk-store.ts";
import { createOverview } from "./enquiries/overview.ts";
import { createHeldMails } from "./mail/held-mails.ts";
import type { MailQueue } from "./mail/mail-queue.ts";
import { deskMailboxRoutes } from "./mail/mailbox-routes.ts";
import type { ReceivedMails } from "./mail/received-mail.ts";
import { createReplies } from "./mail/replies.ts";
import { deskReplyRoutes } from "./mail/reply-routes.ts";
import { createTemplateStore } from "./mail/templates.ts";
import { deskOrderRoutes } from "./orders/desk-routes.ts";
import { deskDocumentRoutes } from "./orders/document-routes.ts";
import type { Orders } from "./orders/orders.ts";
import type { OrderDocuments } from "./orders/uploaded-documents.ts";
import type { Photos } from "./photos/photos.ts";
import { deskPhotoRoutes } from "./photos/routes.ts";
import { pagePolicy } from "./platform/security-headers.ts";
import { deskPushRoutes } from "./push/device-routes.ts";
import { deskNotifyChoiceRoutes } from "./push/notify-choice-routes.ts";
import type { NotifyChoices } from "./push/notify-choices.ts";
import type { PushDevices } from "./push/push-devices.ts";
import { deskQuotationRoutes } from "./quotations/desk-routes.ts";
import { createLatestQuotations, createQuotationFigures } from "./quotations/figures.ts";
import type { Quotations } from "./quotations/quotations.ts";
import { deskSearchEngineRoutes } from "./search-engines/routes.ts";
import type { SearchEngines } from "./search-engines/search-engines.ts";
import { ownerOf, requireOwner } from "./sign-in/guard.ts";
import { createLockout } from "./sign-in/lockout.ts";
import { createOwnerStore } from "./sign-in/owners.ts";
import { createPasskeys } from "./sign-in/passkeys.ts";
import { deskSecurityRoutes } from "./sign-in/security-routes.ts";
import { createSessionStore } from "./sign-in/sessions.ts";
import { signInRoutes } from "./sign-in/sign-in-routes.ts";
import type { SitePublisher } from "./site-content/publisher.ts";
import type { SitePublishing } from "./site-content/publishing.ts";
import { deskSiteRoutes } from "./site-content/routes.ts";
import type { SiteContentStore } from "./site-content/store.ts";
import type { Invitations } from "./team/invitations.ts";
import { newAccountRoutes } from "./team/new-account-routes.ts";
import { createSetupLink } from "./team/setup-link.ts";
import { deskTeamRoutes } from "./team/team-routes.ts";
import type { CampaignLinks } from "./visitors/campaign-links.ts";
import { deskCampaignRoutes } from "./visitors/campaign-routes.ts";
import type { VisitorsReportOf } from "./visitors/report.ts";
import { deskVisitorsRoutes } from "./visitors/routes.ts";
import type { WeeklySummary } from "./visitors/weekly-summary.ts";
import { deskWeeklySummaryRoutes } from "./visitors/weekly-summary-routes.ts";

export type DeskOptions = {
  db: DatabaseSync;
  now: () => Date;
  /** build/client: the desk's pages are its client-rendered shell, __spa-fallback.html. */
  siteRoot: string;
  /** DATA_DIR: the received mails' attachments are kept under it. */
  dataDir: string;
  /** REPLY_TARGET: an enquiry waiting longer is overdue. */
  replyTargetMs: number;
  /** OWNER_TIME_ZONE: a quotation is valid until the end of its day there. */
  ownerTimeZone: string;
  /** MAIL_FROM and MAIL_TO: the owner's replies come from the first, and are answered to the second. */
  mail: { from: string; to: string };
  /** The push services an owner's browser may subscribe with. */
  pushServices: readonly string[];
  vapidPublicKey: string;
  desk: DeskStore;
  mails: MailQueue;
  quotations: Quotations;
  orders: Orders;
  /** Her documents on the orders. */
  orderDocuments: OrderDocuments;
  received: ReceivedMails;
  pushDevices: PushDevices;
  mailboxDownSince: () => Date | null;
  /** Told when a mail is queued (or queued again), so the outbox sends it at once. */
  onQueued: () => void;
  /** The owner's content, its publishing, and the renderer of its previews. */
  site: SiteContentStore;
  publishing: SitePublishing;
  publisher: SitePublisher;
  /** The owner's photos: uploaded here, referenced by the draft. */
  photos: Photos;
  /** The Visitors report (app.ts makes it: the weekly summary reads it too). */
  visitorsReport: VisitorsReportOf;
  /** Her campaign links, and her weekly summary by mail. */
  campaignLinks: CampaignLinks;
  weeklySummary: WeeklySummary;
  /** Pages' changes, IndexNow and crawlers, for the 'Visitors' page. */
  searchEngines: Pick<SearchEngines, "report">;
  /** The team's invitations (app.ts makes them: the outbox sends their mails). */
  invitations: Invitations;
  /** Told of the setup link (a path) at start when no account exists yet; by default it is logged. */
  onSetupLink?: (path: string) => void;
  /** Where new enquiries go, and which ones each person hears of. */
  assignmentRules: AssignmentRules;
  notifyChoices: NotifyChoices;
  /** Told when an enquiry is assigned to someone: that person is notified. */
  onAssigned: (enquiryId: string) => void;
  /** Who did what: the sign-ins, exports, erasures, publishes and restores recorded here, and the 'Activity' page. */
  activity: ActivityLog;
};

/** How the OpenAPI document names the desk's session cookie (see server/platform/openapi.ts). */
export const deskSecurity = [{ deskSession: [] }];

/**
 * The owner's side of the server as one plugin, made from the rooms' parts (templates, replies, the Overview,
 * owners, sessions, passkeys, lockouts, held mails, notified devices), as app.ts makes the whole. Sign-in is
 * public; everything else sits in one scope behind requireOwner, which runs before every route registered
 * there, now or later. Only this side parses cookies: a buyer's enquiry carries none worth reading.
 */
export async function deskRoutes(app: FastifyInstance, options: DeskOptions): Promise<void> {
  const { db, now, mail } = options;
  const templates = createTemplateStore(db, now);
  const owners = createOwnerStore(db, now);
  const parts = {
    ...options,
    overview: createOverview(db, {
      now,
      replyTargetMs: options.replyTargetMs,
      products: options.site,
      quotations: createQuotationFigures(db),
    }),
    timeZone: options.ownerTimeZone,
    templates,
    replies: createReplies(db, options.desk, templates, options.mails, {
      from: mail.from,
      replyTo: mail.to,
      publishedContent: options.site.publishedContent,
    }),
    latestQuotation: createLatestQuotations(db, now, options.ownerTimeZone),
    onResend: options.onQueued,
    owners,
    people: owners.list,
    // A Viewer changes nothing, so no enquiry is theirs to work.
    canBeAssigned: (id: string) => (owners.findById(id)?.role ?? "viewer") !== "viewer",
    sessions: createSessionStore(db, now),
    passkeys: createPasskeys(db, now, () => options.site.publishedContent().company.name),
    lockout: createLockout(db, now),
    held: createHeldMails(db, options.dataDir),
  };
  await app.register(cookie);
  app.decorateRequest("session", null);
  await app.register(signInRoutes, parts);
  const setupLink = createSetupLink(parts.owners.any);
  await app.register(newAccountRoutes, { ...parts, setupLink });
  app.addHook("onReady", async () => {
    if (setupLink.isOpen()) options.onSetupLink?.(setupLink.path);
  });
  // Printed once the server listens, with the address it listens on: on a fresh `npm start` the site's public
  // address (SITE_URL) may not lead to this machine yet.
  app.addHook("onListen", async () => {
    if (options.onSetupLink || !setupLink.isOpen()) return;
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : undefined;
    const here = port === undefined ? undefined : `http://localhost:${port}${setupLink.path}`;
    app.log.warn(
      { setupLink: here ?? absoluteUrl(setupLink.path), onTheSite: absoluteUrl(setupLink.path) },
      `No account yet: open ${here ?? absoluteUrl(setupLink.path)} to make the first Owner (it works until it is used or the server restarts)`,
    );
  });

  await app.register(async (owner) => {
    owner.addHook("onRequest", requireOwner(parts.sessions));
    // Every private route is described with the cookie it needs and the least role it lets through.
    owner.addHook("onRoute", (route) => {
      const need = roleOfRoute([route.method].flat()[0] ?? "", route.url);
      const role = need ? `Least role: ${roleLabels[need]} (Owner > Sales > Viewer); below it, 403.` : "";
      const description = [route.schema?.description, role].filter(Boolean).join("\n\n");
      route.schema = { security: deskSecurity, tags: ["desk"], ...route.schema, description };
    });
    await owner.register(deskEnquiryRoutes, { ...parts, prefix: "/api/desk" });
    await owner.register(deskAssignmentRoutes, { ...parts, prefix: "/api/desk" });
    await owner.register(deskNotifyChoiceRoutes, { ...parts, prefix: "/api/desk" });
    await owner.register(deskReplyRoutes, { ...parts, prefix: "/api/desk" });
    await owner.register(deskQuotationRoutes, { ...parts, prefix: "/api/desk" });
    await owner.register(deskOrderRoutes, { ...parts, prefix: "/api/desk" });
    await owner.register(deskDocumentRoutes, {
      documents: parts.orderDocuments,
      expectUpload: parts.photos.expectUpload,
      prefix: "/api/desk",
    });
    await owner.register(deskSecurityRoutes, { ...parts, prefix: "/api/desk" });
    await owner.register(deskPushRoutes, { ...parts, prefix: "/api/desk" });
    await owner.register(deskMailboxRoutes, { ...parts, prefix: "/api/desk" });
    await owner.register(deskVisitorsRoutes, { ...parts, prefix: "/api/desk" });
    await owner.register(deskCampaignRoutes, { ...parts, prefix: "/api/desk" });
    await owner.register(deskWeeklySummaryRoutes, { ...parts, prefix: "/api/desk" });
    // Its paths are whole in the contract (siteApi).
    await owner.register(deskSiteRoutes, { ...parts, photoStore: parts.photos.store });
    await owner.register(deskPhotoRoutes, parts);
    await owner.register(deskSearchEngineRoutes, { ...parts, prefix: "/api/desk" });
    await owner.register(deskTeamRoutes, { ...parts, prefix: "/api/desk" });
    await owner.register(deskActivityRoutes, { ...parts, prefix: "/api/desk" });

    // The desk's pages: the same client-rendered shell for every path (its data comes from /api/desk).
    const shell = await readFile(path.join(options.siteRoot, "__spa-fallback.html"), "utf8").catch(
      () => undefined,
    );
    const shellPolicy = shell === undefined ? undefined : pagePolicy(shell);
    const shells = shell === undefined ? undefined : shellsByLanguage(shell);
    for (const url of [deskPages.inbox, `${deskPages.inbox}/*`]) {
      owner.get(url, { schema: { hide: true } }, async (request, reply) => {
        if (shells === undefined) return reply.code(503).send({ message: "The site is not built." });
        return reply
          .type("text/html; charset=utf-8")
          .header("content-security-policy", shellPolicy)
          .send(shells[ownerOf(request).ownerLanguage]);
      });
    }
  });
}

/**
 * The shell in each desk language: its `<html lang dir>` names the person's language before any script runs, so
 * the desk's words modules load that language's catalogue alone (domain/desk/desk-language.ts). A shell without
 * the English build's tag is served as it is: the desk then reads English, and still works.
 */
function shellsByLanguage(shell: string): Record<DeskLanguage, string> {
  const english = `<html lang="en" dir="ltr">`;
  return Object.fromEntries(
    deskLanguages.map((lang) => [
      lang,
      shell.replace(english, `<html lang="${lang}" dir="${languages[lang].dir}">`),
    ]),
  ) as Record<DeskLanguage, string>;
}
