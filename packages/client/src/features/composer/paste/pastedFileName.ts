/**
 * Names pasted files from the user's pattern (the `pastedFileName` setting): date and time
 * tokens (yyyy, yy, MM, M, dd, d, HH, H, mm, m, ss, s) and `{{number}}`, the file's position in
 * the paste starting at 1. Other text is kept as written.
 */
const TOKENS = /yyyy|yy|MM|M|dd|d|HH|H|mm|m|ss|s/g;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

export function formatPastedFileName(pattern: string, date: Date, number: number): string {
  // {{number}} is replaced last, and split out first so its letters are not read as date tokens.
  return pattern
    .split('{{number}}')
    .map((part) =>
      part.replace(TOKENS, (token) => {
        switch (token) {
          case 'yyyy':
            return String(date.getFullYear());
          case 'yy':
            return pad(date.getFullYear() % 100);
          case 'MM':
            return pad(date.getMonth() + 1);
          case 'M':
            return String(date.getMonth() + 1);
          case 'dd':
            return pad(date.getDate());
          case 'd':
            return String(date.getDate());
          case 'HH':
            return pad(date.getHours());
          case 'H':
            return String(date.getHours());
          case 'mm':
            return pad(date.getMinutes());
          case 'm':
            return String(date.getMinutes());
          case 'ss':
            return pad(date.getSeconds());
          default:
            return String(date.getSeconds());
        }
      }),
    )
    .join(String(number));
}

const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/bmp': 'bmp',
  'text/plain': 'txt',
};

/** The extension a pasted file should keep: from its own name, else from its type. */
export function extensionFor(file: { name: string; type: string }): string | null {
  const fromName = /\.([a-z0-9]{1,8})$/i.exec(file.name)?.[1];
  return fromName ?? EXTENSION_BY_TYPE[file.type] ?? null;
}

/** A copy of a pasted file renamed by the pattern. */
export function renamePastedFile(file: File, pattern: string, date: Date, number: number): File {
  const extension = extensionFor(file);
  const base = formatPastedFileName(pattern, date, number);
  return new File([file], extension ? `${base}.${extension}` : base, {
    type: file.type,
    lastModified: file.lastModified,
  });
}
