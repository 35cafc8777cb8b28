/**
 * Hands a file the page fetched (an export read with the signed-in user's token, which a plain link could not send)
 * to the browser as a download.
 */
export function saveFile(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the blob once the click's task ran.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `audit-log-2026-11-28.ndjson`: a name that says what and when. */
export const datedName = (stem: string, extension: string, at = new Date()): string =>
  `${stem}-${at.toISOString().slice(0, 10)}.${extension}`;
