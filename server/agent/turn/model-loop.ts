/**
 * The model's tool loop of one turn: streamText on the conversation with the turn's tools. Each step offers only
 * its stage's tools; the loop stops after ask_user or once a budget forbids another model call.
 */
import { convertToModelMessages, hasToolCall, streamText } from "ai";
import type { PlannerUIMessage } from "@/lib/protocol";
import { dataPartForModel, type ContextClock } from "@/lib/protocol/model-context";
import { calendarProviderOptions } from "@/lib/protocol/model-facts";
import { modelCallBlocked } from "../budget";
import { buildInstructions, windowCalendar } from "../prompts";
import { stageAfter, toolsForStage } from "../stages";
import type { TurnTools } from "../tools/registry";
import type { TurnState } from "./state";

function instructionsFor(turn: TurnState): string {
  const { deps, availability, timeZone } = turn;
  return availability.ok
    ? buildInstructions({ now: deps.now, timeZone, term: availability.schedule.term, window: availability.schedule.state.window })
    : buildInstructions({ now: deps.now, timeZone, unavailable: availability.reason });
}

/** The window table of the instructions as data, for the built-in model (other providers ignore it). */
function calendarOptionsOf(turn: TurnState) {
  const { availability } = turn;
  return availability.ok ? calendarProviderOptions(windowCalendar(availability.schedule.term, availability.schedule.state.window)) : undefined;
}

/** The term's period clock, so earlier cards reach the model with clock times. */
function contextClockOf(turn: TurnState): ContextClock {
  return turn.availability.ok ? { sectionTimes: turn.availability.schedule.term.section_times } : {};
}

export async function streamModel(turn: TurnState, tools: TurnTools) {
  const { deps, meter, ledger } = turn;
  return streamText({
    model: deps.model.model,
    instructions: instructionsFor(turn),
    providerOptions: calendarOptionsOf(turn),
    // Earlier cards, confirms, cancels and completions as short notes: what "它 / 刚才那个" can point at.
    messages: await convertToModelMessages<PlannerUIMessage>(turn.messages, {
      tools,
      ignoreIncompleteToolCalls: true,
      convertDataPart: (part) => dataPartForModel(part, contextClockOf(turn)),
    }),
    tools,
    abortSignal: turn.abortSignal,
    prepareStep: () => {
      meter.modelCalls += 1;
      turn.stage = stageAfter(ledger.calls);
      return { activeTools: toolsForStage(turn.stage) };
    },
    stopWhen: [
      hasToolCall("ask_user"),
      () => {
        const blocked = modelCallBlocked(meter, deps.clock());
        if (blocked) meter.exhausted ??= blocked;
        return blocked !== undefined;
      },
    ],
  });
}

export type ModelStream = Awaited<ReturnType<typeof streamModel>>;
