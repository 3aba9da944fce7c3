"use client";
/**
 * 删除账户's confirm step: says what goes, asks for the password, and deletes only on the explicit button (Enter in
 * the field submits it too). Focus starts in the password field, Escape cancels, Tab stays inside, and focus returns
 * to the button that opened it. A wrong password is shown under the field; the dialog stays open.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { deleteAccount } from "@/lib/client/account-api";
import { ApiError } from "@/lib/client/http";
import { FieldError, INPUT_CLASS, LABEL_CLASS, Notice } from "./controls";

const FOCUSABLE = "input:not([disabled]), button:not([disabled])";

export function DeleteAccountDialog({ onDeleted, onCancel }: { onDeleted: () => void; onCancel: () => void }) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    input.current?.focus();
    return () => opener?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape" && !pending) {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!password) {
      setFieldError("请填写密码以确认删除");
      input.current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    try {
      await deleteAccount(password);
      onDeleted();
      // Stays pending: the page is about to change.
    } catch (caught) {
      const refusal = caught instanceof ApiError ? caught : new ApiError("删除失败，请稍后再试。", 0, "client:error");
      const message = refusal.details.fields.password;
      if (message) {
        setFieldError(message);
        input.current?.focus();
      } else {
        setError(refusal.message);
      }
      setPending(false);
    }
  }

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-zinc-950/50 p-4 sm:items-center" onKeyDown={onKeyDown}>
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        className="w-full max-w-sm rounded-xl border border-zinc-200 bg-white p-5 shadow-xl dark:border-zinc-700 dark:bg-zinc-900"
      >
        <h3 id={`${id}-title`} className="text-base font-semibold">
          永久删除账户？
        </h3>
        <p id={`${id}-body`} className="mt-2 text-sm text-zinc-600 dark:text-zinc-300">
          课程表、学习计划、待办、对话记录和日历订阅都会被删除，无法恢复。需要的话，请先下载你的数据。
        </p>
        <form onSubmit={submit} noValidate aria-busy={pending} className="mt-4 space-y-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-password`} className={LABEL_CLASS}>
              输入密码以确认
            </label>
            <input
              ref={input}
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              maxLength={256}
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setFieldError(null);
              }}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-password-error` : undefined}
              className={INPUT_CLASS}
            />
            <FieldError id={`${id}-password-error`} message={fieldError} />
          </div>
          {error ? <Notice tone="error">{error}</Notice> : null}
          <div className="flex justify-end gap-2 pt-1">
            <Button onClick={onCancel} disabled={pending}>
              取消
            </Button>
            <Button type="submit" variant="danger" disabled={pending}>
              {pending ? <Spinner /> : null}
              {pending ? "正在删除…" : "永久删除"}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
