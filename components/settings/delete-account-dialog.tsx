"use client";
/**
 * 删除账户's confirm step: says what goes, asks for the password, and deletes only on the explicit button (Enter in
 * the field submits it too). Focus starts in the password field (DialogFrame: Escape cancels, Tab stays inside, focus
 * returns to the button that opened it). A wrong password is shown under the field; the dialog stays open.
 */
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { deleteAccount } from "@/client/account-api";
import { ApiError } from "@/client/http";
import { FieldError, INPUT_CLASS, LABEL_CLASS, Notice } from "./controls";
import { DialogFrame } from "./dialog-frame";

export function DeleteAccountDialog({ onDeleted, onCancel }: { onDeleted: () => void; onCancel: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

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
    <DialogFrame
      title="永久删除账户？"
      description="课程表、学习计划、待办、对话记录和日历订阅都会被删除，无法恢复。需要的话，请先下载你的数据。"
      onCancel={onCancel}
      busy={pending}
    >
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
    </DialogFrame>
  );
}
