import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";
import { SearchPanel } from "./search-panel.tsx";

describe("SearchPanel", () => {
  it("ignores a blank question and never calls a search the server does not answer yet", async () => {
    const fetch = stubFetch({});
    renderWithApp(<SearchPanel />);
    const box = screen.getByPlaceholderText("Ask anything about your knowledge base...");
    await userEvent.type(box, "   {Enter}");
    expect(screen.getByRole("heading", { name: "Ask your knowledge base" })).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, "What is recall?{Enter}");
    expect(screen.getByTestId("not-available-yet")).toHaveTextContent("“What is recall?”");
    expect(fetch).not.toHaveBeenCalled();
  });
});
