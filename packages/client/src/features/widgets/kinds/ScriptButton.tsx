import { failureText, useScriptSession } from '@/features/aiscript';
import { useI18n } from '@/i18n';
import { Button } from '@/ui';
import type { WidgetProps } from '../types';
import type { ButtonWidgetData } from './aiscript';
import styles from './Script.module.css';

/** Runs its script on each press; the script talks to the user through Mk:dialog. */
export default function ScriptButton({ id, data }: WidgetProps<ButtonWidgetData>) {
  const i18n = useI18n();
  const { run, log, clear, running } = useScriptSession(id);
  const failure = [...log].reverse().find((line) => line.kind === 'error');
  const hasScript = data.script.trim() !== '';
  return (
    <div className={styles.stack}>
      <Button
        variant={data.colour === 'plain' ? 'secondary' : data.colour}
        fullWidth
        busy={running}
        disabled={!hasScript}
        onClick={() => {
          clear();
          void run(data.script, { keepAlive: false });
        }}
      >
        {data.label || i18n.ts.aiscript.defaultLabel}
      </Button>
      <p className={styles.muted} aria-live="polite">
        {!hasScript
          ? i18n.ts.aiscript.noScript
          : failure?.kind === 'error'
            ? failureText(i18n, failure.failure)
            : ''}
      </p>
    </div>
  );
}
