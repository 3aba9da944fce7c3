import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { normalise } from "../normalise/normalise";

/** Round 32: a habit of one's own told in passing asks nothing; asked to be reminded at its time, it is a repeat. */
const read = (text: string) => detectIntent(normalise(text).text);

describe("a habit told in passing is small talk", () => {
  it.each([
    "告诉你一下，我每周三下午都去游泳",
    "我每天早上七点起来背单词",
    "跟你说一声，我每周六上午都去做家教，两个小时",
    "报备一下，我每天晚上十点半去洗澡",
  ])("%s", (text) => {
    expect(read(text)).toEqual({ family: "small_talk", topic: "chat" });
  });
});

describe("a habit, then a reminder asked when its time comes, is a repeat", () => {
  it.each([
    "每天晚上十点背单词，到时候叫我",
    "我每周五晚上都要开组会，到点了提醒我一下",
    "我每个周一早上八点都要交考勤，你到时间就提醒我",
    "我每天中午十二点吃药，准时提醒我",
  ])("%s", (text) => {
    expect(read(text)).toMatchObject({ family: "small_talk", topic: "app_help", about: ["repeating_reminders"] });
  });
});

describe("near misses keep their reading", () => {
  it.each([
    ["跟你说一声，明天晚上九点要去操场跑步", "quick_note"],
    ["我每天晚上九点要去跑步，这周的先记上", "quick_note"],
    ["我每周日晚上都要做周计划，这周日到点提醒我", "quick_note"],
    ["我每天早上七点都要晨跑，明天那次先记上", "quick_note"],
  ])("%s", (text, family) => {
    expect(read(text).family).toBe(family);
  });
});

describe("a cadence without the student's habit is no remark", () => {
  it.each(["每天别超过两节，帮我重新排一下", "每周一、周三上午是不是都有课", "单周周二没课，这周二下午三点把概率论放进去"])("%s", (text) => {
    expect(read(text)).not.toEqual({ family: "small_talk", topic: "chat" });
  });
});
