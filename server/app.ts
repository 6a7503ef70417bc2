import type { Agent } from "node:https";
import path from "node:path";
import Fastify, { type FastifyServerOptions, type RouteOptions } from "fastify";
import { mayCall } from "#domain/desk/route-roles.ts";
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import { siteUrl } from "#domain/site-url.ts";
import { createActivityLog, scheduleActivitySweep } from "./activity/activity-log.ts";
import { openDatabase } from "./database/database.ts";
import { deskRoutes } from "./desk-routes.ts";
import { createAssignmentRules } from "./enquiries/assignment-rule.ts";
import { createDeskStore } from "./enquiries/desk-store.ts";
import { createEnquiryStore } from "./enquiries/enquiry-store.ts";
import { createSearchIndex } from "./enquiries/search-index.ts";
import { enquiryBodyLimit, sendEmailRoute } from "./enquiries/send-email.ts";
import { acknowledgeEnquiries } from "./mail/acknowledgement.ts";
import { createConversation } from "./mail/conversation.ts";
import { createMailQueue } from "./mail/mail-queue.ts";
import { watchMailbox } from "./mail/mailbox.ts";
import { createMailer, mailAddressOf, mailDomain } from "./mail/mailer.ts";
import { notificationRecipients, notificationSource } from "./mail/notifications.ts";
import { createOutbox } from "./mail/outbox.ts";
import { createReceivedMails, type MailLimits } from "./mail/received-mail.ts";
import { createDocumentStore } from "./orders/document-store.ts";
import { createOrders } from "./orders/orders.ts";
import { orderPageRoutes } from "./orders/public-routes.ts";
import { createOrderStore } from "./orders/store.ts";
import { createOrderDocuments } from "./orders/uploaded-documents.ts";
import { createPhotos, photoFolder } from "./photos/photos.ts";
import { photoFileRoutes } from "./photos/routes.ts";
import type { Config } from "./platform/config.ts";
import { healthzRoute } from "./platform/healthz.ts";
import { platform } from "./platform/plugin.ts";
import { followUpKind, scheduleFollowUpReminders } from "./push/follow-up-reminders.ts";
import { createNotifyChoices } from "./push/notify-choices.ts";
import { createOwnerNotifier } from "./push/notify-owners.ts";
import { createPushAgent } from "./push/push-agent.ts";
import { createPushDevices, loadVapidKeys } from "./push/push-devices.ts";
import { quotationPageRoutes } from "./quotations/public-routes.ts";
import { createQuotations } from "./quotations/quotations.ts";
import { createQuotationStore } from "./quotations/store.ts";
import { dayInZone } from "./quotations/validity.ts";
import type { DnsResolver } from "./search-engines/crawler-log.ts";
import { indexNowKeyRoute } from "./search-engines/routes.ts";
import { createSearchEngines } from "./search-engines/search-engines.ts";
import { createOwnerStore } from "./sign-in/owners.ts";
import { sessionCookie } from "./sign-in/sessions.ts";
import { loadServedSite } from "./site/site-files.ts";
import { staticSite } from "./site/static-site.ts";
import { publishAtStart } from "./site-content/publish-at-start.ts";
import { createPublisher, type SitePublisher } from "./site-content/publisher.ts";
import { createSitePublishing } from "./site-content/publishing.ts";
import { specSheetDrawer } from "./site-content/spec-sheets/sheet-workers.ts";
import { createSiteContentStore } from "./site-content/store.ts";
import { createInvitationStore } from "./team/invitation-store.ts";
import { createInvitations } from "./team/invitations.ts";
import { createCampaignLinks } from "./visitors/campaign-links.ts";
import { campaignRedirectRoute } from "./visitors/campaign-routes.ts";
import { visitorCounting } from "./visitors/counting.ts";
import { createVisitorsReport } from "./visitors/report.ts";
import { expireMissingPagesAndSalts } from "./visitors/retention.ts";
import { scheduleRollUp } from "./visitors/roll-up.ts";
import { createViewStore, createVisitorTotals } from "./visitors/view-store.ts";
import { createVisitorCounter, type VisitorCounterOptions } from "./visitors/visitor-counter.ts";
import { createWeeklySummary } from "./visitors/weekly-summary.ts";

export type AppOptions = {
  /** Everything from the environment (see config.ts); tests pass their own. */
  config: Config;
  /** Folder of the built site (build/client). */
  siteRoot: string;
  logger?: FastifyServerOptions["logger"];
  /** The clock for received times, retry schedules, sessions and lockouts. */
  now?: () => Date;
  /** Told of every route as it is added (tests enumerate the desk's routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * How Web Push requests connect; by default to public addresses only. Tests trust their local push service
   * (on loopback) with their own.
   */
  pushAgent?: Agent;
  /** Renders and swaps in the public site's files when the owner publishes (tests pass one that records). */
  publisher?: SitePublisher;
  /** Told of each buyer's mail filed from the owner's mailbox, after the owners' devices are notified. */
  onFiled?: (enquiry: { id: string }) => void;
  /** The mailbox watcher's timing and size limits (tests shorten them). */
  mailbox?: {
    retry?: { minMs: number; maxMs: number };
    pollMs?: number;
    limits?: Partial<MailLimits>;
  };
  /** The visitors' counting: the country look-up, what bots are told to, how views are batched (tests set them). */
  visitors?: Pick<VisitorCounterOptions, "lookUpCountry" | "onBot" | "batch">;
  /** How crawlers' addresses are checked by reverse and forward DNS (tests answer on loopback). */
  dnsResolver?: DnsResolver;
  /** The caps on an order's documents (docs/orders.md); tests lower them. */
  documentCaps?: { fileBytes: number; orderBytes: number };
  /** Told of the first start's setup link (a path) when no account exists; by default it is logged. */
  onSetupLink?: (path: string) => void;
};

/**
 * Builds the HTTP app without listening, so tests can drive it with inject(). Opens the database at once
 * (a bad DATA_DIR fails here, not on the first enquiry); the outbox starts when the app is ready and stops,
 * with the database closed after it, when the app closes.
 */
export async function buildApp({
  config,
  siteRoot,
  logger = false,
  now = () => new Date(),
  onRoute,
  pushAgent,
  onFiled,
  mailbox = {},
  publisher: givenPublisher,
  visitors: visitorOptions,
  dnsResolver,
  onSetupLink,
  documentCaps,
}: AppOptions) {
  const db = openDatabase(config.dataDir);
  const hops = config.trustProxy;
  const app = Fastify({
    logger,
    // A hop count trusts that many proxies in front of us (Fastify's types take it only as a function).
    trustProxy: typeof hops === "number" ? (_address: string, hop: number) => hop < hops : hops,
    bodyLimit: enquiryBodyLimit,
    // A passkey's id (its credential id) can be longer than Fastify's default of 100 characters.
    routerOptions: { maxParamLength: 1400 },
  });
  if (onRoute) app.addHook("onRoute", onRoute);

  // The parts more than one room uses; each room makes its own inside its plugin.
  const mails = createMailQueue(db, now);
  // The owner's content, before the mails that are signed with her company's facts.
  const site = createSiteContentStore(db, now);
  const acknowledge = acknowledgeEnquiries(
    mails,
    {
      ...config.acknowledge,
      replyTo: config.mail.to,
      from: config.mail.from,
      publishedContent: site.publishedContent,
    },
    now,
    app.log,
  );
  // The team: whom new enquiries go to, and who hears of them.
  const owners = createOwnerStore(db, now);
  const emailOf = (id: string) => owners.findById(id)?.email;
  const assignmentRules = createAssignmentRules(db, owners.list);
  const notifyChoices = createNotifyChoices(db);
  const store = createEnquiryStore(db, now, acknowledge, assignmentRules.next);
  const mailer = createMailer(config.mail, path.join(config.dataDir, "outbox"), app.log);
  // The Visitors report, read by the campaign links' figures and the owners' weekly summary by mail.
  const report = createVisitorsReport({ db, now, timeZone: config.ownerTimeZone, products: site });
  const campaignLinks = createCampaignLinks(db, { now, timeZone: config.ownerTimeZone, report, ...site });
  const weeklySummary = createWeeklySummary(db, {
    now,
    timeZone: config.ownerTimeZone,
    report,
    desk: { page: (query) => desk.page(query) },
    mailDomain: mailDomain(config.mail.from),
    onQueued: () => outbox.notify(),
    log: app.log,
  });
  app.addHook("onReady", async () => weeklySummary.start());
  app.addHook("onClose", async () => weeklySummary.stop());
  const invitations = createInvitations(createInvitationStore(db), {
    now,
    mailDomain: mailDomain(config.mail.from),
    company: () => site.publishedContent().company.name,
    onQueued: () => outbox.notify(),
  });
  const outbox = createOutbox({
    // The owner hears of an enquiry first; the buyer's acknowledgement follows in the same run.
    sources: [
      notificationSource(
        store,
        config.mail.from,
        notificationRecipients(emailOf, () => notifyChoices.wantingAll()),
      ),
      mails.source,
      weeklySummary.source,
      invitations.source,
    ],
    mailer,
    retry: config.retry,
    log: app.log,
    now,
  });
  const search = createSearchIndex(db, {
    onError: (error) => app.log.error({ err: error }, "search indexing failed; will retry"),
  });
  // The sitemap's lastmod and IndexNow after each publish; crawlers' visits (the visitor count's onBot).
  const searchEngines = createSearchEngines({
    db,
    siteUrl,
    indexNowUrl: config.indexNowUrl,
    log: app.log,
    now,
    resolver: dnsResolver,
  });
  app.addHook("onReady", async () => searchEngines.start());
  // The public site as served: the build's files, until a publish (or the start below) swaps in hers.
  const servedSite = loadServedSite(siteRoot);
  const publisher =
    givenPublisher ??
    createPublisher({
      buildDir: path.dirname(siteRoot),
      site: servedSite,
      sheets: {
        ...specSheetDrawer,
        // The photo store's folder of served files (server/photos/): a sheet embeds its product's main photo.
        photoDir: path.join(config.dataDir, photoFolder),
      },
      served: defaultSiteContent(),
      pageDates: searchEngines.pageDates,
      onPublished: searchEngines.onPublished,
    });
  app.decorate("sitePublisher", publisher);
  const pushDevices = createPushDevices(db, now);
  const notifier = createOwnerNotifier({
    db,
    devices: pushDevices,
    keys: loadVapidKeys(config.dataDir),
    ...config.push,
    log: app.log,
    agent: pushAgent ?? createPushAgent(),
    products: site,
    mayActOnOrders: () =>
      owners
        .list()
        .filter((person) => mayCall(person.role, "POST /api/desk/orders/:id/payments"))
        .map((person) => person.id),
  });
  const received = createReceivedMails(db, {
    dataDir: config.dataDir,
    siteAddress: mailAddressOf(config.mail.from),
    // A buyer's answer filed back is news for the owner's phone, as a new enquiry is.
    onFiled: (enquiry) => {
      notifier.notifyOwners({ kind: "buyer-reply", enquiryId: enquiry.id });
      onFiled?.(enquiry);
    },
    log: app.log,
    now,
    limits: { ...config.attachments, ...mailbox.limits },
  });
  const watcher =
    config.imap && watchMailbox({ imap: config.imap, mails: received, log: app.log, now, ...mailbox });
  const desk = createDeskStore(db, search, {
    products: site,
    conversation: createConversation(db),
    emailOf,
    now,
    replyTargetMs: config.replyTargetMs,
    today: (plusDays = 0) => dayInZone(now(), config.ownerTimeZone, plusDays),
  });
  const quotationStore = createQuotationStore(db, now, config.ownerTimeZone);
  const quotations = createQuotations(
    db,
    quotationStore,
    desk,
    mails,
    {
      from: config.mail.from,
      ownerInbox: config.mail.to,
      timeZone: config.ownerTimeZone,
      publishedContent: site.publishedContent,
    },
    now,
  );
  const orderStore = createOrderStore(db, now);
  const orders = createOrders(
    db,
    orderStore,
    quotationStore,
    desk,
    mails,
    {
      from: config.mail.from,
      ownerInbox: config.mail.to,
      timeZone: config.ownerTimeZone,
      realisationMonths: config.proceedsRealisationMonths,
      publishedContent: site.publishedContent,
    },
    now,
  );
  // The mornings' pushes: enquiries' follow-ups, and shipped orders' proceeds a month before they are due.
  const followUps = scheduleFollowUpReminders({
    kinds: [
      followUpKind({
        toTell: desk.followUpsToTell,
        markTold: ({ id }) => desk.markFollowUpTold(id),
        notify: ({ id }) => notifier.notifyOwners({ kind: "follow-up", enquiryId: id }),
      }),
      followUpKind({
        toTell: orders.proceedsToTell,
        markTold: orders.markProceedsTold,
        notify: (o) => notifier.notifyOwners({ kind: "proceeds-due", enquiryId: o.enquiryId, order: o }),
      }),
    ],
    now,
    timeZone: config.ownerTimeZone,
    log: app.log,
  });
  app.addHook("onReady", async () => followUps.start());
  app.addHook("onReady", async () => {
    outbox.start();
    await received.sweep();
    watcher?.start();
  });
  const photos = createPhotos(db, { dataDir: config.dataDir, site, now });
  const orderDocuments = createOrderDocuments({
    store: createDocumentStore(db, now),
    orders: orderStore,
    history: desk,
    photos,
    caps: documentCaps,
  });
  const publishing = createSitePublishing(site, publisher, app.log, photos);
  // After a code update the build holds the defaults' pages again: her published version is rendered before
  // the server listens (listen runs ready first), its photos' files made first where missing (a database
  // restored on a new machine); then the photos nothing uses any more are removed.
  app.addHook("onReady", async () => {
    const made = (await photos.ensureContent(site.publishedContent())) ?? 0;
    if (made > 0) app.log.info({ files: made }, "photo files made again at start");
    const ms = await publishAtStart(publisher, site.publishedContent(), defaultSiteContent());
    if (ms > 0) app.log.info({ ms: Math.round(ms) }, "published content rendered at start");
    const swept = await photos.sweep();
    if (swept.versions + swept.photos + swept.files > 0) app.log.info(swept, "photos swept at start");
  });
  // The visitors' finished days rolled up into their daily totals, at start and after each midnight.
  const viewStore = createViewStore(db);
  const rollUp = scheduleRollUp({
    totals: createVisitorTotals(db),
    now,
    timeZone: config.ownerTimeZone,
    log: app.log,
    afterRollUp: (today) => {
      expireMissingPagesAndSalts(viewStore, today);
      searchEngines.compactCrawlerVisits();
    },
  });
  app.addHook("onReady", async () => rollUp.start());
  // Who did what, kept for a year: what is older is deleted at start and once a day.
  const activity = createActivityLog(db, now);
  const activitySweep = scheduleActivitySweep(activity, app.log);
  app.addHook("onReady", async () => activitySweep.start());
  app.addHook("onClose", async () => {
    rollUp.stop();
    followUps.stop();
    activitySweep.stop();
    await publishing.settled();
    await photos.close();
    await publisher.close?.();
    await watcher?.stop();
    search.stop();
    await outbox.stop();
    await notifier.settled();
    mailer.close();
    await searchEngines.stop();
    db.close();
  });

  // One plugin per room, in the order the OpenAPI document lists their routes.
  await app.register(platform, { sessionCookie });
  // The public pages people open, counted from the answers (before the rooms, so its hook sees them all).
  const visitors = createVisitorCounter({
    onBot: searchEngines.onBot,
    ...visitorOptions,
    store: viewStore,
    site: siteUrl,
    timeZone: config.ownerTimeZone,
    now,
    countryHeader: config.countryHeader,
    log: app.log,
  });
  await app.register(visitorCounting, { counter: visitors });
  await app.register(sendEmailRoute, {
    store,
    onStored: (enquiry) => {
      outbox.notify();
      search.notify();
      notifier.notifyOwners({ kind: "new-enquiry", enquiryId: enquiry.id });
    },
    rateLimit: config.rateLimit,
    allowedOrigins: config.allowedOrigins,
    productSlugs: () => site.publishedProducts().map((product) => product.slug),
    visitOf: visitors.visitOf,
  });
  await app.register(healthzRoute, { store });
  await app.register(deskRoutes, {
    db,
    now,
    siteRoot,
    dataDir: config.dataDir,
    replyTargetMs: config.replyTargetMs,
    ownerTimeZone: config.ownerTimeZone,
    mail: { from: config.mail.from, to: config.mail.to },
    pushServices: config.push.services,
    vapidPublicKey: notifier.publicKey,
    desk,
    mails,
    quotations,
    orders,
    orderDocuments,
    received,
    pushDevices,
    mailboxDownSince: () => watcher?.downSince() ?? null,
    onQueued: outbox.notify,
    site,
    publishing,
    publisher,
    photos,
    visitorsReport: report,
    campaignLinks,
    weeklySummary,
    searchEngines,
    invitations,
    onSetupLink,
    assignmentRules,
    notifyChoices,
    onAssigned: (enquiryId) => notifier.notifyOwners({ kind: "assigned", enquiryId }),
    activity,
  });
  await app.register(indexNowKeyRoute, { searchEngines });
  // Before the site's catch-all route: every path under /photos/ is the photos'; /c/<slug> a campaign link.
  await app.register(photoFileRoutes, { photos });
  await app.register(campaignRedirectRoute, { campaignLinks });
  await app.register(staticSite, { site: servedSite });
  // After the site: an unknown token answers with its NotFound page.
  await app.register(quotationPageRoutes, {
    quotations,
    timeZone: config.ownerTimeZone,
    countryHeader: config.countryHeader,
    rateLimit: config.rateLimit,
    onAccepted: (quotation) => {
      outbox.notify();
      notifier.notifyOwners({ kind: "quotation-accepted", enquiryId: quotation.enquiryId });
    },
  });
  await app.register(orderPageRoutes, {
    orders,
    documents: orderDocuments,
    timeZone: config.ownerTimeZone,
    rateLimit: config.rateLimit,
  });
  return app;
}
