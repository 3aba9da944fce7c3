/**
 * How our own export marks what each VEVENT is, so an import of our file can tell courses from study blocks.
 * The X- properties are authoritative; CATEGORIES is the standard property calendar apps show (and the one
 * some keep when they drop X- properties on re-export).
 */
export const UID_DOMAIN = "study-planner";

/** "course" or "task" (a study block, or a task item embedded in a 水课); "study" is read as "task" too. */
export const KIND_PROPERTY = "X-STUDY-PLANNER-KIND";
/** "TRUE" for a 水课 (可嵌入), "FALSE" for a fixed (locked) course. */
export const EMBEDDABLE_PROPERTY = "X-STUDY-PLANNER-EMBEDDABLE";

export const COURSE_CATEGORY = "课程";
export const STUDY_CATEGORY = "学习";
