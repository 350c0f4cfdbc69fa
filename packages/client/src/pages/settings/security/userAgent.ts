/**
 * The browser and system named by a sign-in's User-Agent, in the words people use ("Firefox",
 * "Android"), for the sign-in history. Only the well-known names are recognised; anything else
 * stays unnamed rather than guessed. Order matters: Edge and Opera also say "Chrome", Chrome
 * also says "Safari", and iPhones say "like Mac OS X".
 */
export interface DeviceDescription {
  browser: string | null;
  system: string | null;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/(?:\b|Headless)(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(?:iPhone|iPod)\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function firstMatch(text: string, table: readonly [RegExp, string][]): string | null {
  for (const [pattern, name] of table) if (pattern.test(text)) return name;
  return null;
}

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const text = userAgent ?? '';
  return { browser: firstMatch(text, BROWSERS), system: firstMatch(text, SYSTEMS) };
}

/** The User-Agent of a sign-in record's headers (Misskey keeps them as sent, names in lower case). */
export function userAgentOf(headers: unknown): string | null {
  if (typeof headers !== 'object' || headers === null) return null;
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === 'user-agent' && typeof value === 'string') return value;
  }
  return null;
}
