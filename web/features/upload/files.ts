// What the drop zone accepts (SPEC section 5: PDF, plain text and Markdown; no size or count limit of its own;
// the server caps the size with MNEMO_MAX_UPLOAD_MB and answers 413 with a message).
import type { FileError, FileRejection } from "react-dropzone";
import type { DocumentType } from "@contract/documents.ts";

export const acceptedFiles = {
  "application/pdf": [".pdf"],
  "text/plain": [".txt"],
  "text/markdown": [".md", ".markdown"],
} as const;

/**
 * The server's `uploadExtensions` (contract/documents.ts), repeated because importing a value from that module
 * would bring zod into the upload panel's chunk; files.test.ts checks that both agree.
 */
export const uploadExtensionTypes: Readonly<Record<string, DocumentType>> = { ".pdf": "pdf", ".txt": "text", ".md": "markdown", ".markdown": "markdown" };

export const fileTypeMessage = "File type must be PDF (.pdf), text (.txt) or Markdown (.md)";

function extension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
}

/** The drop zone's own check: the extension decides (as on the server), whatever type the browser guessed. */
export function validateFile(file: File): FileError | null {
  return uploadExtensionTypes[extension(file.name)] ? null : { code: "file-invalid-type", message: fileTypeMessage };
}

/** The message for a rejected file ('File type must be ...', 'File is larger than N bytes', 'Too many files'). */
export function rejectionMessage(rejection: FileRejection): string {
  const first = rejection.errors[0];
  if (!first) return fileTypeMessage;
  return first.code === "file-invalid-type" ? fileTypeMessage : first.message;
}

/** A stable identity for a picked file, so picking the same file twice lists it once. */
export function fileKey(file: File): string {
  return `${file.name}\u0000${file.size}\u0000${file.lastModified}`;
}
