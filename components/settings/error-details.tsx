/** A refused write: the server's message, then every reason, clash and affected week it listed (never summarised). */
import { ApiError } from "@/client/http";
import { meetingLabel } from "./format";
import { Notice } from "./controls";

export function ErrorDetails({ error, id, tone = "error", children }: { error: ApiError; id?: string; tone?: "error" | "warning"; children?: React.ReactNode }) {
  const { reasons, clashes, affected } = error.details;
  return (
    <Notice tone={tone} id={id}>
      <p className="font-medium">{error.message}</p>
      {reasons.length > 0 ? (
        <ul className="mt-1.5 list-disc space-y-0.5 pl-5" aria-label="问题">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      {clashes.length > 0 ? (
        <ul className="mt-1.5 list-disc space-y-0.5 pl-5" aria-label="冲突">
          {clashes.map((clash, index) => (
            <li key={index}>
              与「{clash.name}」冲突：{meetingLabel(clash)}
            </li>
          ))}
        </ul>
      ) : null}
      {affected.length > 0 ? (
        <ul className="mt-1.5 list-disc space-y-0.5 pl-5" aria-label="受影响的周">
          {affected.map((week) => (
            <li key={week.week}>
              第{week.week}周：{week.periods} 节（{week.events.join("、")}）
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </Notice>
  );
}
