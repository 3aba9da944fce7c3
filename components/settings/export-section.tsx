"use client";
/**
 * 导出与订阅: a one-off .ics download and a subscription URL calendar apps poll (create, rotate, revoke, copy). The
 * alarms both carry are set in 提醒 (one place, so no field here overwrites them); the subscription comes with the page
 * (read on the server).
 */
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { Spinner } from "@/components/ui/spinner";
import { revokeFeed, rotateFeed, type Feed } from "@/client/settings-api";
import { ApiError } from "@/client/http";
import { ConfirmDialog } from "./confirm-dialog";
import { HINT_CLASS, INPUT_CLASS, LABEL_CLASS, Notice } from "./controls";

export function ExportSection({ initialFeed }: { initialFeed: Feed | null }) {
  const id = useId();
  const [feed, setFeed] = useState<Feed | null>(initialFeed);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<"rotate" | "revoke" | null>(null);

  async function run(action: "create" | "rotate" | "revoke") {
    setBusy(true);
    setError(null);
    setMessage(null);
    try {
      if (action === "revoke") {
        await revokeFeed();
        setFeed(null);
        setMessage("订阅地址已停用，日历应用将无法再更新。");
      } else {
        setFeed(await rotateFeed());
        setMessage(action === "rotate" ? "已生成新地址，旧地址已失效。" : "订阅地址已生成。");
      }
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "操作失败，请稍后再试。");
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  async function copy() {
    if (!feed) return;
    try {
      await navigator.clipboard.writeText(feed.url);
      setMessage("已复制订阅地址。");
    } catch {
      setError("无法访问剪贴板，请手动选中地址复制。");
    }
  }

  return (
    <div className="space-y-6">
      <div className="space-y-1.5">
        <h3 className={LABEL_CLASS}>导出 .ics 文件</h3>
        <p className={HINT_CLASS}>包含课程、已确认的学习安排、待办的截止时间和考试，可导入手机或电脑的日历。</p>
        <a
          href="/api/ics/export"
          download
          className={`inline-flex h-10 items-center justify-center gap-1.5 rounded-lg border border-zinc-300 bg-white px-4 text-sm font-medium text-zinc-800 hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800 ${FOCUS_RING}`}
        >
          下载课表 .ics
        </a>
      </div>

      <p className={HINT_CLASS} data-testid="export-alarms-pointer">
        日历里的提醒（学习块、截止、上课前）在
        <a href="#reminders" className={`mx-0.5 rounded font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300 ${FOCUS_RING}`}>
          「提醒」
        </a>
        里设置，导出和订阅都按那里的设置；考试在前一天和开考前 1 小时提醒。
      </p>

      <div className="space-y-2">
        <h3 className={LABEL_CLASS}>日历订阅</h3>
        <p className={HINT_CLASS}>把地址添加到日历应用的「订阅日历」，之后的改动会自动同步。任何拿到地址的人都能看到你的日程，泄露时请重新生成。</p>
        {feed ? (
          <>
            <div className="flex flex-col gap-2 sm:flex-row">
              <label htmlFor={`${id}-url`} className="sr-only">
                订阅地址
              </label>
              <input id={`${id}-url`} readOnly value={feed.url} onFocus={(event) => event.target.select()} className={`${INPUT_CLASS} font-mono text-xs`} />
              <Button variant="primary" onClick={() => void copy()}>
                复制
              </Button>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" disabled={busy} onClick={() => setConfirming("rotate")}>
                重新生成
              </Button>
              <Button size="sm" variant="danger" disabled={busy} onClick={() => setConfirming("revoke")}>
                停用地址
              </Button>
            </div>
          </>
        ) : (
          <Button variant="primary" disabled={busy} onClick={() => void run("create")}>
            {busy ? <Spinner /> : null}
            生成订阅地址
          </Button>
        )}
        {message ? <Notice tone="success">{message}</Notice> : null}
        {error ? <Notice tone="error">{error}</Notice> : null}
      </div>

      {confirming ? (
        <ConfirmDialog
          title={confirming === "rotate" ? "重新生成订阅地址？" : "停用订阅地址？"}
          confirmLabel={confirming === "rotate" ? "重新生成" : "停用"}
          busy={busy}
          onConfirm={() => void run(confirming)}
          onCancel={() => setConfirming(null)}
        >
          {confirming === "rotate" ? "旧地址会立即失效，已订阅的日历需要换成新地址。" : "已订阅的日历将不再更新。之后可以重新生成新地址。"}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
