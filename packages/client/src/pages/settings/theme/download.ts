/** Offers text as a file to save, through a temporary object URL (no server round trip). */
export function downloadText(fileName: string, text: string, type = 'application/json5'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the URL would otherwise live on.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
