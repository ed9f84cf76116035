// What Settings asks of the browser itself (downloads, navigation, the clipboard), in one place so tests can replace it.

/** Saves `blob` as a download named `fileName` (an anchor with `download`, clicked and removed). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = "noopener";
  anchor.style.display = "none";
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers read the blob after click() returns: release it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A full browser navigation (leaves the single-page app), e.g. to a server route that signs out. */
export function navigateBrowser(path: string): void {
  window.location.assign(path);
}

/** Puts `text` on the clipboard (rejects where the browser does not allow it, e.g. outside a secure context). */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error("No clipboard");
  await navigator.clipboard.writeText(text);
}
