import { describe, expect, it } from "vitest";
import { conversationIdFromSearch, newConversationId, searchWithConversation } from "./conversation-url";

describe("conversationIdFromSearch", () => {
  it("reads the conversation id from ?c=", () => {
    expect(conversationIdFromSearch("?c=abc-123")).toBe("abc-123");
  });

  it("returns undefined when there is none", () => {
    expect(conversationIdFromSearch("")).toBeUndefined();
  });

  it("ignores an id the server would refuse", () => {
    expect(conversationIdFromSearch("?c=a%2Fb")).toBeUndefined();
    expect(conversationIdFromSearch(`?c=${"x".repeat(101)}`)).toBeUndefined();
  });
});

describe("searchWithConversation", () => {
  it("sets the id and keeps other parameters", () => {
    expect(searchWithConversation("?view=week&c=old", "new")).toBe("?view=week&c=new");
  });
});

describe("newConversationId", () => {
  it("makes ids the server accepts, different each time", () => {
    const first = newConversationId();
    expect(conversationIdFromSearch(`?c=${first}`)).toBe(first);
    expect(newConversationId()).not.toBe(first);
  });
});
