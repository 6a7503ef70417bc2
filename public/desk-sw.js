// The desk's service worker, registered by the desk's pages only (scope /desk). It shows the notifications the
// server pushes (server/push/notify-owners.ts sends {title, body, url, tag}, never a buyer's message) and opens
// the enquiry when one is tapped. It has no fetch handler: the desk needs the network, and every request goes
// straight to it.

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  const message = event.data?.json();
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      // One notification per enquiry: a second push about it replaces the first.
      tag: message.tag,
      icon: "/icon-192.png",
      data: { url: message.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(openPage(new URL(event.notification.data.url, self.location.origin).href));
});

/** Shows the page in the desk window already open (the installed app's, say), else in a new one. */
async function openPage(url) {
  const windows = await self.clients.matchAll({ type: "window" });
  const desk = windows.find((client) => new URL(client.url).pathname.startsWith("/desk"));
  if (!desk) return self.clients.openWindow(url);
  const shown = (await desk.navigate(url)) ?? desk;
  return shown.focus();
}
