/**
 * The one entry for business cards (seed 001 §6.2): validates the payload, dispatches on card_type and falls back
 * to a neutral block for anything it cannot draw, so a newer or malformed card never breaks the timeline.
 */
import type { BusinessCard, TaskDecision } from "@/lib/protocol";
import { businessCardSchema } from "@/lib/protocol/cards";
import { CheckinRecordCard } from "./checkin-record-card";
import { ExamRecordCard } from "./exam-record-card";
import { TermUpdateCard } from "./term-update-card";
import { TaskDeleteCard } from "./task-delete-card";
import { TaskEditCard } from "./task-edit-card";
import { TaskQueryResultCard } from "./task-query-result-card";
import { TaskRecordCard } from "./task-record-card";

function rawCardType(card: unknown): string {
  if (typeof card === "object" && card !== null && "card_type" in card && typeof card.card_type === "string") {
    return card.card_type;
  }
  return "unknown";
}

function UnsupportedCard() {
  return (
    <div
      className="rounded-xl border border-dashed border-zinc-300 bg-zinc-50 px-3.5 py-3 text-sm text-zinc-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-400"
      data-testid="unsupported-card"
    >
      暂不支持的卡片
    </div>
  );
}

export interface BusinessCardRendererProps {
  card: unknown;
  seq: number;
  /** For a delete card: the decision a later note records (client/timeline-blocks). */
  decision?: TaskDecision;
  /** A turn is streaming: cards with buttons wait. */
  locked?: boolean;
}

function CardBody({ card, decision, locked }: { card: BusinessCard; decision?: TaskDecision; locked: boolean }) {
  switch (card.card_type) {
    case "task_query":
      return <TaskQueryResultCard card={card} />;
    case "task_record":
      return <TaskRecordCard card={card} />;
    case "task_edit":
      return <TaskEditCard card={card} locked={locked} />;
    case "task_delete":
      return <TaskDeleteCard card={card} decision={decision} locked={locked} />;
    case "checkin_record":
      return <CheckinRecordCard card={card} locked={locked} />;
    case "exam_record":
      return <ExamRecordCard card={card} locked={locked} />;
    case "term_update":
      return <TermUpdateCard card={card} locked={locked} />;
  }
}

export function BusinessCardRenderer({ card, seq, decision, locked = false }: BusinessCardRendererProps) {
  const parsed = businessCardSchema.safeParse(card);
  const cardType = parsed.success ? parsed.data.card_type : rawCardType(card);
  return (
    <div className="block-enter" data-kind="business_card" data-seq={seq} data-card-type={cardType}>
      {parsed.success ? <CardBody card={parsed.data} decision={decision} locked={locked} /> : <UnsupportedCard />}
    </div>
  );
}
