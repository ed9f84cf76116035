import { describe, expect, it } from "vitest";
import { uploadExtensions } from "@contract/documents.ts";
import { fileTypes } from "@contract/file-types.ts";
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
    expect(validateFile(file("table.csv", "text/plain"))).toEqual({
      code: "file-invalid-type",
      message: fileTypeMessage,
    });
    expect(validateFile(file("Thesis.DOCX", ""))).toBeNull();
    expect(validateFile(file("article.htm", "text/html"))).toBeNull();
    expect(validateFile(file("book.epub", "application/epub+zip"))).toBeNull();
    expect(validateFile(file(".txt", "text/plain"))?.code).toBe("file-invalid-type");
  });

  it("names every accepted kind in the rejection message", () => {
    for (const type of fileTypes) expect(fileTypeMessage).toContain(`(${type.extensions[0]})`);
    expect(fileTypeMessage).toBe(
      "File type must be PDF (.pdf), text (.txt), Markdown (.md), Word (.docx), web page (.html) or EPUB (.epub)",
    );
  });
});
