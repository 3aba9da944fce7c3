/**
 * The offline model's follow-up rows (follow-ups.test.ts, pointing-follow-ups.test.ts): each family is a row of
 * examples (the turns before, the follow-up, the request it is read as and the intent that follows) and
 * counterexamples that must be read as themselves, all through currentRequest, as a turn does.
 */
import { describe, expect, test } from "vitest";
import { detectIntent } from "@/server/offline-model/understand/intents";
import { currentRequest } from "@/server/offline-model/understand/request";
import type { UserTurn } from "@/server/offline-model/types";

interface FollowUpExample {
  before: UserTurn[];
  text: string;
  /** The request the follow-up is read as. */
  readAs: string;
  intent?: Record<string, unknown>;
}

export interface FollowUpRow {
  family: string;
  examples: FollowUpExample[];
  /** Messages that stand on their own after the same turns: read as themselves. */
  counterexamples: Array<{ before: UserTurn[]; text: string; intent?: Record<string, unknown> }>;
}

/** The turns before, then the message; each turn a copy, so rows that share a turn share no object between tests. */
function turnsOf(before: UserTurn[], text: string): UserTurn[] {
  return [...before.map((turn) => ({ ...turn })), { text }];
}

/** One describe per row, named `${title}: ${family}`. */
export function describeFollowUpRows(title: string, rows: readonly FollowUpRow[]): void {
  describe.each(rows)(`${title}: $family`, (row) => {
    test.each(row.examples)("$text → $readAs", (example) => {
      const request = currentRequest(turnsOf(example.before, example.text));
      expect(request?.text).toBe(example.readAs);
      if (example.intent) expect(detectIntent(request!.text)).toMatchObject(example.intent);
    });

    test.each(row.counterexamples)("$text stands on its own", (counter) => {
      const request = currentRequest(turnsOf(counter.before, counter.text));
      expect(request?.text).toBe(counter.text);
      if (counter.intent) expect(detectIntent(request!.text)).toMatchObject(counter.intent);
    });
  });
}
