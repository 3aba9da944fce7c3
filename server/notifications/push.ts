/**
 * Web Push (RFC 8030) with the `web-push` package: it encrypts each payload for the subscription's keys (RFC 8291,
 * aes128gcm) and signs the request with the server's VAPID key (RFC 8292, "Authorization: vapid t=…, k=…"). We
 * let it build the request and send it ourselves with fetch, so that the allow-list is checked on every send, no
 * redirect is followed, and a push service of PUSH_ALLOWED_ORIGINS may be plain http (a test's local endpoint).
 *
 * VAPID keys come from the environment; a self-hosted server without them makes a pair once and keeps it in the
 * database, so every server (and every restart) signs with the same key the browsers subscribed with.
 */
import webpush from "web-push";
import { getDb } from "@/db/bootstrap";
import type { Executor } from "@/db/client";
import {
  deletePushSubscription,
  deletePushSubscriptionById,
  listPushSubscriptions,
  readVapidKeys,
  storedVapidKeys,
  upsertPushSubscription,
  type PushSubscriptionRow,
} from "@/db/queries/notifications";
import { env } from "@/lib/env";
import { PlannerError } from "@/lib/errors";
import { logError } from "@/server/http";
import { isTrustedPushEndpoint } from "./push-hosts";

/** What a notification shows, and where a click opens the app: nothing more travels to the push service. */
export interface PushNotice {
  title: string;
  body: string;
  /** A path of the app ("/today", "/schedule?date=…"). */
  url: string;
  /** Replaces an earlier notification with the same tag. */
  tag: string;
}

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The server's VAPID key pair: the environment's, else the stored one (made now when there is none). */
async function vapidKeys(executor: Executor): Promise<VapidKeys> {
  const settings = env();
  if (settings.VAPID_PUBLIC_KEY && settings.VAPID_PRIVATE_KEY) return { publicKey: settings.VAPID_PUBLIC_KEY, privateKey: settings.VAPID_PRIVATE_KEY };
  return (await readVapidKeys(executor)) ?? storedVapidKeys(executor, webpush.generateVAPIDKeys());
}

/** GET /api/push/key: the public half, base64url (the browser's applicationServerKey). */
export async function vapidPublicKey(): Promise<string> {
  return (await vapidKeys(await getDb())).publicKey;
}

/** The endpoints the student's browsers are subscribed with. */
export async function subscribedEndpoints(executor: Executor, userId: number): Promise<string[]> {
  return (await listPushSubscriptions(executor, userId)).map((row) => row.endpoint);
}

/** Who runs this server, for the push services (RFC 8292 "sub"): VAPID_SUBJECT, else APP_URL when https. */
function vapidSubject(): string {
  const settings = env();
  if (settings.VAPID_SUBJECT) return settings.VAPID_SUBJECT;
  if (settings.APP_URL?.startsWith("https://")) return new URL(settings.APP_URL).origin;
  return "mailto:reminders@study-planner.invalid";
}

export interface SubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Saves the browser's subscription; push:endpoint_refused (422) for an endpoint no trusted push service serves. */
export async function subscribe(executor: Executor, userId: number, input: SubscriptionInput): Promise<void> {
  if (!isTrustedPushEndpoint(input.endpoint)) throw new PlannerError("push:endpoint_refused", { context: { endpoint: input.endpoint.slice(0, 200) } });
  await upsertPushSubscription(executor, { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth });
}

/** Forgets the browser's subscription; push:not_subscribed when the student had none with this endpoint. */
export async function unsubscribe(executor: Executor, userId: number, endpoint: string): Promise<void> {
  if (!(await deletePushSubscription(executor, userId, endpoint))) throw new PlannerError("push:not_subscribed");
}

type SendOutcome = "sent" | "gone" | "failed" | "refused";

/** How long one push service may take to answer. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * Sends one notice to one subscription. A subscription the push service answers 404 or 410 for is gone: it is
 * deleted. An endpoint no longer trusted (PUSH_ALLOWED_ORIGINS changed) is not contacted.
 */
async function sendNotice(executor: Executor, subscription: PushSubscriptionRow, notice: PushNotice, keys: VapidKeys): Promise<SendOutcome> {
  if (!isTrustedPushEndpoint(subscription.endpoint)) return "refused";
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(notice),
    { vapidDetails: { subject: vapidSubject(), publicKey: keys.publicKey, privateKey: keys.privateKey }, TTL: 3600, urgency: "high", contentEncoding: "aes128gcm" },
  );
  try {
    const response = await fetch(subscription.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) {
      await deletePushSubscriptionById(executor, subscription.id);
      return "gone";
    }
    return response.ok ? "sent" : "failed";
  } catch (error) {
    logError("web push", error);
    return "failed";
  }
}

/** Sends a notice to every subscription of the student; how many were sent and how many were gone. */
export async function sendToStudent(executor: Executor, userId: number, notice: PushNotice): Promise<{ sent: number; removed: number }> {
  const subscriptions = await listPushSubscriptions(executor, userId);
  if (subscriptions.length === 0) return { sent: 0, removed: 0 };
  const keys = await vapidKeys(executor);
  const outcomes = await Promise.all(subscriptions.map((subscription) => sendNotice(executor, subscription, notice, keys)));
  return { sent: outcomes.filter((outcome) => outcome === "sent").length, removed: outcomes.filter((outcome) => outcome === "gone").length };
}

/** POST /api/push/test: a short notice, so the student sees that reminders reach this device. */
export async function sendTestNotice(executor: Executor, userId: number): Promise<{ sent: number; removed: number }> {
  return sendToStudent(executor, userId, { title: "提醒测试", body: "推送提醒已开启，学习块开始前会在这里提醒你。", url: "/?view=today", tag: "push-test" });
}
