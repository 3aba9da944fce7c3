/** The settings page's sections, in order: the anchor nav and the section ids come from this one list. */
export const SETTINGS_SECTIONS = [
  { id: "term", title: "学期设置" },
  { id: "courses", title: "课程表" },
  { id: "exams", title: "考试" },
  { id: "import", title: "导入 ICS" },
  { id: "export", title: "导出与订阅" },
  { id: "reminders", title: "提醒" },
  { id: "account", title: "账户" },
] as const;
