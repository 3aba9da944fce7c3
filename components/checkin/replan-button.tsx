"use client";
/**
 * 重新安排 beside missed work (今天, the daily card, the grid's check-in menu): sends "把没完成的重新排一下" to the
 * assistant as the student's message. The assistant answers with one confirm card; nothing moves without it.
 */
import { Button } from "@/components/ui/button";
import { askAssistant, REPLAN_MISSED_MESSAGE } from "@/components/chat/ask-assistant";

interface ReplanButtonProps {
  /** What is missed, for the accessible name: "「第三章」重新安排"; without it "重新安排没完成的学习". */
  name?: string;
  /** Runs after the message was handed to the assistant (a menu closes). */
  onAsked?: () => void;
}

export function ReplanButton({ name, onAsked }: ReplanButtonProps) {
  return (
    <Button
      size="sm"
      aria-label={name === undefined ? "重新安排没完成的学习" : `「${name}」重新安排`}
      data-testid="replan-missed"
      onClick={() => {
        askAssistant(REPLAN_MISSED_MESSAGE);
        onAsked?.();
      }}
    >
      重新安排
    </Button>
  );
}
