/** The HTTP shape of an exported calendar, shared by the download and the subscription feed. */
export function calendarResponse(ics: string, options: { download: boolean }): Response {
  const headers: Record<string, string> = {
    "content-type": "text/calendar; charset=utf-8",
    "cache-control": "private, no-store",
  };
  if (options.download) headers["content-disposition"] = `attachment; filename="timetable.ics"; filename*=UTF-8''${encodeURIComponent("我的课表.ics")}`;
  return new Response(ics, { status: 200, headers });
}
