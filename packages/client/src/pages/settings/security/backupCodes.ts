/** The text file of backup codes: one code a line, named after the account so two files differ. */
export function backupCodesFile(
  codes: readonly string[],
  username: string,
  host: string,
): { name: string; text: string } {
  const safe = (part: string) => part.replace(/[^\w.-]+/g, '_');
  return {
    name: `${safe(username)}@${safe(host)}-backup-codes.txt`,
    text: `${codes.join('\n')}\n`,
  };
}

/** Only an image the server drew may be shown as the QR code (Misskey answers a PNG data URL). */
export function isQrImage(src: unknown): src is string {
  return typeof src === 'string' && /^data:image\/(?:png|gif|jpeg|webp);base64,[A-Za-z0-9+/=]+$/.test(src);
}

/** Downloads a text file made in the page (a Blob URL, dropped right after the click). */
export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
