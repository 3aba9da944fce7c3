/**
 * Which push services the server sends to: an endpoint is a URL the browser hands us, and the server POSTs to it,
 * so an endpoint on any other host would make the server an open proxy. By default only the browsers' own push
 * services (Google's for Chrome, Mozilla's for Firefox, Microsoft's for Edge, Apple's for Safari); PUSH_ALLOWED_ORIGINS
 * replaces the list with exact origins (a self-hosted push service, or a test's local endpoint).
 */
import { env } from "@/lib/env";

/** Hosts matched exactly, and suffixes matched as whole labels (any *.notify.windows.com). */
const DEFAULT_HOSTS = ["fcm.googleapis.com", "updates.push.services.mozilla.com", "web.push.apple.com"];
const DEFAULT_SUFFIXES = [".notify.windows.com"];

export function isTrustedPushEndpoint(endpoint: string, allowedOrigins: readonly string[] | undefined = env().PUSH_ALLOWED_ORIGINS): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username !== "" || url.password !== "") return false;
  if (allowedOrigins) return allowedOrigins.includes(url.origin);
  if (url.protocol !== "https:" || url.port !== "") return false;
  const host = url.hostname.toLowerCase();
  return DEFAULT_HOSTS.includes(host) || DEFAULT_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
}
