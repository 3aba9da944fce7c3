"use client";
/**
 * 手机通知 (Web Push) for this browser: 开启通知 registers /sw.js, asks for permission (only on that click), subscribes
 * with the server's VAPID key and sends the subscription to the server; 关闭通知 unsubscribes here and there;
 * 发送测试通知 says how many were sent. Without the Push API, or with permission denied, it says so and points to the
 * calendar subscription, which rings everywhere — in mainland China too, where Chrome's push service is unreachable.
 */
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { sendTestPush } from "@/client/reminders-api";
import { browserPushState, disablePush, enablePush, pushFailureText, type PushState } from "@/client/web-push";
import { HINT_CLASS, LABEL_CLASS, Notice } from "./controls";

export function PushNotifications() {
  const id = useId();
  const [state, setState] = useState<PushState>("checking");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    browserPushState().then(
      (found) => live && setState(found),
      () => live && setState("off"),
    );
    return () => {
      live = false;
    };
  }, []);

  async function act(work: () => Promise<void>) {
    setBusy(true);
    setMessage(null);
    setError(null);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  }

  const enable = () =>
    act(async () => {
      const result = await enablePush();
      setState(result.state);
      if (result.error) setError(result.error);
      else if (result.state === "on") setMessage("通知已开启。学习块开始前、待办截止前会推送到这个浏览器。");
    });

  const disable = () =>
    act(async () => {
      try {
        await disablePush();
        setState("off");
        setMessage("通知已关闭，这个浏览器不会再收到推送。");
      } catch (caught) {
        setError(pushFailureText(caught, "关闭通知失败，请稍后再试。"));
      }
    });

  const test = () =>
    act(async () => {
      try {
        const { sent, removed } = await sendTestPush();
        const gone = removed > 0 ? `另有 ${removed} 个失效的订阅已删除。` : "";
        if (sent === 0) setError(`没有发出测试通知：没有可用的推送订阅。${gone}`);
        else setMessage(`已发送 ${sent} 条测试通知，几秒内应该会弹出。${gone}`);
      } catch (caught) {
        setError(pushFailureText(caught, "发送测试通知失败，请稍后再试。"));
      }
    });

  const hintId = `${id}-hint`;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2 border-t border-zinc-200 pt-6 dark:border-zinc-800" data-testid="push-notifications" data-state={state}>
      <h3 id={`${id}-title`} className={LABEL_CLASS}>
        手机通知
      </h3>
      <p id={hintId} className={HINT_CLASS}>
        在这个浏览器里接收推送提醒（网页推送）。推送要经过浏览器厂商的推送服务：在中国大陆，Chrome 的推送服务无法访问，收不到推送；Safari（iPhone
        需先“添加到主屏幕”，iOS 16.4 以上）、Firefox 和 Edge 可以。已有的
        <a href="#export" className="mx-0.5 text-indigo-700 underline underline-offset-2 dark:text-indigo-300">
          日历订阅
        </a>
        由手机自带的日历响铃，离线也能提醒，在哪里都可用。
      </p>

      {state === "checking" ? (
        <p role="status" className="text-sm text-zinc-600 dark:text-zinc-300">
          正在检查这个浏览器的通知状态…
        </p>
      ) : null}
      {state === "unsupported" ? (
        <Notice tone="warning">
          这个浏览器不支持网页推送（没有 Push API），无法在这里开启通知。在 iPhone 上，请先用 Safari 把本站“添加到主屏幕”，再从主屏幕打开。提醒可以改用日历订阅：它在任何手机上都能响，包括在中国大陆。
        </Notice>
      ) : null}
      {state === "denied" ? (
        <Notice tone="warning">
          通知权限已被拒绝，网页无法再次询问。如需开启，请在浏览器的网站设置里允许本站发送通知，然后刷新页面。也可以改用日历订阅，它在任何地方都能提醒。
        </Notice>
      ) : null}

      {state === "off" || state === "on" ? (
        <div className="flex flex-wrap gap-2">
          {state === "off" ? (
            <Button variant="primary" disabled={busy} aria-describedby={hintId} onClick={() => void enable()}>
              {busy ? <Spinner /> : null}
              开启通知
            </Button>
          ) : (
            <>
              <Button variant="primary" disabled={busy} onClick={() => void test()}>
                {busy ? <Spinner /> : null}
                发送测试通知
              </Button>
              <Button disabled={busy} onClick={() => void disable()}>
                关闭通知
              </Button>
            </>
          )}
        </div>
      ) : null}
      {state === "on" && !message ? <p className="text-sm text-emerald-800 dark:text-emerald-200">这个浏览器已开启通知。</p> : null}
      {message ? <Notice tone="success">{message}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
    </section>
  );
}
