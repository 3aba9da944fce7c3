"use client";
/**
 * The message box. Enter sends and Shift+Enter breaks the line; while an input method is composing (pinyin),
 * Enter confirms the candidate and must not send. While a turn runs, the send button becomes 停止.
 */
import { useRef, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";

export interface ComposerProps {
  busy: boolean;
  /** Returns whether the text was accepted (it is then cleared). */
  onSend: (text: string) => boolean;
  onStop: () => void;
}

export function Composer({ busy, onSend, onStop }: ComposerProps) {
  const [value, setValue] = useState("");
  const composing = useRef(false);
  const canSend = !busy && value.trim() !== "";

  const submit = () => {
    if (!canSend) return;
    if (onSend(value)) setValue("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey) return;
    // keyCode 229 is what some browsers report for the Enter that ends a composition.
    if (composing.current || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className="flex items-end gap-2 rounded-2xl border border-zinc-300 bg-white p-2 shadow-sm focus-within:border-indigo-400 focus-within:ring-2 focus-within:ring-indigo-500/30 dark:border-zinc-700 dark:bg-zinc-900 dark:focus-within:border-indigo-500"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor="composer-input" className="sr-only">
        给助手发消息
      </label>
      <textarea
        id="composer-input"
        data-testid="composer"
        rows={1}
        value={value}
        placeholder="说说你想记下、查询或安排什么…"
        aria-describedby="composer-hint"
        className="max-h-40 min-h-10 flex-1 resize-none bg-transparent px-2 py-2 text-[15px] leading-6 text-zinc-900 outline-none [field-sizing:content] placeholder:text-zinc-500 dark:text-zinc-50 dark:placeholder:text-zinc-400"
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={() => {
          composing.current = false;
        }}
      />
      <span id="composer-hint" className="sr-only">
        按 Enter 发送，Shift+Enter 换行
      </span>
      {busy ? (
        <Button variant="secondary" data-testid="stop" aria-label="停止生成" onClick={onStop}>
          <span aria-hidden="true" className="h-2.5 w-2.5 rounded-sm bg-current" />
          停止
        </Button>
      ) : (
        <Button variant="primary" type="submit" data-testid="send" disabled={!canSend}>
          发送
        </Button>
      )}
    </form>
  );
}
