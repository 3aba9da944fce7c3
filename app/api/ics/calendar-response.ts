/** The HTTP shape of an exported calendar, shared by the download and the subscription feed. */
export function calendarResponse(ics: string, options: { download: boolean; etag?: string; lastModified?: Date }): Response {
  const headers: Record<string, string> = {
    "content-type": "text/calendar; charset=utf-8",
    // The feed may be stored but must be asked again every time (ETag); the download is the student's own.
    "cache-control": options.etag ? "private, no-cache" : "private, no-store",
  };
  if (options.etag) headers.etag = options.etag;
  if (options.lastModified) headers["last-modified"] = options.lastModified.toUTCString();
  if (options.download) headers["content-disposition"] = `attachment; filename="timetable.ics"; filename*=UTF-8''${encodeURIComponent("我的课表.ics")}`;
  return new Response(ics, { status: 200, headers });
}

/** 304 when the calendar app's copy (If-None-Match, else If-Modified-Since) is still the current one. */
export function isNotModified(request: Request, etag: string, lastModified: Date): boolean {
  const tags = request.headers.get("if-none-match");
  if (tags !== null) return tags.trim() === "*" || tags.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
  const since = request.headers.get("if-modified-since");
  if (since === null || Number.isNaN(Date.parse(since))) return false;
  return Math.floor(lastModified.getTime() / 1000) <= Math.floor(Date.parse(since) / 1000);
}
