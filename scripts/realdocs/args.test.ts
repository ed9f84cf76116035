import { describe, expect, it } from "vitest";
import { parseRealdocsArgs } from "./args.ts";

describe("parseRealdocsArgs", () => {
  it("defaults to every set and no limit", () => {
    expect(parseRealdocsArgs([])).toEqual({
      sets: ["semeval", "nus", "pdfs", "vault", "citeulike", "fao", "news", "fieldpdfs", "fieldvault"],
      limit: Infinity,
      inProcess: false,
      keep: undefined,
      json: undefined,
      dump: undefined,
    });
  });
  it("reads every option", () => {
    expect(
      parseRealdocsArgs([
        "--sets",
        "pdfs,vault",
        "--limit",
        "5",
        "--keep",
        "/k",
        "--json",
        "f.json",
        "--dump",
        "/d",
        "--in-process",
      ]),
    ).toEqual({ sets: ["pdfs", "vault"], limit: 5, inProcess: true, keep: "/k", json: "f.json", dump: "/d" });
  });
  it("takes a folder's name for its sets", () => {
    expect(parseRealdocsArgs(["--sets", "domains"]).sets).toEqual([
      "citeulike",
      "fao",
      "news",
      "fieldpdfs",
      "fieldvault",
    ]);
    expect(parseRealdocsArgs(["--sets", "real"]).sets).toEqual(["semeval", "nus", "pdfs", "vault"]);
  });
  it("refuses a missing value or a bad limit", () => {
    expect(() => parseRealdocsArgs(["--keep", "--limit", "3"])).toThrow(/--keep/);
    expect(() => parseRealdocsArgs(["--limit", "zero"])).toThrow(/--limit/);
  });
});
