import { useEffect, useState } from 'react';
import { type AccountApi, describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import styles from './NoteTranslation.module.css';

type State =
  | { kind: 'loading' }
  | { kind: 'done'; sourceLang: string; text: string }
  | { kind: 'empty' }
  | { kind: 'failed'; message: string };

/** The language's name in the reader's language ('de' → 'German'), else the code itself. */
function languageName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A note's translation (notes/translate into the reader's language), shown under its text. Its
 * own chunk: only the note menu's Translate loads it. The translation is plain text, like the
 * service's answer; it is never read as MFM or HTML.
 */
export default function NoteTranslation({ api, noteId }: { api: AccountApi; noteId: string }) {
  const i18n = useI18n();
  const t = i18n.ts.noteTranslation;
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    api.call('notes/translate', { noteId, targetLang: i18n.lang }).then(
      (result) => {
        if (!live) return;
        // A note without text is answered with nothing (204).
        if (!result) setState({ kind: 'empty' });
        else setState({ kind: 'done', sourceLang: result.sourceLang, text: result.text });
      },
      (error: unknown) => live && setState({ kind: 'failed', message: describeApiError(error, i18n).text }),
    );
    return () => {
      live = false;
    };
  }, [api, noteId, i18n]);

  return (
    <section
      className={styles.translation}
      aria-label={t.label}
      aria-live="polite"
      aria-busy={state.kind === 'loading'}
    >
      {state.kind === 'loading' && <p className={styles.source}>{t.translating}</p>}
      {state.kind === 'empty' && <p className={styles.source}>{t.nothing}</p>}
      {state.kind === 'failed' && <p className={styles.source}>{state.message}</p>}
      {state.kind === 'done' && (
        <>
          <p className={styles.source}>
            {state.sourceLang
              ? i18n.t('noteTranslation.from', {
                  language: languageName(state.sourceLang.toLowerCase(), i18n.lang),
                })
              : t.label}
          </p>
          <p className={styles.text} lang={i18n.lang}>
            {state.text}
          </p>
        </>
      )}
    </section>
  );
}
