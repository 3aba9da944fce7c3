/**
 * "直接接在第五章后面", "就接在周五晚上那块后面": a place said as right after another block of the plan just proposed.
 * The words are read as that block's day and the first period after it ("放到12月5日10:00"), so the readers of a
 * block moved or a to-do added into the plan (draft-block-moves.ts, draft-additions.ts) take it as any time said.
 */
import { DEFAULT_SECTION_TIMES } from "@/lib/calendar/default-term";
import type { DraftPlace } from "./draft-follow-ups";
import { pointedPlace } from "./draft-pointers";

/** "接在X后面", "紧跟在X之后", "挨着X后面", "放到X后头". */
const RIGHT_AFTER = /(?:就|直接|紧)?(?:接|跟|挨|紧挨|紧跟|排|放|挪)(?:着)?(?:在|到)?([^，,。！!]{1,24}?)(?:的)?(?:后面|之后|后头|后边)(?:吧|就行|就好)?(?=[，,。！!\s]|$)/;

/** The period a block starts in: its clock in the usual timetable, or the 第N节 the rough plan said. */
function periodOf(start: string): number | undefined {
  const period = /^第(\d{1,2})节$/.exec(start);
  if (period) return Number(period[1]);
  const at = DEFAULT_SECTION_TIMES.findIndex((section) => section.start === start);
  return at < 0 ? undefined : at + 1;
}

/** The first period after the block: by how many periods it runs, or by the clock it ends at. */
function periodAfter(place: DraftPlace): number | undefined {
  const first = periodOf(place.start);
  if (first === undefined) return undefined;
  if (place.periods !== undefined) return first + place.periods;
  const last = place.end === undefined ? -1 : DEFAULT_SECTION_TIMES.findIndex((section) => section.end === place.end);
  return last < 0 ? undefined : last + 2;
}

export function withAfterBlock(text: string, places: readonly DraftPlace[]): string {
  const said = RIGHT_AFTER.exec(text);
  if (!said || places.length === 0) return text;
  const place = pointedPlace(said[1], places);
  const next = place === undefined ? undefined : periodAfter(place);
  const section = next === undefined ? undefined : DEFAULT_SECTION_TIMES[next - 1];
  if (!place || !section) return text;
  return `${text.slice(0, said.index)}就放到${place.day}${section.start}${text.slice(said.index + said[0].length)}`;
}
