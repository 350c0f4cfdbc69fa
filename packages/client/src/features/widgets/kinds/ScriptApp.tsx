import { useEffect } from 'react';
import { failureText, UiView, useScriptSession } from '@/features/aiscript';
import { useI18n } from '@/i18n';
import type { WidgetProps } from '../types';
import type { ScriptWidgetData } from './aiscript';
import styles from './Script.module.css';

/** Runs its script when shown (and again when the script changes) and draws its Ui: components. */
export default function ScriptApp({ id, data }: WidgetProps<ScriptWidgetData>) {
  const i18n = useI18n();
  const { run, log, clear, ui } = useScriptSession(id);
  useEffect(() => {
    clear();
    if (data.script.trim() !== '') void run(data.script, { keepAlive: true });
  }, [data.script, run, clear]);
  if (data.script.trim() === '') return <p className={styles.muted}>{i18n.ts.aiscript.noScript}</p>;
  const errors = log.filter((line) => line.kind === 'error');
  return (
    <div className={styles.stack}>
      {ui && <UiView store={ui} />}
      <div aria-live="polite">
        {errors.slice(-3).map((line) => (
          <p key={line.id} className={styles.muted}>
            {line.kind === 'error' ? failureText(i18n, line.failure) : ''}
          </p>
        ))}
      </div>
    </div>
  );
}
