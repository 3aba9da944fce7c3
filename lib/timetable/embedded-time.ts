/** Where an embedded task item sits inside its host course. */
export interface EmbeddedTime {
  week: number;
  day_of_week: number;
  section_start: number;
  section_end: number;
}
