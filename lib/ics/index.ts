export { parseIcsCourses, type ParseOptions } from "./parse";
export { buildIcsCalendar, type BuildCalendarInput } from "./build";
export { formatWeeks, weekRecurrence } from "./weeks";
export { isValidTimeZone } from "../calendar/clock";
export * from "./types";
