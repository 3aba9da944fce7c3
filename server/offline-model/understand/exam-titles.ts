/**
 * What an exam is called, when the words around the exam word are not its name: where or whose it is ("这边的结课考试",
 * "我们组的期末展示"), the student asking for a piece of assessment to be kept as an exam ("…，这个也算考试，帮我记成考试"),
 * and a course named beside a generic exam word ("结课考试 Machine Learning").
 */
import { parseSmallNumber } from "@/lib/tasks/chinese-numbers";

/** "这边的", "我们学校的", "这学期的": where or when the exam is, before its name, is no part of it. */
export const WHOSE_LEAD = /^(?:我们|咱们)?(?:这边|那边|这里|学校|学院|系里|这学期|本学期|国外|交换)的/;

/**
 * "…，也算考核的，记成考试", "…，当考试记", "…，也算考试": the student says a presentation or a defence counts as an
 * exam. Said, the clause is gone and the first words before the day are the exam's name, exam word or not.
 */
// "…，帮我当成考试记下来": the verb that keeps it may follow (记下来, 存上).
// "…，记到考试里", "…，帮我登到考试里", "…，也算进考试里": where to keep it, said after it, labels it as plainly.
const KEPT_AS_EXAM =
  /[，,。；;]\s*(?:(?:也|就|顺便)?(?:帮我|请|麻烦)?(?:记到|记进|登到|登进|登记到|登记进|算进|算到|算在|加到|加进|存到|存进|放到|放进|录到|录进)(?:我的)?考试(?:列表|清单)?(?:里面?|里头|中)?(?:去)?|(?:帮我|请|麻烦)?(?:记成|记为|记作|当成?|当作|当做|算成|算作|按)(?:一?[场个门次])?(?:考试|考核)(?:来)?(?:记下来|记上|记一下|记下|记着|记|算|处理|存下来|存上|存)?|(?:这个?)?(?:也)?算(?:是)?(?:期末|期中|结课)?(?:的)?(?:考试|考核)(?:的)?)(?:吧|哈|啊)?(?=$|[，,。；;！!\s])/g;

/**
 * "把美团的笔试也放进考试列表：…", "将英语口语面试加到我的考试里，…": the student puts it among the exams before saying
 * when; what is named is the exam, exam word or not (a company's 笔试, an interview).
 */
const PUT_AMONG_EXAMS =
  /^(?:帮我|请|麻烦)?(?:把|将)(.+?)(?:也)?(?:加进|加到|加入|记到|记进|放进|放到|录入|录进|添加到|存到|存进)(?:我的)?考试(?:列表|清单|安排)?(?:里面?|中)?(?:去)?\s*[：:，,\s]\s*/;
/** "…，我要按它倒排刷题", "…，方便我照着它排复习": what the student will do by the exam, said after it, asks nothing more. */
const BY_IT = /[，,。]\s*(?:我要|我想|我得|我好|好|方便我?|以便)[^，,。]*?(?:按|照|根据|围绕|对着)着?(?:它|这个|这场)[^，,。]*[。!！]?$/;

/** "我要按它倒排复习": the clause after an exam that says what the student will do by it, asking nothing more. */
export function saysWhatItIsFor(clause: string): boolean {
  return BY_IT.test(`，${clause}`);
}

export function keptAsExam(text: string): { rest: string; kept: boolean } {
  const put = PUT_AMONG_EXAMS.exec(text);
  if (put) return { rest: `${put[1]}，${text.slice(put[0].length)}`.replace(BY_IT, ""), kept: true };
  const rest = text.replace(KEPT_AS_EXAM, "");
  return { rest, kept: rest !== text };
}

/** An exam word that names no course: the course must be said beside it. */
export const GENERIC_EXAM = /^(?:期末考试|期中考试|期末考|期中考|期末|期中|考试|补考|缓考|重修考试?|重考|结课考试|结课考|测验|小测验?|随堂测验?|随堂考|final exam|final|exam|quiz)$/i;

/**
 * "那个考试", "这场期中": an exam pointed at with no course said. Which exam is meant is the student's to say, so it is
 * read as generic (the course is asked) and the pointer is dropped.
 */
const POINTED = /^(?:那|这)(?:个|场|门|次)?/;

export function pointedGenericExam(title: string): string | undefined {
  const bare = title.replace(POINTED, "");
  return bare !== title && GENERIC_EXAM.test(bare) ? bare : undefined;
}

/** "Machine Learning", "Data Mining": a course named in Latin letters, a word or a few. */
const LATIN_NAME = /^[A-Za-z][A-Za-z&'-]*(?: [A-Za-z&'-]+){0,5}$/;
/** Latin words that are the student's own, not a course: "ok", "pls", "记一下 thx". */
const NOT_A_NAME = /^(?:ok|okay|pls|please|thx|thanks|btw|local time|time|exam|final|midterm|quiz|is|on|at|the)$/i;

/** The course named in Latin letters in another piece of the statement, when the exam word's own piece is generic. */
export function courseBeside(pieces: readonly string[], found: string): string | undefined {
  return pieces.find((piece) => piece !== found && LATIN_NAME.test(piece) && !NOT_A_NAME.test(piece));
}

/**
 * "古代汉语老师放题了，期末1月11号考", "线代课上划了重点，期中下周三": the course named in a clause about its teacher or
 * its class, before a statement whose exam word names no course; that exam is the course's. Not a person or a time
 * ("我们老师说…", "这学期老师…").
 */
const COURSE_TOLD_BEFORE =
  /^(?!我|你|他|她|咱|这|那|本|上|下|今|昨|明|刚|班|辅导员|各|每|大家|同学|老师)(\p{Script=Han}{2,8}?)(?:的)?(?:任课)?(?:老师|助教|课上|这门课?|那门课?|课)[^，,。；;]*[，,。；;]/u;

export function courseToldBefore(text: string): string | undefined {
  return COURSE_TOLD_BEFORE.exec(text)?.[1];
}

/** "明年法考", "法考在明年", "2027年的法考": the year, said apart from the day. */
const YEAR_APART = /(?:在)?(明年|今年|后年|\d{4}\s*年)(?:的)?/;

/**
 * "明年法考，9月20号": the year said beside the exam word is the day's year, not part of the title; the day read alone
 * would fall in this year. A day that carries its own year keeps it.
 */
export function withYearSaid(title: string, when: string): { title: string; when: string } {
  const year = YEAR_APART.exec(title);
  const bare = year ? title.replace(year[0], "").trim() : title;
  if (!year || bare.length < 2 || /年/.test(when)) return { title, when };
  return { title: bare, when: `${year[1]}${when}` };
}

/** A month and day in Chinese numerals: 一月七号, 十二月二十二日. */
const HAN_MONTH_DAY = /(十[一二]?|[一二三四五六七八九])月([一二三]?十[一二三四五六七八九]?|[一二三四五六七八九])([日号])/g;

/**
 * "一月七号上午九点" as "1月7号上午九点": the exam's day goes out in digits, the way the student reads it back in the
 * exam list (the clock words stay as said; the tool reads both).
 */
export function withDayInDigits(when: string): string {
  return when.replace(HAN_MONTH_DAY, (whole, month: string, day: string, mark: string) => {
    const [m, d] = [parseSmallNumber(month), parseSmallNumber(day)];
    return m === null || d === null ? whole : `${m}月${d}${mark}`;
  });
}
