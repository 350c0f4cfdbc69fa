import { useCallback, useEffect, useRef, useState } from 'react';
import type { ScriptPermissions } from './permissions';
import { createSandbox, type Sandbox, type ScriptFailure } from './sandbox';
import type { UiStore } from './ui';
import { useScriptHost } from './useScriptHost';

export type LogLine =
  | { id: number; kind: 'out'; text: string }
  | { id: number; kind: 'error'; failure: ScriptFailure };

/** The line of the latest failure that has one (the editor marks it). */
export function failedLine(log: readonly LogLine[]): number | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const line = log[i];
    if (line?.kind === 'error' && line.failure.position) return line.failure.position.line;
  }
  return null;
}

// A chatty script must not grow the page without end: the console keeps the latest lines.
const KEPT_LINES = 200;

/**
 * Runs scripts for one widget or page: each run gets a fresh sandbox (the previous one and its
 * timers stop), and the sandbox stops when the component goes away.
 */
export function useScriptSession(
  scriptId: string,
  permissions?: ScriptPermissions,
  /** More read-only names (a play's `THIS_ID` and `THIS_URL`); keep the object stable. */
  consts?: Record<string, string>,
) {
  const [log, setLog] = useState<LogLine[]>([]);
  const [ui, setUi] = useState<UiStore | null>(null);
  const [running, setRunning] = useState(false);
  const nextLine = useRef(0);
  const append = (line: { kind: 'out'; text: string } | { kind: 'error'; failure: ScriptFailure }) =>
    setLog((lines) => [...lines, { ...line, id: nextLine.current++ } as LogLine].slice(-KEPT_LINES));
  const host = useScriptHost({
    print: (text) => append({ kind: 'out', text }),
    reportError: (failure) => append({ kind: 'error', failure }),
  });
  const current = useRef<Sandbox | null>(null);
  useEffect(() => () => current.current?.dispose(), []);

  const run = useCallback(
    async (code: string, options: { keepAlive: boolean }) => {
      current.current?.dispose();
      const sandbox = createSandbox({ scriptId, host, permissions, consts });
      current.current = sandbox;
      setUi(sandbox.ui);
      setRunning(true);
      try {
        return await sandbox.run(code);
      } finally {
        if (current.current === sandbox) {
          setRunning(false);
          if (!options.keepAlive) sandbox.dispose();
        }
      }
    },
    [scriptId, host, permissions, consts],
  );
  const clear = useCallback(() => setLog([]), []);
  // The reader's Stop: the script and its timers end; what it drew stays, but no longer answers.
  const stop = useCallback(() => {
    current.current?.dispose();
    current.current = null;
    setRunning(false);
  }, []);
  return { run, stop, log, clear, ui, running };
}
