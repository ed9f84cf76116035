import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { change, changeResult, detail, listItem, uuid } from "@web/testing/concepts.ts";
import { json, sentBodies, stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";
import { MergeDialog } from "./merge-dialog.tsx";

const eos = { id: uuid(1), name: "EOS", mentionCount: 2 };
const found = [
  listItem(1, "EOS", { mentionCount: 2 }),
  listItem(2, "equation of state", { mentionCount: 5, aliases: ["equations of state"] }),
  listItem(3, "state space", { mentionCount: 1 }),
];
const merged = changeResult(
  detail(2, "equation of state", { aliases: ["EOS"] }),
  change(9, "merge", 'Merged "EOS" into "equation of state".'),
);

function stub(mergeAnswer = () => json(merged)) {
  return stubFetch({
    "GET /api/concepts": () => json({ total: found.length, items: found }),
    "POST /api/concepts/merge": mergeAnswer,
  });
}

const toastRegion = () => screen.getByRole("region", { name: /Notifications/, hidden: true });
const searches = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/concepts?"));

describe("the merge dialog", () => {
  it("finds the concepts to merge with on the server, leaving out the one already chosen", async () => {
    const fetch = stub();
    renderWithApp(<MergeDialog open onOpenChange={() => {}} concepts={[eos]} pick />);
    const dialog = await screen.findByRole("dialog", { name: "Merge “EOS” with…" });
    expect(within(dialog).getByText("Find at least one more concept to merge.")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Merge" })).toBeDisabled();
    await userEvent.type(within(dialog).getByRole("combobox", { name: "Find a concept to merge" }), "state");
    await within(dialog).findByRole("option", { name: /equation of state/ });
    const options = within(dialog).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "equation of state5 mentionsAlso: equations of state",
      "state space1 mention",
    ]);
    // One request once typing pauses, not one per key.
    expect(searches(fetch)).toEqual(["/api/concepts?query=state&sort=mentions&limit=9"]);
  });

  it("keeps the most mentioned name unless told otherwise, and sends the choice", async () => {
    const onMerged = vi.fn();
    const onOpenChange = vi.fn();
    const fetch = stub();
    renderWithApp(<MergeDialog open onOpenChange={onOpenChange} concepts={[eos]} pick onMerged={onMerged} />);
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByRole("combobox"), "equ");
    await within(dialog).findByRole("option", { name: /equation of state/ });
    await userEvent.keyboard("{Enter}");
    expect(within(dialog).getByRole("list", { name: "Concepts to merge" })).toHaveTextContent("equation of state");
    const keep = within(dialog).getByRole("group", { name: "Name to keep" });
    expect(within(keep).getByRole("radio", { name: "equation of state (5 mentions)" })).toBeChecked();
    await userEvent.click(within(keep).getByRole("radio", { name: "EOS (2 mentions)" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Merge 2 concepts" }));
    await waitFor(() => expect(onMerged).toHaveBeenCalledWith(merged));
    expect(sentBodies(fetch, "POST", "/api/concepts/merge")).toEqual([
      { conceptIds: [uuid(1), uuid(2)], intoId: uuid(1) },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // The toast says what happened and offers to undo it.
    const toast = within(toastRegion());
    expect(await toast.findByText("Concepts merged")).toBeInTheDocument();
    expect(toast.getByText('Merged "EOS" into "equation of state".')).toBeInTheDocument();
    expect(toast.getByRole("button", { name: "Undo", hidden: true })).toBeInTheDocument();
  });

  it("merges under another name, and shows the server's refusal in the dialog", async () => {
    const fetch = stub(() => json({ message: "Another concept is already called “EoS”.", code: "CONFLICT" }, 409));
    const onOpenChange = vi.fn();
    renderWithApp(
      <MergeDialog
        open
        onOpenChange={onOpenChange}
        concepts={[eos, { id: uuid(2), name: "equation of state", mentionCount: 5 }]}
      />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Merge 2 concepts" });
    await userEvent.click(within(dialog).getByRole("radio", { name: "Another name" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Merge 2 concepts" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Give the concept a name");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Another name" }), "EoS");
    await userEvent.click(within(dialog).getByRole("button", { name: "Merge 2 concepts" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Another concept is already called “EoS”.");
    expect(sentBodies(fetch, "POST", "/api/concepts/merge")).toEqual([
      { conceptIds: [uuid(1), uuid(2)], intoId: uuid(2), name: "EoS" },
    ]);
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
