import { describe, expect, it } from "vitest";
import { passageWindow } from "./concept-queries.ts";

const shown = (w: { text: string; highlightStart: number; highlightEnd: number }) =>
  w.text.slice(w.highlightStart, w.highlightEnd);

describe("passageWindow", () => {
  it("keeps a mention that opens the passage it is cut from", () => {
    const passage = "Entropy measures disorder in a closed system over time.";
    const window = passageWindow(passage, 1000, 1007, 160, 1000, 5000);
    expect(shown(window)).toBe("Entropy");
  });

  it("cuts a long text at word boundaries around the mention", () => {
    const content = `${"word ".repeat(100)}entropy ${"rest ".repeat(100)}`;
    const start = content.indexOf("entropy");
    const window = passageWindow(content, start, start + 7, 40);
    expect(shown(window)).toBe("entropy");
    expect(window.text.startsWith("…word")).toBe(true);
    expect(window.text.endsWith("rest…")).toBe(true);
  });
});
