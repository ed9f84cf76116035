// HTTP call of answers: the streamed form, so checked sentences show while an AI provider writes.
import type { AnswerRequest } from "@contract/answers.ts";
import { apiRequest } from "@web/lib/api.ts";
import { applyEvent, EventReader, type AnswerState } from "./answer-stream.ts";

export const answerPaths = { answer: "/api/answer", stream: "/api/answer/stream" } as const;

/**
 * `POST /api/answer/stream`: calls `onState` with each new state (sentences as they are checked) and resolves with
 * the final one. A failed request throws the `"{status}: {body}"` error of PRODUCT.md section 8; an `error` event throws its message.
 */
export async function streamAnswer(
  question: string,
  projectId: string | null,
  onState: (state: AnswerState) => void,
): Promise<AnswerState> {
  const body: AnswerRequest = { question, projectId };
  const response = await apiRequest("POST", answerPaths.stream, body);
  const reader = response.body?.getReader();
  if (!reader) throw new Error("The answer could not be read.");
  const events = new EventReader();
  const decoder = new TextDecoder();
  let state: AnswerState = { response: null, streamed: [] };
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    for (const event of events.push(decoder.decode(read.value, { stream: true }))) {
      state = applyEvent(state, event);
      onState(state);
    }
  }
  if (!state.response) throw new Error("The answer stopped before it was complete. Try again.");
  return state;
}
