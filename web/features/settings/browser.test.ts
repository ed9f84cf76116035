import { afterEach, expect, it, vi } from "vitest";
import { saveFile } from "./browser.ts";

afterEach(() => vi.useRealTimers());

it("saves a blob through a temporary anchor with the file name, then releases it", () => {
  vi.useFakeTimers();
  const create = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:mnemo/1");
  const revoke = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  const clicked: Array<{ href: string; download: string; attached: boolean }> = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
  });
  const blob = new Blob(["{}"], { type: "application/json" });

  saveFile(blob, "mnemo-export-2026-01-05.json");

  expect(create).toHaveBeenCalledWith(blob);
  expect(clicked).toEqual([{ href: "blob:mnemo/1", download: "mnemo-export-2026-01-05.json", attached: true }]);
  expect(document.querySelector("a[download]")).toBeNull();
  expect(revoke).not.toHaveBeenCalled();
  vi.runAllTimers();
  expect(revoke).toHaveBeenCalledWith("blob:mnemo/1");
});
