/**
 * The browser's calls for the settings page's 账户 section: change the password, sign out everywhere, delete the
 * account. Refusals are ApiErrors that keep the server's per-field messages (a wrong current password, a weak new
 * one) for the form to show under its inputs. The data download is a plain link to EXPORT_URL.
 */
import { z } from "zod";
import { jsonInit, requestJson } from "./http";

/** GET: the student's data as a JSON file (Content-Disposition: attachment). */
export const EXPORT_URL = "/api/account/export";

const accountSchema = z.object({ user: z.object({ id: z.number(), name: z.string(), username: z.string().nullable(), isGuest: z.boolean() }) });

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** Every other browser is signed out; this one stays signed in (the answer sets its new session cookie). */
export async function changePassword(change: PasswordChange): Promise<void> {
  await requestJson("/api/auth/password", accountSchema, jsonInit("POST", change));
}

/** Ends every session of the student, this browser's too; how many ended. */
export async function signOutEverywhere(): Promise<number> {
  const answer = await requestJson("/api/auth/sessions", z.object({ signedOut: z.literal(true), sessions: z.number() }), { method: "DELETE" });
  return answer.sessions;
}

/** Deletes the account and all its data; a student confirms with their password, a guest sends none. */
export async function deleteAccount(password: string | null): Promise<void> {
  const init = password === null ? { method: "DELETE" } : jsonInit("DELETE", { password });
  await requestJson("/api/account", z.object({ deleted: z.literal(true) }), init);
}

const demoRemovalSchema = z.object({
  removed: z.object({
    courses: z.number(),
    study_blocks: z.number(),
    task_classes: z.number(),
    task_items: z.number(),
    tasks: z.number(),
    conversations: z.number(),
  }),
  version: z.number(),
});
export type DemoRemoval = z.infer<typeof demoRemovalSchema>["removed"];

/** 清除示例数据: removes the courses, study plans, to-dos, blocks and conversations; the account and term stay. */
export async function clearDemoData(): Promise<DemoRemoval> {
  return (await requestJson("/api/account/demo-data", demoRemovalSchema, { method: "DELETE" })).removed;
}
