/**
 * Writes the app's own blocks into a turn's UI message stream: stage status lines, business cards placed right
 * after the assistant sentence they belong to (seed 001 §7.3.5), and short texts the app says itself.
 * Every data part is parsed by the protocol schema before it leaves, so nothing malformed reaches a client.
 */
import type { UIMessageStreamWriter } from "ai";
import {
  businessCardDataSchema,
  confirmRequestDataSchema,
  interruptDataSchema,
  scheduleCompletedDataSchema,
  statusDataSchema,
  timeHighlightDataSchema,
  type BusinessCardData,
  type ConfirmRequestData,
  type InterruptData,
  type PlannerUIMessage,
  type ScheduleCompletedData,
  type TimeHighlightData,
  type Stage,
} from "@/lib/protocol";
import { STAGE_STATUS_TEXT } from "./stages";

/** A fallback sentence for a card whose tool answered but whose model said nothing after it. */
const CARD_LEAD: Record<string, string> = {
  quick_note: "我帮你记下来了。",
  create_task: "这条任务已经创建好了。",
  task_query: "查询结果如下。",
  task_edit: "这条待办改好了。",
  task_delete: "确定要删除这条待办吗？",
};

export class TurnWriter {
  private pendingCards: BusinessCardData[] = [];
  private undoOffer: ScheduleCompletedData | undefined;
  private lastStage: Stage | undefined;
  private sequence = 0;

  constructor(
    private readonly writer: UIMessageStreamWriter<PlannerUIMessage>,
    private readonly idPrefix: string,
  ) {}

  private nextId(kind: string): string {
    this.sequence += 1;
    return `${this.idPrefix}-${kind}-${this.sequence}`;
  }

  /** One status line per stage change; repeating the same stage says nothing new. */
  stage(stage: Stage): void {
    if (stage === this.lastStage) return;
    this.lastStage = stage;
    this.writer.write({
      type: "data-status",
      id: this.nextId("status"),
      data: statusDataSchema.parse({ stage, text: STAGE_STATUS_TEXT[stage] }),
    });
  }

  status(stage: Stage, text: string): void {
    this.writer.write({ type: "data-status", id: this.nextId("status"), data: statusDataSchema.parse({ stage, text }) });
  }

  /** The periods an answer about time talks about, for the week grid; written as the tool answers. */
  highlight(data: TimeHighlightData): void {
    this.writer.write({ type: "data-time_highlight", id: this.nextId("highlight"), data: timeHighlightDataSchema.parse(data) });
  }

  /** The completion card undo_schedule found, written once the turn's answer is out (with its 撤销 button). */
  queueUndoOffer(completed: ScheduleCompletedData): void {
    this.undoOffer = scheduleCompletedDataSchema.parse(completed);
  }

  flushUndoOffer(): void {
    if (!this.undoOffer) return;
    this.writer.write({ type: "data-schedule_completed", id: this.nextId("undo"), data: this.undoOffer });
    this.undoOffer = undefined;
  }

  /** Queued by a tool after its operation succeeded; written after the next assistant sentence. */
  queueCard(card: BusinessCardData): void {
    this.pendingCards.push(businessCardDataSchema.parse(card));
  }

  hasPendingCards(): boolean {
    return this.pendingCards.length > 0;
  }

  /** Called when an assistant text block ends: its cards follow it immediately. */
  flushCards(): void {
    for (const card of this.pendingCards.splice(0)) {
      this.writer.write({ type: "data-business_card", id: this.nextId("card"), data: card });
    }
  }

  /** At the end of a turn: a card nobody introduced still gets a one-sentence lead, then the card. */
  flushCardsWithLead(): void {
    if (this.pendingCards.length === 0) return;
    const first = this.pendingCards[0].business_card;
    const key = first.card_type === "task_record" ? first.source : first.card_type;
    this.text(CARD_LEAD[key] ?? "结果如下。");
    this.flushCards();
  }

  text(content: string): void {
    const id = this.nextId("text");
    this.writer.write({ type: "text-start", id });
    this.writer.write({ type: "text-delta", id, delta: content });
    this.writer.write({ type: "text-end", id });
  }

  confirmRequest(data: ConfirmRequestData): void {
    this.stage("confirm");
    this.writer.write({ type: "data-confirm_request", id: this.nextId("confirm"), data: confirmRequestDataSchema.parse(data) });
  }

  interrupt(data: InterruptData): void {
    this.writer.write({ type: "data-interrupt", id: this.nextId("interrupt"), data: interruptDataSchema.parse(data) });
  }
}
