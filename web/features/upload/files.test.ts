import { describe, expect, it } from "vitest";
import { uploadExtensions } from "@contract/documents.ts";
import { acceptedFiles, fileTypeMessage, uploadExtensionTypes, validateFile } from "./files.ts";

const file = (name: string, type = "", lastModified = 1) => new File(["x"], name, { type, lastModified });

describe("upload files", () => {
  it("accepts exactly the extensions the server accepts", () => {
    expect(uploadExtensionTypes).toEqual(uploadExtensions);
    expect(Object.values(acceptedFiles).flat().toSorted()).toEqual(Object.keys(uploadExtensions).toSorted());
  });

  it("decides by extension, whatever type the browser guessed", () => {
    expect(validateFile(file("Notes.MD", ""))).toBeNull();
    expect(validateFile(file("paper.pdf", "application/octet-stream"))).toBeNull();
    expect(validateFile(file("table.csv", "text/plain"))).toEqual({ code: "file-invalid-type", message: fileTypeMessage });
    expect(validateFile(file(".txt", "text/plain"))?.code).toBe("file-invalid-type");
  });
});
