import type { AnswerResponse, AnswerSentence, AnswerStreamEvent } from "@contract/answers.ts";

export interface StreamedEvent {
  event: AnswerStreamEvent;
  data: unknown;
}

/**
 * Server-sent events from the answer stream, as each completes (`event: name`, `data: JSON`, a blank line). A
 * partial event at the end of a piece waits for the next piece.
 */
export class EventReader {
  private buffer = "";

  push(piece: string): StreamedEvent[] {
    this.buffer += piece.replace(/\r\n?/g, "\n");
    const events: StreamedEvent[] = [];
    for (let end = this.buffer.indexOf("\n\n"); end >= 0; end = this.buffer.indexOf("\n\n")) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const name = /^event: ?(.*)$/m.exec(block)?.[1]?.trim();
      const data = [...block.matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]).join("\n");
      if (name && data) events.push({ event: name as AnswerStreamEvent, data: JSON.parse(data) as unknown });
    }
    return events;
  }
}

/** What the answer panel shows: the sentences checked so far while the answer is made, then the answer. */
export interface AnswerState {
  /** Null until the complete answer has arrived. */
  response: AnswerResponse | null;
  /** Sentences streamed before the complete answer (AI mode). */
  streamed: AnswerSentence[];
}

/** The state after one event; an `error` event throws its message. */
export function applyEvent(state: AnswerState, { event, data }: StreamedEvent): AnswerState {
  switch (event) {
    case "sentence":
      return { ...state, streamed: [...state.streamed, data as AnswerSentence] };
    case "reset":
      return { ...state, streamed: [] };
    case "answer":
      return { response: data as AnswerResponse, streamed: [] };
    case "error":
      throw new Error((data as { message?: string }).message ?? "The answer could not be made.");
    default:
      return state;
  }
}
