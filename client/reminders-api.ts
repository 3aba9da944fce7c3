/**
 * The reminders' calls: the settings (GET / PUT /api/reminders/settings), this browser's Web Push subscription
 * (GET /api/push/key, POST / DELETE /api/push/subscriptions) and the test notice (POST /api/push/test). Answers are
 * parsed with the protocol's schemas (lib/protocol/reminders.ts); a refusal is an ApiError with the server's message.
 */
import { z } from "zod";
import { pushKeySchema, pushTestSchema, reminderSettingsSchema, type PushTestResult, type ReminderSettings } from "@/lib/protocol/reminders";
import { ApiError, jsonInit, requestJson } from "./http";

export function fetchReminderSettings(signal?: AbortSignal): Promise<ReminderSettings> {
  return requestJson("/api/reminders/settings", reminderSettingsSchema, { signal });
}

/** Sends the fields given (the others keep their values) and answers the whole set as stored. */
export function saveReminderSettings(change: Partial<ReminderSettings>): Promise<ReminderSettings> {
  return requestJson("/api/reminders/settings", reminderSettingsSchema, jsonInit("PUT", change));
}

export async function fetchPushKey(): Promise<string> {
  return (await requestJson("/api/push/key", pushKeySchema)).public_key;
}

/** What POST /api/push/subscriptions takes: PushSubscription.toJSON()'s endpoint and keys. */
export interface PushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export async function savePushSubscription(subscription: PushSubscriptionBody): Promise<void> {
  await requestJson("/api/push/subscriptions", z.unknown(), jsonInit("POST", { endpoint: subscription.endpoint, keys: subscription.keys }));
}

/** Forgets this browser on the server (204); a 404 (it had no subscription there) is no failure. */
export async function deletePushSubscription(endpoint: string): Promise<void> {
  try {
    await requestJson("/api/push/subscriptions", z.unknown(), jsonInit("DELETE", { endpoint }));
  } catch (caught) {
    if (!(caught instanceof ApiError && caught.status === 404)) throw caught;
  }
}

export function sendTestPush(): Promise<PushTestResult> {
  return requestJson("/api/push/test", pushTestSchema, { method: "POST" });
}

/** The VAPID key as pushManager.subscribe's applicationServerKey wants it: base64url text to bytes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
