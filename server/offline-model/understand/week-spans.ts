/**
 * "下周周一到周三", "下周的周二到周四": the week said once before a span of its weekdays, which the range reader
 * leaves out (it reads the span alone). The span is that week's: "下周一到周三".
 */
const WEEK_BEFORE = /(下下|下|这|本|上)个?(?:周|星期|礼拜)的?\s*$/;
const LONE_SPAN = /^(?:周|星期|礼拜)[一二三四五六日天].*(?:到|至|~|～|-)/;

export function spanInSaidWeek(range: string | undefined, text: string): string | undefined {
  if (range === undefined || !LONE_SPAN.test(range)) return undefined;
  // The range reader writes 至 as 到.
  const said = text.replace(/至/g, "到");
  const at = said.indexOf(range);
  const week = at > 0 ? WEEK_BEFORE.exec(said.slice(0, at)) : null;
  return week ? `${week[1]}周${range.replace(/^(?:周|星期|礼拜)/, "")}` : undefined;
}
