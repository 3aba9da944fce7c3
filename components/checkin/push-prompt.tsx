"use client";
/**
 * 手机提醒 on 今天 (issue 26): while this browser could receive pushes but does not, one line offers to turn them on
 * (the same flow as 设置's 手机通知: permission asked only on this click). Once on, or where the browser cannot or
 * will not, the line is gone: 设置 explains those cases and the calendar subscription.
 */
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { browserPushState, enablePush, type PushState } from "@/client/web-push";

export function PushPrompt() {
  const [state, setState] = useState<PushState>("checking");
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ tone: "done" | "error"; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    browserPushState().then(
      (found) => live && setState(found),
      () => live && setState("unsupported"),
    );
    return () => {
      live = false;
    };
  }, []);

  const enable = async () => {
    setBusy(true);
    setNote(null);
    try {
      const result = await enablePush();
      setState(result.state);
      if (result.error) setNote({ tone: "error", text: result.error });
      else if (result.state === "on") setNote({ tone: "done", text: "手机提醒已开启：学习块开始前、待办截止前和考试前会推送到这个浏览器。" });
    } finally {
      setBusy(false);
    }
  };

  if (note) {
    return (
      <p role={note.tone === "error" ? "alert" : "status"} data-testid="today-push-note" className={`text-sm ${note.tone === "error" ? "text-red-700 dark:text-red-300" : "text-emerald-800 dark:text-emerald-200"}`}>
        {note.text}
      </p>
    );
  }
  if (state !== "off") return null;
  return (
    <div data-testid="today-push" className="flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-xl border border-zinc-200 p-3 text-sm text-zinc-700 dark:border-zinc-800 dark:text-zinc-200">
      <p className="min-w-0 flex-1">学习块开始前提醒你？在这个浏览器开启手机提醒。</p>
      <Button size="sm" disabled={busy} onClick={() => void enable()} data-testid="today-push-enable">
        开启手机提醒
      </Button>
    </div>
  );
}
