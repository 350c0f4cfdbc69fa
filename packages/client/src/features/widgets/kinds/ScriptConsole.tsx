import { useState } from 'react';
import { ScriptLog, useScriptSession } from '@/features/aiscript';
import { useI18n } from '@/i18n';
import { Button, TextField } from '@/ui';
import type { WidgetProps } from '../types';
import { SCRIPT_MAX_LENGTH, type ScriptWidgetData } from './aiscript';
import styles from './Script.module.css';

/** Code, a Run button and the output: what the script printed and how it failed. */
export default function ScriptConsole({ id, data, setData }: WidgetProps<ScriptWidgetData>) {
  const i18n = useI18n();
  const [code, setCode] = useState(data.script);
  const { run, log, clear, running } = useScriptSession(id);
  return (
    <div className={styles.stack}>
      <TextField
        label={i18n.ts.aiscript.code}
        multiline
        spellCheck={false}
        autoCapitalize="off"
        maxLength={SCRIPT_MAX_LENGTH}
        value={code}
        onChange={setCode}
      />
      <div className={styles.row}>
        <Button
          variant="primary"
          busy={running}
          disabled={code.trim() === ''}
          onClick={() => {
            // The code is kept with the widget when it is run, not on every key.
            if (code !== data.script) setData({ script: code });
            clear();
            void run(code, { keepAlive: true });
          }}
        >
          {i18n.ts.aiscript.run}
        </Button>
        <Button onClick={clear} disabled={log.length === 0}>
          {i18n.ts.aiscript.clear}
        </Button>
      </div>
      <ScriptLog log={log} />
    </div>
  );
}
