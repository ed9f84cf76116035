import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { VersionEntry } from "@contract/versions.ts";
import { change, changeResult, detail, listItem, uuid } from "@web/testing/concepts.ts";
import { json, sentBodies, stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";
import { ConceptPanel } from "./concept-panel.tsx";

const eos = detail(1, "equation of state", {
  aliases: ["EOS"],
  mentionCount: 5,
  documents: [
    { id: uuid(21), title: "Stars", salience: 1, mentionCount: 3 },
    { id: uuid(22), title: "Gases", salience: 0.5, mentionCount: 2 },
  ],
});
const renamed = changeResult({ ...eos, name: "EoS" }, change(40, "rename", 'Renamed "equation of state" to "EoS".'));
const splitOut = changeResult(detail(2, "EOS"), change(41, "split", 'Split "EOS" out of "equation of state".'));
const merged = changeResult(
  detail(3, "state equation", { aliases: ["equation of state"] }),
  change(42, "merge", 'Merged "equation of state" into "state equation".'),
);
const versions: VersionEntry[] = [
  {
    id: uuid(50),
    conceptId: uuid(1),
    name: "equation of state",
    changeType: "merged",
    category: "technical",
    definition: null,
    previousDefinition: null,
    detail: '"EOS" was recognised as another name for "equation of state" and merged into it.',
    changedAt: "2026-11-22T10:00:00.000Z",
    document: { id: uuid(21), title: "Stars" },
    mergedName: "EOS",
    changeId: null,
  },
];

function stub(renameAnswer: () => Response = () => json(renamed)) {
  // The server's concept: renamed once the rename went through.
  let current = eos;
  return stubFetch({
    [`GET /api/concepts/${uuid(1)}`]: () => json(current),
    [`GET /api/concepts/${uuid(1)}/passages`]: () => json([]),
    [`GET /api/concepts/${uuid(1)}/relationships`]: () => json([]),
    "GET /api/versions": () => json(versions),
    "GET /api/concepts": () => json({ total: 1, items: [listItem(3, "state equation")] }),
    [`PATCH /api/concepts/${uuid(1)}`]: async () => {
      const answer = await renameAnswer();
      if (answer.ok) current = renamed.concept;
      return answer;
    },
    [`POST /api/concepts/${uuid(1)}/split`]: () => json(splitOut),
    "POST /api/concepts/merge": () => json(merged),
  });
}

function renderPanel() {
  const onOpenConcept = vi.fn();
  const onClose = vi.fn();
  renderWithApp(
    <ConceptPanel
      conceptId={uuid(1)}
      focused={false}
      onToggleFocus={() => {}}
      onOpenConcept={onOpenConcept}
      onClose={onClose}
    />,
  );
  return { onOpenConcept, onClose, panel: screen.getByRole("complementary", { name: "Concept details" }) };
}

describe("the concept panel's changes", () => {
  it("renames in place: Escape leaves the name, a taken name is explained under the field", async () => {
    const fetch = stub(() => json({ message: "Another concept is already called “EoS”." }, 409));
    const { panel } = renderPanel();
    await userEvent.click(await within(panel).findByRole("button", { name: "Rename “equation of state”" }));
    const field = within(panel).getByRole("textbox", { name: "Concept name" });
    expect(field).toHaveValue("equation of state");
    await userEvent.keyboard("{Escape}");
    expect(within(panel).getByRole("heading", { name: "equation of state" })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole("button", { name: "Rename “equation of state”" }));
    await userEvent.clear(within(panel).getByRole("textbox", { name: "Concept name" }));
    await userEvent.keyboard(" EoS {Enter}");
    expect(await within(panel).findByRole("alert")).toHaveTextContent("Another concept is already called “EoS”.");
    expect(within(panel).getByRole("textbox", { name: "Concept name" })).toHaveValue(" EoS ");
    expect(sentBodies(fetch, "PATCH", `/api/concepts/${uuid(1)}`)).toEqual([{ name: "EoS" }]);
  });

  it("shows the new name once renamed", async () => {
    stub();
    const { panel } = renderPanel();
    await userEvent.click(await within(panel).findByRole("button", { name: "Rename “equation of state”" }));
    await userEvent.clear(within(panel).getByRole("textbox", { name: "Concept name" }));
    await userEvent.keyboard("EoS{Enter}");
    expect(await within(panel).findByRole("heading", { name: "EoS" })).toBeInTheDocument();
  });

  it("splits an other name out, and offers to undo a merge made while reading", async () => {
    const fetch = stub();
    const { panel } = renderPanel();
    const names = await within(panel).findByRole("list", { name: "Other names" });
    await userEvent.click(within(names).getByRole("button", { name: "Split out “EOS”" }));
    await waitFor(() =>
      expect(sentBodies(fetch, "POST", `/api/concepts/${uuid(1)}/split`)).toEqual([{ alias: "EOS" }]),
    );
    const history = await within(panel).findByRole("list", { name: "History" });
    await userEvent.click(within(history).getByRole("button", { name: /^Undo merge/ }));
    await waitFor(() => expect(sentBodies(fetch, "POST", `/api/concepts/${uuid(1)}/split`)).toHaveLength(2));
  });

  it("splits by document: some documents, not all, under a new name", async () => {
    const fetch = stub();
    const { panel } = renderPanel();
    await userEvent.click(await within(panel).findByRole("button", { name: "Split by document" }));
    const dialog = await screen.findByRole("dialog", { name: "Split “equation of state” by document" });
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /Stars/ }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /Gases/ }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name of the new concept" }), "gas law");
    await userEvent.click(within(dialog).getByRole("button", { name: "Split" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Leave at least one document with “equation of state”");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /Stars/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Split" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sentBodies(fetch, "POST", `/api/concepts/${uuid(1)}/split`)).toEqual([
      { documentIds: [uuid(22)], name: "gas law" },
    ]);
  });

  it("opens the kept concept after merging this one into another", async () => {
    const fetch = stub();
    const { panel, onOpenConcept, onClose } = renderPanel();
    await userEvent.click(await within(panel).findByRole("button", { name: "Merge with…" }));
    const dialog = await screen.findByRole("dialog", { name: "Merge “equation of state” with…" });
    await userEvent.type(within(dialog).getByRole("combobox"), "state eq");
    await within(dialog).findByRole("option", { name: /state equation/ });
    // Escape closes the matches first, then the dialog; never the panel behind it.
    await userEvent.keyboard("{Escape}");
    expect(within(dialog).queryByRole("listbox")).toBeNull();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(panel).getByRole("button", { name: "Merge with…" }));
    const again = await screen.findByRole("dialog");
    await userEvent.type(within(again).getByRole("combobox"), "state eq");
    await userEvent.click(await within(again).findByRole("option", { name: /state equation/ }));
    await userEvent.click(within(again).getByRole("radio", { name: /^state equation/ }));
    await userEvent.click(within(again).getByRole("button", { name: "Merge 2 concepts" }));
    await waitFor(() => expect(onOpenConcept).toHaveBeenCalledWith(uuid(3)));
    expect(sentBodies(fetch, "POST", "/api/concepts/merge")).toEqual([
      { conceptIds: [uuid(1), uuid(3)], intoId: uuid(3) },
    ]);
  });
});
