import { describeChatError } from "@/client/chat-error";
import { Button } from "@/components/ui/button";

/** A failed turn, said in Chinese, with a way to try again. */
export function ChatErrorNotice({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div
      role="alert"
      data-testid="chat-error"
      className="flex items-center gap-3 rounded-xl border border-rose-200 bg-rose-50 px-3.5 py-2.5 text-sm text-rose-800 dark:border-rose-900 dark:bg-rose-950/60 dark:text-rose-200"
    >
      <p className="min-w-0 flex-1">{describeChatError(error)}</p>
      <Button variant="danger" size="sm" data-testid="retry" onClick={onRetry}>
        重试
      </Button>
    </div>
  );
}
