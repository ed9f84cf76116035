// What the drop zone accepts: every kind of file the server reads, declared once in contract/file-types.ts (zod-free,
// so the upload panel's chunk stays small). No size or count limit of its own: the server caps the size with
// MNEMO_MAX_UPLOAD_MB and answers 413 with a message.
import type { FileError, FileRejection } from "react-dropzone";
import { fileTypeMessage, typeOfFileName } from "@contract/file-types.ts";

/** The drop zone's accept list, the extension → type map, its hint ('PDF, TXT, MD, DOCX, HTML, EPUB files supported'). */
export {
  acceptedFiles,
  fileTypeMessage,
  supportedFilesHint as dropZoneHint,
  uploadExtensions as uploadExtensionTypes,
} from "@contract/file-types.ts";

/** The drop zone's own check: the extension decides (as on the server), whatever type the browser guessed. */
export function validateFile(file: File): FileError | null {
  return typeOfFileName(file.name) ? null : { code: "file-invalid-type", message: fileTypeMessage };
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
