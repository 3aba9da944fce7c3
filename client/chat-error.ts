/**
 * Turns whatever useChat reports into one Chinese sentence. The HTTP edge answers `{ error: { message } }` in
 * Chinese and the stream's error chunks are Chinese too; network and library errors arrive in English and are
 * replaced by a plain explanation instead of being shown raw.
 */
const CJK = /[\u4e00-\u9fff]/;

export const NETWORK_ERROR_TEXT = "网络连接中断，请检查网络后重试。";
export const GENERIC_ERROR_TEXT = "回复出错了，请重试。";

function messageFromJsonBody(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== "object" || body === null || !("error" in body)) return undefined;
    const error = body.error;
    if (typeof error === "object" && error !== null && "message" in error && typeof error.message === "string") {
      return error.message;
    }
    return undefined;
  } catch {
    return undefined;
  }
}

export function describeChatError(error: unknown): string {
  if (!(error instanceof Error)) return GENERIC_ERROR_TEXT;
  const fromBody = messageFromJsonBody(error.message);
  if (fromBody && CJK.test(fromBody)) return fromBody;
  if (CJK.test(error.message)) return error.message;
  const lower = error.message.toLowerCase();
  if (error.name === "TypeError" || lower.includes("fetch") || lower.includes("network") || lower === "load failed") {
    return NETWORK_ERROR_TEXT;
  }
  return GENERIC_ERROR_TEXT;
}
