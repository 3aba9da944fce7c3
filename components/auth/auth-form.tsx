"use client";
/**
 * 登录 / 注册 in one form. The server checks every rule; its messages appear under the field they concern (focus
 * moves to the first such field) or, for a failed sign-in, as one alert. Where to go afterwards is the caller's
 * choice: a new student is sent to the settings to set up the term and courses first.
 */
import { useId, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import { FieldError, HINT_CLASS, INPUT_CLASS, LABEL_CLASS, Notice } from "@/components/settings/controls";
import { Button } from "@/components/ui/button";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { Spinner } from "@/components/ui/spinner";
import { authFieldErrors, submitAuth, type AuthFields, type AuthMode } from "@/client/auth-api";
import { ApiError } from "@/client/http";

const AFTER_SIGNUP = "/settings?welcome=1";
const AFTER_LOGIN = "/";

type FieldName = keyof AuthFields;

const MODES: Array<{ mode: AuthMode; label: string }> = [
  { mode: "login", label: "登录" },
  { mode: "signup", label: "注册" },
];

export interface AuthFormProps {
  initialMode?: AuthMode;
  /** Where a sign-in goes (the page the visitor was sent from); a new account always goes to the settings first. */
  afterLogin?: string;
  /** Called with where to go once the session cookie is set. */
  onSignedIn: (destination: string) => void;
}

export function AuthForm({ initialMode = "login", afterLogin = AFTER_LOGIN, onSignedIn }: AuthFormProps) {
  const id = useId();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [values, setValues] = useState<Required<AuthFields>>({ username: "", name: "", password: "" });
  const [showPassword, setShowPassword] = useState(false);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const signup = mode === "signup";

  function switchMode(next: AuthMode) {
    setMode(next);
    setMessage(null);
    setFieldErrors({});
  }

  function edit(field: FieldName, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setFieldErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setMessage(null);
    setFieldErrors({});
    try {
      await submitAuth(mode, signup ? values : { username: values.username, password: values.password });
      onSignedIn(signup ? AFTER_SIGNUP : afterLogin);
      // Stays pending: the page is about to change.
    } catch (caught) {
      const refusal = caught instanceof ApiError ? caught : new ApiError("出错了，请稍后再试。", 0, "client:error");
      const fields = authFieldErrors(refusal);
      const first = (["username", "name", "password"] as const).find((field) => fields[field]);
      setFieldErrors(fields);
      setMessage(first ? null : refusal.message);
      setPending(false);
      if (first) inputs.current[first]?.focus();
    }
  }

  const field = (name: FieldName, label: string, hint: ReactNode, props: InputHTMLAttributes<HTMLInputElement>, trailing?: ReactNode) => {
    const inputId = `${id}-${name}`;
    const error = fieldErrors[name];
    const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(" ") || undefined;
    return (
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className={LABEL_CLASS}>
          {label}
        </label>
        <div className="relative">
          <input
            ref={(element) => {
              inputs.current[name] = element;
            }}
            id={inputId}
            name={name}
            data-testid={`auth-${name}`}
            value={values[name]}
            onChange={(event) => edit(name, event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${INPUT_CLASS} ${trailing ? "pr-16" : ""}`}
            {...props}
          />
          {trailing}
        </div>
        {hint ? (
          <p id={`${inputId}-hint`} className={HINT_CLASS}>
            {hint}
          </p>
        ) : null}
        <FieldError id={`${inputId}-error`} message={error} />
      </div>
    );
  };

  return (
    <div className="space-y-5">
      <div role="group" aria-label="选择登录或注册" className="grid grid-cols-2 gap-1 rounded-lg bg-zinc-100 p-1 dark:bg-zinc-800">
        {MODES.map((option) => (
          <button
            key={option.mode}
            type="button"
            data-testid={`auth-mode-${option.mode}`}
            aria-pressed={mode === option.mode}
            disabled={pending}
            onClick={() => switchMode(option.mode)}
            className={`h-9 rounded-md text-sm font-medium transition-colors disabled:cursor-not-allowed ${FOCUS_RING} ${
              mode === option.mode
                ? "bg-white text-zinc-900 shadow-sm dark:bg-zinc-950 dark:text-white"
                : "text-zinc-600 hover:text-zinc-900 dark:text-zinc-300 dark:hover:text-white"
            }`}
          >
            {option.label}
          </button>
        ))}
      </div>

      {/* method="post": a submit before hydration must not put the password into the URL of a GET. */}
      <form method="post" onSubmit={submit} noValidate aria-label={signup ? "注册" : "登录"} aria-busy={pending} data-testid="auth-form" data-mode={mode} className="space-y-4">
        {message ? (
          <div data-testid="auth-error">
            <Notice tone="error">{message}</Notice>
          </div>
        ) : null}
        {field("username", "用户名", signup ? "3-32 位英文字母、数字、下划线、点或连字符，不区分大小写" : null, {
          autoComplete: "username",
          autoCapitalize: "none",
          autoCorrect: "off",
          spellCheck: false,
          maxLength: 64,
        })}
        {signup ? field("name", "显示名称", "页面顶部显示的名字，如「林小满」", { autoComplete: "nickname", maxLength: 80 }) : null}
        {field(
          "password",
          "密码",
          signup ? "8-128 个字符；不能是常见密码，也不能包含用户名" : null,
          { type: showPassword ? "text" : "password", autoComplete: signup ? "new-password" : "current-password", maxLength: 256 },
          <button
            type="button"
            aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
            className={`absolute inset-y-1 right-1 rounded-md px-2 text-xs font-medium text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-white ${FOCUS_RING}`}
          >
            {showPassword ? "隐藏" : "显示"}
            <span className="sr-only">密码</span>
          </button>,
        )}
        <Button type="submit" variant="primary" className="w-full" disabled={pending} data-testid="auth-submit">
          {pending ? <Spinner /> : null}
          {pending ? (signup ? "正在注册…" : "正在登录…") : signup ? "注册并开始" : "登录"}
        </Button>
      </form>
    </div>
  );
}
