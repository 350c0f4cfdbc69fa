import { useI18n } from '@/i18n';
import { Button } from '@/ui';
import styles from './ScriptLog.module.css';
import type { ScriptPosition } from './scriptPosition';
import { failureText } from './useScriptHost';
import type { LogLine } from './useScriptSession';

export interface ScriptLogProps {
  log: readonly LogLine[];
  /** Where the code is editable: a failure with a position offers to show its line there. */
  onShowPosition?(position: ScriptPosition): void;
}

/** What a script printed and how it failed, in the reader's language: the console widget's and the scratchpad's output. */
export function ScriptLog({ log, onShowPosition }: ScriptLogProps) {
  const i18n = useI18n();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a long output scrolls, and must scroll by keyboard too.
    <div role="log" aria-label={i18n.ts.aiscript.output} className={styles.log} tabIndex={0}>
      <ol className={styles.lines}>
        {log.length === 0 && <li className={styles.placeholder}>{i18n.ts.aiscript.noOutput}</li>}
        {log.map((line) => {
          if (line.kind === 'out') return <li key={line.id}>{line.text}</li>;
          const { position } = line.failure;
          return (
            <li key={line.id} className={styles.error}>
              {failureText(i18n, line.failure)}
              {position && onShowPosition && (
                <Button
                  size="small"
                  variant="ghost"
                  className={styles.show}
                  onClick={() => onShowPosition(position)}
                >
                  {i18n.t('aiscript.showLine', { line: position.line })}
                </Button>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
