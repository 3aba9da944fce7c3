/**
 * This browser's Web Push subscription (手机通知), shared by 设置 and 今天: what the browser allows and has, turning
 * it on (asking permission only on the student's click, registering /sw.js, subscribing with the server's VAPID key,
 * sending the subscription to the server) and off. Every failure comes back as words the student reads.
 */
import { ApiError } from "./http";
import { base64UrlToBytes, deletePushSubscription, fetchPushKey, savePushSubscription } from "./reminders-api";

export type PushState = "checking" | "unsupported" | "denied" | "off" | "on";

function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** This browser's current subscription to the app's worker, if any (nothing is registered to find it). */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** What this browser allows and has, read without asking anything or registering the worker. */
export async function browserPushState(): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  const subscription = await currentSubscription();
  return subscription && Notification.permission === "granted" ? "on" : "off";
}

export function pushFailureText(caught: unknown, fallback: string): string {
  if (caught instanceof ApiError) return caught.message;
  if (caught instanceof DOMException && caught.name === "NotAllowedError") return "浏览器没有允许通知。";
  return fallback;
}

const PUSH_SERVICE_FAILED =
  "浏览器的推送服务连不上，没能开启通知。在中国大陆，Chrome 的推送服务（Google）无法访问；请换用 Safari、Firefox 或 Edge，或使用日历订阅。";

/** Turns notifications on for this browser: the state it ends in, and why when it is not "on". */
export async function enablePush(): Promise<{ state: PushState; error?: string }> {
  // Asked first, while the click still counts as the student's gesture (Safari requires it).
  const permission = await Notification.requestPermission();
  if (permission === "denied") return { state: "denied" };
  if (permission !== "granted") return { state: "off", error: "没有获得通知权限。想开启的话，再点一次“开启通知”并选择允许。" };
  let subscription: PushSubscription;
  try {
    await navigator.serviceWorker.register("/sw.js", { scope: "/" });
    const registration = await navigator.serviceWorker.ready;
    const key = await fetchPushKey();
    subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(key) }));
  } catch (caught) {
    return { state: "off", error: caught instanceof ApiError ? caught.message : PUSH_SERVICE_FAILED };
  }
  const json = subscription.toJSON();
  try {
    await savePushSubscription({ endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" } });
  } catch (caught) {
    // The server refused it (a push service it does not send to): the browser keeps no subscription nobody uses.
    await subscription.unsubscribe().catch(() => false);
    return { state: "off", error: pushFailureText(caught, "保存订阅失败，请稍后再试。") };
  }
  return { state: "on" };
}

/** Turns notifications off here and on the server. */
export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await deletePushSubscription(endpoint);
}
