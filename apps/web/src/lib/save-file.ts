/** How long the browser keeps the file's object URL: long enough for a slow disk to take it, then it is freed. */
const KEEP_URL_MS = 60_000;

/** Hands a fetched file to the browser as a download (the PDF is fetched with the bearer token, so no plain link can). */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}
