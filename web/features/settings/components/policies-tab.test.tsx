import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { defaultPolicyTexts } from "@web/features/policies/default-texts.ts";
import { stubFetch } from "@web/testing/fetch.ts";
import { renderWithApp } from "@web/testing/render.tsx";
import { PoliciesTab } from "./policies-tab.tsx";

it("pre-fills the three policy areas, lets them be edited without saving anything, and says so", async () => {
  const fetch = stubFetch({});
  renderWithApp(<PoliciesTab />);
  expect(screen.getByLabelText("Privacy Policy")).toHaveValue(defaultPolicyTexts.privacy);
  expect(screen.getByLabelText("Terms of Service")).toHaveValue(defaultPolicyTexts.terms);
  expect(screen.getByLabelText("Usage Policy")).toHaveValue(defaultPolicyTexts.usage);
  expect(defaultPolicyTexts.privacy).toContain("October 31, 2025");
  expect(screen.getByText(/Drafts you can edit here are not saved/)).toBeInTheDocument();
  const usage = screen.getByLabelText("Usage Policy");
  await userEvent.type(usage, "\nBe kind.");
  expect(usage).toHaveValue(`${defaultPolicyTexts.usage}\nBe kind.`);
  expect(fetch).not.toHaveBeenCalled();
});
