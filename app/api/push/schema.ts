/** Request shapes of the Web Push routes. */
import { z } from "zod";

const base64url = (min: number, max: number, what: string) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}={0,2}$`), `${what} 应为 base64url 编码`);

const endpoint = z.string().max(2048, "推送地址太长了").refine((value) => URL.canParse(value), "推送地址无效");

/** POST /api/push/subscriptions: the browser's PushSubscription.toJSON() (expirationTime and the rest are ignored). */
export const subscriptionSchema = z.object({
  endpoint,
  keys: z.object({ p256dh: base64url(80, 100, "p256dh"), auth: base64url(16, 32, "auth") }),
});

/** DELETE /api/push/subscriptions: which browser to forget. */
export const unsubscribeSchema = z.object({ endpoint });
