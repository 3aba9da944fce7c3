import { describeFollowUpRows } from "@/testing/offline-model-rows";
import type { UserTurn } from "../types";

/** English follow-ups to a note just made: its time, its day, an amount it moves by, or the note dropped. Our own sentences. */
const NOTED_BANK: UserTurn = { text: "remind me to call the bank friday 3pm", said: "已记下：call the bank（截止 12月4日 周五 15:00）。" };
const NOTED_MORNING: UserTurn = { text: "remind me to call mom on Wednesday 8am", said: "已记下：call mom（截止 12月2日 周三 08:00）。" };

describeFollowUpRows("English follow-ups", [
  {
    family: "a note's new time, with or without am / pm",
    examples: [
      { before: [NOTED_BANK], text: "make that 4:30 instead", readAs: "把call the bank改到friday 4:30pm" },
      { before: [NOTED_BANK], text: "push it to 5", readAs: "把call the bank改到friday 5pm" },
      { before: [NOTED_BANK], text: "actually make it 10am", readAs: "把call the bank改到friday 10am" },
      { before: [NOTED_MORNING], text: "make that 9:30 instead", readAs: "把call mom改到Wednesday 9:30" },
    ],
    counterexamples: [
      { before: [NOTED_BANK], text: "make that 4 people instead" },
      { before: [NOTED_BANK], text: "that 4:30 bus is always late" },
    ],
  },
  {
    family: "a note's time said alone or against the old one",
    examples: [
      { before: [NOTED_BANK], text: "4:30 instead", readAs: "把call the bank改到friday 4:30pm" },
      { before: [NOTED_BANK], text: "wait, 5pm not 3pm", readAs: "把call the bank改到friday 5pm" },
      { before: [NOTED_BANK], text: "no, 10am instead", readAs: "把call the bank改到friday 10am" },
    ],
    counterexamples: [{ before: [NOTED_BANK], text: "5 pages, not 3" }],
  },
  {
    family: "a note's time shifted by an amount",
    examples: [
      { before: [NOTED_BANK], text: "an hour earlier please", readAs: "把call the bank改到friday 14:00" },
      { before: [NOTED_BANK], text: "30 minutes later", readAs: "把call the bank改到friday 15:30" },
      { before: [NOTED_BANK], text: "half an hour earlier", readAs: "把call the bank改到friday 14:30" },
    ],
    counterexamples: [
      { before: [NOTED_BANK], text: "2 hours of reading" },
      { before: [NOTED_BANK], text: "the bank opens an hour later on fridays" },
    ],
  },
  {
    family: "a note's day changed by the verb alone",
    examples: [
      { before: [NOTED_BANK], text: "make it saturday instead", readAs: "把call the bank改到saturday 3pm" },
      { before: [NOTED_BANK], text: "move it to monday", readAs: "把call the bank改到monday 3pm" },
    ],
    counterexamples: [{ before: [NOTED_BANK], text: "I can't make it saturday" }],
  },
  {
    family: "the note just made dropped",
    examples: [
      { before: [NOTED_BANK], text: "delete it", readAs: "删掉call the bank" },
      { before: [NOTED_BANK], text: "never mind, delete that", readAs: "删掉call the bank" },
      { before: [NOTED_BANK], text: "scrap that one, the bank called me", readAs: "删掉call the bank" },
    ],
    counterexamples: [
      { before: [NOTED_BANK], text: "forget it, remind me tomorrow instead" },
      { before: [NOTED_BANK], text: "delete the laundry reminder" },
    ],
  },
]);
