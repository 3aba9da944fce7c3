/**
 * randomInstance with exams (issue 25): every task class prepares for an exam, on a day drawn from the seed between
 * three days after the class starts and the day after the window ends, so the items must be studied before it and
 * reviewed in between. Same (days, tasks, seed) → same instance.
 */
import { randomInstance, type Instance, type InstanceSpec } from "./random-instance";

export function examInstance(spec: InstanceSpec): Instance {
  const instance = randomInstance(spec);
  let state = (spec.seed * 2654435761 + spec.days * 97 + spec.tasks) >>> 0;
  const next = () => {
    state = (Math.imul(state ^ (state >>> 13), 0x5bd1e995) + 0x6d2b79f5) >>> 0;
    return state / 4294967296;
  };
  const taskClasses = (instance.state.task_classes ?? []).map((taskClass) => {
    const from = Math.min(spec.days + 1, (taskClass.day_start ?? 1) + 3);
    const exam = from + Math.floor(next() * (spec.days + 2 - from));
    return { ...taskClass, exam_day: exam };
  });
  return { label: `${instance.label}+考试`, state: { ...instance.state, task_classes: taskClasses }, options: instance.options };
}
