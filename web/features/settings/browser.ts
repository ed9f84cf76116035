// The two things Settings asks of the browser itself, in one place so tests can replace them.

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
