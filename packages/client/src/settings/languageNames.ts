/**
 * Each locale named in its own language ("Deutsch", "日本語"), so people find theirs whatever
 * the current language is. The region is only named when two locales share a language
 * (zh-CN and zh-TW); Kansai Japanese is spelled out, as Intl knows no such region.
 */
const DIALECTS: Record<string, string> = {
  'ja-KS': '日本語（関西弁）',
};

function displayName(tag: string): string | null {
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    return name && name !== tag ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : null;
  } catch {
    return null; // not a tag Intl accepts (kab-KAB)
  }
}

export function languageName(code: string, allCodes: readonly string[] = []): string {
  const dialect = DIALECTS[code];
  if (dialect) return dialect;
  const language = code.split('-')[0] ?? code;
  const shared = allCodes.some((other) => other !== code && other.split('-')[0] === language);
  return (shared ? displayName(code) : null) ?? displayName(language) ?? code;
}
