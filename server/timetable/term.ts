/**
 * The student's term settings (start date, weeks, period times, zone). db/queries/term-settings validates a change
 * and refuses one that would drop or move study blocks unless the student confirmed the shift; nothing is added here.
 */
export { getTermSettings, updateTerm } from "@/db/queries/term-settings";
