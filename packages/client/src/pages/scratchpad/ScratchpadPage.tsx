import { useEffect, useId, useRef, useState } from 'react';
import {
  CodeEditor,
  type CodeEditorHandle,
  failedLine,
  ScriptLog,
  UiView,
  useScriptSession,
} from '@/features/aiscript';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { useSetting } from '@/settings';
import { Button } from '@/ui';
import styles from './Scratchpad.module.css';
import { keepUnsaved, takeUnsaved } from './unsavedCopy';

/** Typing keeps the code in the setting once the writer pauses, not on every key. */
export const SAVE_AFTER_MS = 500;
/** Misskey's scratchpad names its storage (`Mk:save`) after the page too. */
const SCRIPT_ID = 'scratchpad';

/**
 * /scratchpad: AiScript written and run on the page. What the script prints and how it fails go
 * to the output log; its `Ui:` components are drawn live beneath and keep answering until the
 * next run or Stop. The code is kept in the `scratchpad` setting, so a reload loses nothing.
 */
export function ScratchpadPage() {
  const i18n = useI18n();
  const t = i18n.ts.scratchpad;
  const hintId = useId();
  const [saved, save] = useSetting('scratchpad');
  // What a reload cut short of the setting is read back (and saved again below).
  const [unsaved] = useState(() => takeUnsaved(saved));
  const [code, setCode] = useState(unsaved ?? saved);
  const { run, stop, log, clear, ui, running } = useScriptSession(SCRIPT_ID);
  const editor = useRef<CodeEditorHandle>(null);
  // The code last run: its failure's line is marked until the code is edited.
  const [ranCode, setRanCode] = useState<string | null>(null);

  const dirty = useRef(unsaved !== null);
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ code, save });
  latest.current = { code, save };
  const flush = () => {
    clearTimeout(timer.current);
    if (!dirty.current) return;
    dirty.current = false;
    latest.current.save(latest.current.code);
    setPending(false);
  };
  // Leaving the page, or reloading it (which unmounts nothing), must not lose the last words typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: flush reads only refs.
  useEffect(() => {
    if (dirty.current) flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);
  // Code changed in another tab shows here, unless the writer is in the middle of an edit.
  useEffect(() => {
    if (!dirty.current) setCode(saved);
  }, [saved]);

  const change = (next: string) => {
    setCode(next);
    keepUnsaved(next);
    dirty.current = true;
    setPending(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, SAVE_AFTER_MS);
  };

  const start = () => {
    flush();
    clear();
    setRanCode(code);
    void run(code, { keepAlive: true });
  };

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t.title}</h1>
      <p className={pageStyles.lead}>{t.description}</p>
      <section className={`${pageStyles.panel} ${styles.editor}`}>
        <CodeEditor
          label={i18n.ts.aiscript.code}
          value={code}
          onChange={change}
          onSubmit={() => code.trim() !== '' && start()}
          onBlur={flush}
          hint={t.keysHint}
          ref={editor}
          markedLine={ranCode === code ? failedLine(log) : null}
        />
        <p className={styles.hint} aria-live="polite">
          {pending ? t.saving : code !== '' ? t.saved : ''}
        </p>
        <div className={styles.buttons}>
          <Button variant="primary" busy={running} disabled={code.trim() === ''} onClick={start}>
            {i18n.ts.aiscript.run}
          </Button>
          <Button onClick={stop} disabled={!running}>
            {t.stop}
          </Button>
          <Button onClick={clear} disabled={log.length === 0}>
            {i18n.ts.aiscript.clear}
          </Button>
        </div>
      </section>
      <section className={pageStyles.panel} aria-labelledby={`${hintId}-output`}>
        <h2 id={`${hintId}-output`} className={styles.sectionTitle}>
          {i18n.ts.aiscript.output}
        </h2>
        <ScriptLog log={log} onShowPosition={(position) => editor.current?.showPosition(position)} />
      </section>
      <section className={pageStyles.panel} aria-labelledby={`${hintId}-ui`}>
        <h2 id={`${hintId}-ui`} className={styles.sectionTitle}>
          {t.uiTitle}
        </h2>
        {ui ? <UiView store={ui} /> : <p className={styles.hint}>{t.uiEmpty}</p>}
      </section>
    </div>
  );
}
