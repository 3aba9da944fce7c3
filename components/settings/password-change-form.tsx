"use client";
/**
 * 修改密码: the current password, the new one twice. The server checks the rules (length, not a common password, not
 * the username) and the current password; its messages appear under the field they concern, and focus moves there.
 * On success every other browser is signed out and this one stays signed in.
 */
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { changePassword } from "@/client/account-api";
import { ApiError } from "@/client/http";
import { FieldError, HINT_CLASS, INPUT_CLASS, LABEL_CLASS, Notice } from "./controls";

type Field = "currentPassword" | "newPassword" | "confirmPassword";

const EMPTY: Record<Field, string> = { currentPassword: "", newPassword: "", confirmPassword: "" };
const FIELDS: Array<{ name: Field; label: string; autoComplete: string; hint?: string }> = [
  { name: "currentPassword", label: "当前密码", autoComplete: "current-password" },
  { name: "newPassword", label: "新密码", autoComplete: "new-password", hint: "8-128 个字符；不能是常见密码，也不能包含用户名" },
  { name: "confirmPassword", label: "再次输入新密码", autoComplete: "new-password" },
];

export function PasswordChangeForm() {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  function edit(field: Field, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  function showErrors(fields: Partial<Record<Field, string>>) {
    setErrors(fields);
    const first = FIELDS.find((field) => fields[field.name]);
    if (first) inputs.current[first.name]?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setMessage(null);
    if (values.newPassword !== values.confirmPassword) {
      showErrors({ confirmPassword: "两次输入的新密码不一致" });
      return;
    }
    setPending(true);
    try {
      await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      setValues(EMPTY);
      setErrors({});
      setMessage({ tone: "success", text: "密码已修改。其他设备上的登录已全部退出，这台设备保持登录。" });
    } catch (caught) {
      const refusal = caught instanceof ApiError ? caught : new ApiError("修改失败，请稍后再试。", 0, "client:error");
      const { currentPassword, newPassword } = refusal.details.fields;
      const fields = Object.fromEntries(Object.entries({ currentPassword, newPassword }).filter(([, text]) => text !== undefined));
      if (Object.keys(fields).length > 0) showErrors(fields);
      else setMessage({ tone: "error", text: refusal.message });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="修改密码" aria-busy={pending} className="space-y-3" data-testid="password-change-form">
      {FIELDS.map((field) => {
        const inputId = `${id}-${field.name}`;
        const error = errors[field.name];
        const describedBy = [field.hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(" ") || undefined;
        return (
          <div key={field.name} className="flex flex-col gap-1.5">
            <label htmlFor={inputId} className={LABEL_CLASS}>
              {field.label}
            </label>
            <input
              ref={(element) => {
                inputs.current[field.name] = element;
              }}
              id={inputId}
              name={field.name}
              type="password"
              autoComplete={field.autoComplete}
              maxLength={256}
              value={values[field.name]}
              onChange={(event) => edit(field.name, event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={`${INPUT_CLASS} sm:max-w-sm`}
            />
            {field.hint ? (
              <p id={`${inputId}-hint`} className={HINT_CLASS}>
                {field.hint}
              </p>
            ) : null}
            <FieldError id={`${inputId}-error`} message={error} />
          </div>
        );
      })}
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      <Button type="submit" variant="primary" disabled={pending}>
        {pending ? <Spinner /> : null}
        {pending ? "正在修改…" : "修改密码"}
      </Button>
    </form>
  );
}
