/**
 * "明天我要把谓词逻辑那块做完": a study block pointed at (那块, 那节) to be got through is the plan already on the
 * timetable, said as an intention — nothing to note ("那节网课" is a class's, and may be).
 */
export const PLANNED_BLOCK_TO_DO = /[那这][一两二三四几]?(?:节|块)(?!\p{Script=Han}{0,2}课)[^，,。；;]{0,4}(?:做|学|看|复习|刷|弄|搞|过)(?:完|好)/u;
