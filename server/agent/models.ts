/**
 * Which model answers: any OpenAI-compatible endpoint when OPENAI_API_KEY is set, else the built-in offline model.
 * Both are plain LanguageModelV4 values driven by the same tool loop, so nothing downstream knows which one runs.
 */
import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModelV4 } from "@ai-sdk/provider";
import type { Env } from "@/lib/env";
import { createOfflineModel, prepareOfflineModel } from "../offline-model";

export interface ResolvedModel {
  model: LanguageModelV4;
  kind: "offline" | "openai-compatible";
  /** Shown to the student so nobody mistakes the offline model for a real one. */
  label: string;
}

export function resolveModel(
  env: Pick<Env, "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "OPENAI_MODEL"> & Partial<Pick<Env, "OFFLINE_MODEL_DELAY_MS">>,
): ResolvedModel {
  if (!env.OPENAI_API_KEY) {
    return { model: createOfflineModel({ chunkDelayMs: env.OFFLINE_MODEL_DELAY_MS }), kind: "offline", label: "内置离线模型" };
  }
  const provider = createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL });
  // .chat() speaks /chat/completions, the dialect every compatible server (DeepSeek, Qwen, Ollama, vLLM) implements.
  return { model: provider.chat(env.OPENAI_MODEL), kind: "openai-compatible", label: env.OPENAI_MODEL };
}

/**
 * Called once a server has started (instrumentation.ts): when the built-in model answers, builds its nearest-sentence
 * reading on the next turn of the event loop, seconds of CPU that would otherwise fall inside the first student
 * message that needs it, and inside that turn's time budget. The server already serves while it runs; a request that
 * arrives in those seconds waits for them, as the first message would have. Resolves whether anything was prepared.
 */
export function prepareConfiguredModel(env: Pick<Env, "OPENAI_API_KEY">): Promise<boolean> {
  if (env.OPENAI_API_KEY) return Promise.resolve(false);
  return new Promise((resolve) => {
    setTimeout(() => {
      prepareOfflineModel();
      resolve(true);
    }, 0);
  });
}
