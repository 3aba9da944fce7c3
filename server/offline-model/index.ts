/** The built-in offline model, used when no OPENAI_API_KEY is configured. */
export { createOfflineModel } from "./model";
export { prepareNearestReading as prepareOfflineModel } from "./understand/nearest-intent";
