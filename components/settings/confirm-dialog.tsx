"use client";
/**
 * A small modal question with 取消 and one action. Focus starts on the safe choice (取消); the frame keeps it inside
 * and gives it back when the dialog closes.
 */
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DialogFrame } from "./dialog-frame";

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ title, children, confirmLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <DialogFrame title={title} description={children} onCancel={onCancel}>
      <div className="mt-5 flex justify-end gap-2">
        <Button data-autofocus onClick={onCancel} disabled={busy}>
          取消
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </DialogFrame>
  );
}
