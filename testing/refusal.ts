/** Test support: the PlannerError a promise is refused with; anything else (or no refusal) fails the test. */
import { PlannerError } from "@/lib/errors";

export async function refusal(promise: Promise<unknown>): Promise<PlannerError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!PlannerError.isInstance(error)) throw new Error(`expected a PlannerError, got ${String(error)}`);
  return error;
}
