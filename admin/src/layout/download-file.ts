/** Hands a file the app holds (fetched with the staff session) to the browser as a download. */
export function downloadFile(blob: Blob, filename: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = filename;
  anchor.click();
  // The browser has taken the file once the click was handled.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}
