"use client";
/** The active model: the server's answer at render time, then /api/model's, so the badge follows the endpoint. */
import { useEffect, useState } from "react";
import { fetchModelInfo, type ModelInfo } from "./api";

export function useModelInfo(initial: ModelInfo): ModelInfo {
  const [model, setModel] = useState(initial);
  useEffect(() => {
    let current = true;
    fetchModelInfo()
      .then((info) => {
        if (current) setModel(info);
      })
      // The render-time answer stays on screen; a failed refresh says nothing new about the model.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return model;
}
