import { useI18n } from '@/i18n';
import styles from './ScriptLog.module.css';
import { failureText } from './useScriptHost';
import type { LogLine } from './useScriptSession';

/** What a script printed and how it failed, in the reader's language: the console widget's and the scratchpad's output. */
export function ScriptLog({ log }: { log: readonly LogLine[] }) {
  const i18n = useI18n();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a long output scrolls, and must scroll by keyboard too.
    <div role="log" aria-label={i18n.ts.aiscript.output} className={styles.log} tabIndex={0}>
      <ol className={styles.lines}>
        {log.length === 0 && <li className={styles.placeholder}>{i18n.ts.aiscript.noOutput}</li>}
        {log.map((line) =>
          line.kind === 'out' ? (
            <li key={line.id}>{line.text}</li>
          ) : (
            <li key={line.id} className={styles.error}>
              {failureText(i18n, line.failure)}
            </li>
          ),
        )}
      </ol>
    </div>
  );
}
