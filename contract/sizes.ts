/** A size as people read it, as the settings give it: "50 MB", "0.1 MB", "64 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 0.1 * 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The 413 of an upload, however it arrives (a file, base64 in JSON, a note's text), and of the command line's check. */
export function uploadTooLargeMessage(limitBytes: number): string {
  return `The upload is larger than the limit of ${formatBytes(limitBytes)}.`;
}
