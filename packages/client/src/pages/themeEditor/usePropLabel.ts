import { useI18n } from '@/i18n';
import type { EditorProp } from './editorModel';

/** The reader's name for a theme colour (Misskey's prop names mean little to most people). */
export function usePropLabel(): (key: EditorProp) => string {
  const t = useI18n().ts.themeEditor;
  const labels: Record<EditorProp, string> = {
    accent: t.propAccent,
    bg: t.propBg,
    fg: t.propFg,
    panel: t.propPanel,
    link: t.propLink,
    divider: t.propDivider,
    fgOnAccent: t.propFgOnAccent,
    mention: t.propMention,
    hashtag: t.propHashtag,
    renote: t.propRenote,
    error: t.propError,
    success: t.propSuccess,
  };
  return (key) => labels[key];
}
