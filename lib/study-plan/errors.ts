/**
 * The study plan's refusals, members of the data layer's closed set (errors.ts): routes and agent tools answer them
 * with their status and message like any other DataError.
 */
import { DataError } from "../errors";

/** A class id that is unknown or belongs to another student (indistinguishable on purpose). */
export class TaskClassNotFoundError extends DataError {
  readonly code = "task_class:not_found" as const;
  readonly httpStatus = 404;
  constructor(readonly taskClassId: number) {
    super("没有找到这个任务类");
    this.name = "TaskClassNotFoundError";
  }
}

/** Fields that break a rule (name length, dates inside the term, periods 1-6, item count...); `reasons` lists each. */
export class TaskClassInvalidError extends DataError {
  readonly code = "task_class:invalid" as const;
  readonly httpStatus = 422;
  constructor(readonly reasons: string[]) {
    super(reasons.length === 1 ? reasons[0] : `任务类信息有误：${reasons.join("；")}`);
    this.name = "TaskClassInvalidError";
  }
}

/** An item id that is not in this class (or the class is someone else's). */
export class TaskItemNotFoundError extends DataError {
  readonly code = "task_item:not_found" as const;
  readonly httpStatus = 404;
  constructor(readonly itemId: number) {
    super("没有找到这个任务");
    this.name = "TaskItemNotFoundError";
  }
}

/** The item is on the timetable, so its length is fixed until it is taken off again. */
export class TaskItemPlacedError extends DataError {
  readonly code = "task_item:placed" as const;
  readonly httpStatus = 409;
  constructor(readonly itemId: number) {
    super("已安排的任务不能修改时长，请先在日程中取消安排");
    this.name = "TaskItemPlacedError";
  }
}
