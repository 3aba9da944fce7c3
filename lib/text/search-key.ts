/**
 * What a to-do's title and a search keyword are compared as: Traditional characters as Simplified (opencc-js, the
 * Hong Kong and Taiwan variants included), full-width letters and digits as half-width (NFKC), and lower case. So
 * "交報告" finds "交报告" and "ＰＰＴ" finds "ppt", in the chat and on the 待办 page alike. Server-only in practice:
 * the browser never imports it (its dictionaries are about 60 KB), which is why sorting lives apart in task-sort.
 */
import { ConverterFactory, type ConverterFunction } from "opencc-js/core";
import fromHongKong from "opencc-js/from/hk";
import fromTaiwan from "opencc-js/from/tw";
import toMainland from "opencc-js/to/cn";

let converter: ConverterFunction | undefined;

/** Traditional → Simplified; the converter is built on first use. */
export function toSimplified(text: string): string {
  converter ??= ConverterFactory(fromHongKong, fromTaiwan, toMainland);
  return converter(text);
}

function searchKey(text: string): string {
  return toSimplified(text.normalize("NFKC")).toLowerCase();
}

/** Whether `keyword` is in `title` as the student would read them: script, width and case aside. */
export function titleHasKeyword(title: string, keyword: string): boolean {
  return searchKey(title).includes(searchKey(keyword));
}
