// The desk as an installed app with notifications, in Chromium: its manifest and service worker, a push
// delivered through the DevTools protocol, and the Security page's list of notified devices.
import { createECDH, randomBytes } from "node:crypto";
import { type BrowserContext, expect, test } from "@playwright/test";
import type { PushMessage } from "#server/push/notify-owners.ts";
import { baseURL } from "../../../../playwright.config.ts";
import {
  createOwner,
  findEnquiry,
  openDesk,
  seedEnquiry,
  signInByApi,
} from "../../../support/desk-helpers.ts";
import { collectErrors } from "../../../support/site-helpers.ts";

/** The desk's service worker registration, as the DevTools protocol names it. */
async function deskWorkerRegistration(
  context: BrowserContext,
  page: Parameters<BrowserContext["newCDPSession"]>[0],
) {
  // Active first: a push to a worker still installing is dropped.
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => registrations.push(...event.registrations));
  await cdp.send("ServiceWorker.enable");
  const registration = await expect
    .poll(() => registrations.find((r) => r.scopeURL === `${baseURL}/desk` && !r.isDeleted))
    .toBeTruthy()
    .then(() => registrations.find((r) => r.scopeURL === `${baseURL}/desk` && !r.isDeleted));
  if (!registration) throw new Error("no desk service worker");
  return { cdp, registrationId: registration.registrationId };
}

test("desk pages install as the desk app, with a service worker for /desk; public pages register none", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);

  await signInByApi(context, createOwner());
  await openDesk(page, "/desk");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/desk.webmanifest");
  expect(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope))).toBe(
    `${baseURL}/desk`,
  );
  // As Chromium reads it for installing: the desk's own scope and start page.
  const cdp = await context.newCDPSession(page);
  const { url, errors, manifest } = await cdp.send("Page.getAppManifest", {});
  expect(url).toBe(`${baseURL}/desk.webmanifest`);
  expect(errors).toEqual([]);
  expect(manifest).toMatchObject({
    id: `${baseURL}/desk`,
    scope: `${baseURL}/desk`,
    startUrl: `${baseURL}/desk`,
    name: "Vardhan Desk",
  });

  // A public page opened afterwards is outside the worker's scope.
  await page.goto("/contact");
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});

test("a pushed enquiry shows as a notification, and clicking it opens the enquiry", async ({
  page,
  context,
}) => {
  const errors = collectErrors(page);
  await context.grantPermissions(["notifications"], { origin: baseURL });
  await signInByApi(context, createOwner());
  const seeded = await seedEnquiry(context.request);
  const enquiry = await findEnquiry(context, seeded.token);
  await openDesk(page, "/desk/security");
  const { cdp, registrationId } = await deskWorkerRegistration(context, page);

  // What server/push/notify-owners.ts sends for it (its own test decrypts exactly this from web-push).
  const message: PushMessage = {
    title: `New enquiry: ${seeded.company} - Red Onions`,
    body: "Tap to open it in the desk.",
    url: `/desk/enquiries/${enquiry.id}`,
    tag: enquiry.id,
  };
  const deliver = () =>
    cdp.send("ServiceWorker.deliverPushMessage", {
      origin: baseURL,
      registrationId,
      data: JSON.stringify(message),
    });
  const notifications = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data,
      })),
    );
  // On a busy CI host Chromium may drop a push delivered while it restarts the idle worker; as a push service
  // does, deliver again until one is shown (the enquiry's tag makes a second one replace the first).
  let lastDelivery = 0;
  const shown = async () => {
    if (Date.now() - lastDelivery > 5_000) {
      lastDelivery = Date.now();
      await deliver();
    }
    return notifications();
  };
  await expect
    .poll(shown, { timeout: 30_000 })
    .toEqual([{ title: message.title, body: message.body, tag: message.tag, data: { url: message.url } }]);

  // Headless Chromium has no notification to click: the worker's own notificationclick listener is run with the
  // notification it showed. A script-made event cannot extend itself (waitUntil), so its promises are collected.
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error("no service worker");
  const refusals = await worker.evaluate(async () => {
    // The worker's globals (the project's TypeScript knows the window's, not a service worker's).
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error("no notification");
    const pending: Promise<unknown>[] = [];
    const event = new scope.NotificationEvent("notificationclick", { notification });
    Object.defineProperty(event, "waitUntil", {
      value: (promise: Promise<unknown>) => pending.push(promise),
    });
    scope.dispatchEvent(event);
    const results = await Promise.allSettled(pending);
    return results.flatMap((r) => (r.status === "rejected" ? [String(r.reason)] : []));
  });
  await expect(page).toHaveURL(`${baseURL}/desk/enquiries/${enquiry.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(seeded.name);
  await expect.poll(shown).toEqual([]);
  // The one thing a script-made click may not do, which a real tap does: bring the window to the front.
  expect(refusals).toEqual(["InvalidAccessError: Not allowed to focus a window."]);
  expect(errors).toEqual([]);
});

/**
 * The browser's push service is outside the project and out of reach here (Chromium's needs Google's servers):
 * pushManager.subscribe and getSubscription answer as a browser does, with a subscription to a made-up endpoint.
 */
async function fakePushService(context: BrowserContext) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const keys = { p256dh: ecdh.getPublicKey("base64url"), auth: randomBytes(16).toString("base64url") };
  await context.addInitScript((subscriptionKeys) => {
    const stored = "e2e-push-endpoint";
    const subscription = (endpoint: string) => ({
      endpoint,
      expirationTime: null,
      toJSON: () => ({ endpoint, expirationTime: null, keys: subscriptionKeys }),
      unsubscribe: async () => {
        localStorage.removeItem(stored);
        return true;
      },
    });
    PushManager.prototype.subscribe = async () => {
      const endpoint = `https://push.example.test/${crypto.randomUUID()}`;
      localStorage.setItem(stored, endpoint);
      return subscription(endpoint) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => {
      const endpoint = localStorage.getItem(stored);
      return endpoint ? (subscription(endpoint) as unknown as PushSubscription) : null;
    };
  }, keys);
  return keys;
}

const android =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

for (const width of [375, 1280]) {
  test(`at ${width} px, the owner turns on notifications for this device, sees each device and removes them`, async ({
    page,
    context,
  }, testInfo) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    await context.grantPermissions(["notifications"], { origin: baseURL });
    const keys = await fakePushService(context);
    await signInByApi(context, createOwner());
    await openDesk(page, "/desk/security");
    const devices = page.getByRole("list", { name: "Notifications" });
    await expect(page.getByText("No device is notified yet.")).toBeVisible();

    await page.getByRole("button", { name: "Notify me on this device" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "This device will now be notified" }),
    ).toBeVisible();
    await expect(devices.getByRole("listitem")).toHaveCount(1);
    await expect(devices.getByRole("listitem")).toContainText("This device");
    await expect(page.getByRole("button", { name: "Notify me on this device" })).toHaveCount(0);

    // Her phone, subscribed from its own browser.
    const phone = await context.request.post("/api/desk/push-devices", {
      headers: { Origin: baseURL, "User-Agent": android },
      // Its own endpoint: the test at the other width runs alongside, and an endpoint names one device.
      data: { endpoint: `https://push.example.test/phone-${crypto.randomUUID()}`, keys },
    });
    expect(phone.status()).toBe(201);
    await openDesk(page, "/desk/security");
    await expect(devices.getByRole("listitem")).toHaveCount(2);
    const phoneRow = devices.getByRole("listitem").filter({ hasText: "Chrome on Android" });
    await expect(phoneRow).not.toContainText("This device");
    await expect(devices.getByRole("listitem").filter({ hasText: "This device" })).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const notifications = page.getByRole("region", { name: "Notifications" });
    await notifications.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`security-${width}.png`), fullPage: true });

    await page.getByRole("button", { name: "Stop notifying Chrome on Android" }).click();
    await expect(devices.getByRole("listitem")).toHaveCount(1);
    await devices.getByRole("button", { name: /^Stop notifying/ }).click();
    await expect(page.getByText("No device is notified yet.")).toBeVisible();
    // This browser may sign up again.
    await expect(page.getByRole("button", { name: "Notify me on this device" })).toBeVisible();
    expect(errors).toEqual([]);
  });
}
