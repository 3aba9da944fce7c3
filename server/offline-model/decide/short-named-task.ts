/**
 * "大物那实验报告交了": a to-do named by its course's short name and 那 pointing at that course's thing. The task tools
 * find a title by the words it contains, and 大物 is nowhere in 完成大学物理实验报告, so the short name is spelled as
 * titles write it (物理) and the pointer dropped. Short names whose letters are in the title in order (高数) and names
 * with no pointer are left as said: those already match.
 */
import { spelledShortName } from "@/lib/tasks/short-names";

const POINTED = /^([\p{Script=Han}]{2,4}?)(?:那个|那份|那篇|那张|那)(\p{Script=Han}.*)$/u;

export function spelledTaskName(name: string): string {
  const pointed = POINTED.exec(name);
  const spelled = pointed ? spelledShortName(pointed[1]) : undefined;
  return pointed && spelled ? `${spelled}${pointed[2]}` : name;
}
