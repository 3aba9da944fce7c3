/*
 * The study planner's service worker: it only shows the reminders the server pushes (a JSON notice: title, body,
 * url, tag) and opens the app where a click on one points (今天, or the block). Nothing is cached.
 */
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

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || "/", self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (open) return open.navigate(target.href).then((client) => (client ?? open).focus());
      return self.clients.openWindow(target.href);
    }),
  );
});
