/*
 * The study planner's service worker: it only shows the reminders the server pushes (a JSON notice: title, body,
 * url, tag; server/notifications/push.ts) and opens the app where a click on one points (今天, or 今天 with the
 * block marked: /?view=today&block=<id>). Nothing is cached and no request is intercepted.
 */
self.addEventListener("activate", (event) => {
  // Take the app's open tabs at once (the one that turned notifications on included): a click can then navigate
  // one of them to the block instead of opening another window (WindowClient.navigate needs a controlled client).
  event.waitUntil(self.clients.claim());
});

self.addEventListener("push", (event) => {
  let notice = { title: "学习提醒", body: "", url: "/", tag: "reminder" };
  try {
    notice = { ...notice, ...event.data.json() };
  } catch {
    if (event.data) notice.body = event.data.text();
  }
  event.waitUntil(
    self.registration.showNotification(notice.title, { body: notice.body, tag: notice.tag, icon: "/icon.svg", data: { url: notice.url } }),
  );
});

/**
 * Shows `href` (a page of this origin): in an open tab of the app this worker controls, navigated there and focused,
 * else in a new window. A tab it does not control refuses navigate() (a TypeError), so the next one is tried.
 */
async function openApp(href) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const open of windows.filter((client) => new URL(client.url).origin === self.location.origin)) {
    let shown;
    try {
      shown = (await open.navigate(href)) ?? open;
    } catch {
      continue;
    }
    // Focus is allowed only while the click's window interaction lasts; the tab shows the block either way.
    return shown.focus().catch(() => shown);
  }
  return self.clients.openWindow(href);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || "/", self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(openApp(target.href));
});
