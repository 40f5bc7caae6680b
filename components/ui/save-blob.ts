'use client';
// Saves what a script fetched or built (a CSV the server built for a signed-in user, whose token a plain link cannot
// carry; a receipt PDF built in the browser) as a download, through a temporary link to an object URL.
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The file name of a `content-disposition: attachment; filename="…"` answer, or `fallback`. */
export function attachmentName(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}
