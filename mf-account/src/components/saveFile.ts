/** A file the browser holds, and the name it is saved under. */
export interface FileToSave {
  blob: Blob;
  filename: string;
}

/** Saves a file the browser holds (a download through a temporary object URL). */
export function saveFile({ blob, filename }: FileToSave): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the download has started (revoking at once can cancel it in some browsers).
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
