/** How long the file's object URL outlives the click: the browser has taken the file by then. */
const REVOKE_AFTER_MS = 40_000;

/**
 * Saves `content` as a file named `fileName` from a UI action (no request): a Blob, an object URL
 * and a hidden `<a download>` that is clicked once. Text is written as UTF-8.
 */
export function downloadFile(fileName: string, content: string | Blob, type: string): void {
  const url = URL.createObjectURL(typeof content === 'string' ? new Blob([content], { type }) : content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
