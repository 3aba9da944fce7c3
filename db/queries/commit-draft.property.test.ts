import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pastDeadline } from "@/lib/schedule/deadline";
import { checkPlacement } from "@/lib/schedule/occupancy";
import type { ScheduleState, SlotRange, StateTask } from "@/lib/schedule/state";
import { insertDemoStudent } from "@/db/seed";
import { isLooseFact, loosePeriodFacts, placeTask, scheduleFacts, testDatabases, useTestDatabase, type TaskFact } from "@/testing/database";
import { commitDraft } from "./commit-draft";
import { createDraft } from "./drafts";
import { loadScheduleSnapshot, loadState } from "./schedule-state";
import { loadTerm, windowFromToday } from "./terms";

// 2026-04-22 10:00 in Shanghai, a Wednesday in week 13 of the demo term.
const NOW = new Date("2026-04-22T02:00:00Z");

interface Position {
  slot: SlotRange;
  host?: StateTask;
}

/** Every range where the task fits now: free periods, or wholly inside an embeddable course without a guest. */
function positionsFor(state: ScheduleState, duration: number): Position[] {
  const positions: Position[] = [];
  for (let day = 1; day <= state.window.total_days; day++) {
    for (let start = 1; start + duration - 1 <= 12; start++) {
      const slot = { day, slot_start: start, slot_end: start + duration - 1 };
      const check = checkPlacement(state, day, slot.slot_start, slot.slot_end);
      if (check.kind === "free") positions.push({ slot });
      if (check.kind === "embed") positions.push({ slot, host: check.host });
    }
  }
  return positions;
}

/**
 * Each pending item is left alone (choice ≡ 0 mod 4), embedded into a course when one can take it (≡ 1), or placed
 * at one of its valid positions. A loose task takes its whole estimate in one sitting and only free periods (the
 * database keeps guests only for task items).
 */
function randomDraft(state: ScheduleState, choices: number[]): ScheduleState {
  let draft = state;
  const pending = state.tasks.filter((task) => task.status === "pending");
  pending.forEach((task, index) => {
    const choice = choices[index % choices.length];
    if (choice % 4 === 0) return;
    const loose = task.source === "task";
    const positions = positionsFor(draft, task.duration ?? task.estimated_sections ?? 2).filter(
      (position) => !loose || (!position.host && !pastDeadline(task, position.slot)),
    );
    if (positions.length === 0) return;
    const embeddings = positions.filter((position) => position.host);
    const candidates = choice % 4 === 1 && embeddings.length > 0 ? embeddings : positions;
    const position = candidates[choice % candidates.length];
    draft = placeTask(draft, task.state_id, position.slot, { embedIn: position.host?.state_id });
  });
  return draft;
}

describe.each(testDatabases())("commitDraft, property ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let run = 0;

  it("commits any valid placement of pending items so that loading again yields the draft", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat({ max: 10_000 }), { minLength: 12, maxLength: 12 }), async (choices) => {
        run++;
        const userId = await insertDemoStudent(db(), { now: NOW, name: `随机学生${run}` });
        const term = (await loadTerm(db(), userId))!;
        const window = windowFromToday(term, NOW, 14);
        const snapshot = await loadScheduleSnapshot(db(), userId, window);
        const draftState = randomDraft(snapshot.state, choices);
        const draft = await createDraft(db(), userId, snapshot.version, draftState);

        const result = await commitDraft(db(), userId, draft);

        const placedNow = draftState.tasks.filter((task) => task.status === "suggested");
        expect(result.placed + result.embedded).toBe(placedNow.length);
        const loaded = await loadState(db(), userId, window);
        const notLoose = (fact: TaskFact) => !isLooseFact(fact);
        expect(scheduleFacts(loaded).filter(notLoose)).toEqual(scheduleFacts(draftState).filter(notLoose));
        expect(loosePeriodFacts(loaded)).toEqual(loosePeriodFacts(draftState));
      }),
      { numRuns: 6 },
    );
  });
});
