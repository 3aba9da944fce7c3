/**
 * The term a new student starts from: 18 weeks and the common Chinese university period clock (45-minute periods,
 * morning 1-4, afternoon 5-8, evening 9-12). One source for the demo seed, sign-up and the settings form.
 */
export const DEFAULT_TERM_WEEKS = 18;

export const DEFAULT_SECTION_TIMES: readonly { start: string; end: string }[] = [
  { start: "08:00", end: "08:45" },
  { start: "08:55", end: "09:40" },
  { start: "10:00", end: "10:45" },
  { start: "10:55", end: "11:40" },
  { start: "14:00", end: "14:45" },
  { start: "14:55", end: "15:40" },
  { start: "16:00", end: "16:45" },
  { start: "16:55", end: "17:40" },
  { start: "19:00", end: "19:45" },
  { start: "19:55", end: "20:40" },
  { start: "20:50", end: "21:35" },
  { start: "21:45", end: "22:30" },
];
