/**
 * What one reading of a file may cost, so that no file up to the 2 MB cap can hold the server: VEVENTs read, meetings
 * kept, and the wall time (the caller's clock and deadline; lib reads no clock). The counts end the reading with a
 * note saying what was left out; the deadline, checked inside every loop over the file, refuses the file.
 */
import { PlannerError } from "@/lib/errors";

/** VEVENTs read per file: a term's timetable has a few hundred even when every meeting is its own event. */
const MAX_EVENTS = 5000;
/** Meetings kept per file: 30 weeks of 12 periods on 7 days, each period taken by twenty courses. */
const MAX_MEETINGS = 50_000;

const TOO_SLOW = "这个文件太大或太复杂，没能在限定时间内读完，没有导入任何内容。请在课表应用里只导出本学期的课表后再试。";

export class IcsBudget {
  private ticks = 0;
  private meetings = 0;
  /** Set once a meeting was refused for the cap. */
  meetingsCapped = false;

  constructor(
    /** Milliseconds on the caller's clock; unused without a deadline. */
    private readonly now: () => number = () => 0,
    private readonly deadline = Infinity,
    readonly maxEvents = MAX_EVENTS,
    private readonly maxMeetings = MAX_MEETINGS,
  ) {}

  /** One step of work: past the deadline, the reading stops with ics:invalid. */
  tick(): void {
    if (this.deadline === Infinity || ++this.ticks % 16 !== 0) return;
    if (this.now() > this.deadline) throw new PlannerError("ics:invalid", { message: TOO_SLOW });
  }

  /** Whether one more meeting may be kept. */
  takeMeeting(): boolean {
    if (this.meetings >= this.maxMeetings) {
      this.meetingsCapped = true;
      return false;
    }
    this.meetings++;
    return true;
  }

  get meetingCap(): number {
    return this.maxMeetings;
  }
}
