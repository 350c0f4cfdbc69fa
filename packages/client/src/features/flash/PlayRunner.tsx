import type * as Misskey from 'misskey-js';
import { useMemo, useState } from 'react';
import { ScriptLog, type ScriptPosition, UiView, useScriptSession } from '@/features/aiscript';
import { useI18n } from '@/i18n';
import { Button } from '@/ui';
import styles from './Play.module.css';
import { playScope } from './playScope';

/**
 * A play's script, run on the one AiScript sandbox once the reader presses Play: its `Ui:`
 * components drawn live with the app's controls, what it prints and how it fails below (the
 * interpreter's message with the failure's line and column), a runaway stopped by the sandbox's
 * budget with its message. Restart runs it afresh; Stop ends it and its timers.
 */
export function PlayRunner({
  flash,
  onShowPosition,
}: {
  flash: Misskey.entities.Flash;
  /** A failure's "Show line N" (the page shows the line in the play's source). */
  onShowPosition?(position: ScriptPosition): void;
}) {
  const i18n = useI18n();
  const t = i18n.ts.play;
  const scope = useMemo(() => playScope(flash.id, window.location.origin), [flash.id]);
  const { run, stop, log, clear, ui, running } = useScriptSession(scope.scriptId, undefined, scope.consts);
  const [started, setStarted] = useState(false);

  const start = () => {
    clear();
    setStarted(true);
    void run(flash.script, { keepAlive: true });
  };

  if (!started) {
    return (
      <div className={styles.start}>
        <Button variant="primary" onClick={start}>
          {t.start}
        </Button>
      </div>
    );
  }
  return (
    <section className={styles.stage} aria-label={t.stage}>
      {ui && <UiView store={ui} />}
      {log.length > 0 && <ScriptLog log={log} onShowPosition={onShowPosition} />}
      <div className={styles.stageButtons}>
        <Button onClick={start}>{t.restart}</Button>
        <Button onClick={stop} disabled={!running}>
          {t.stop}
        </Button>
      </div>
    </section>
  );
}
