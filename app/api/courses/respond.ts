/**
 * Error answers for the timetable editor routes (courses, term, ICS): the shared mapping from server/http plus
 * the structured details the editor shows beside the message (which rules broke, what clashes, what is affected).
 */
import { PlannerError } from "@/lib/errors";
import { errorResponse, json } from "@/server/http";

