import { type FormEvent, useId, useState } from 'react';
import type { InstalledPlugin } from '@/features/plugins';
import { configValues } from '@/features/plugins/types';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Button, Notice } from '@/ui';
import { type ConfigDraft, configDataOf, draftOf } from './configForm';
import own from './Plugin.module.css';

/** A plugin's declared settings as a form typed by their types (text, number, switch). */
export function PluginConfigForm({
  plugin,
  onSave,
}: {
  plugin: InstalledPlugin;
  onSave(configData: Record<string, unknown>): void;
}) {
  const i18n = useI18n();
  const config = plugin.config ?? {};
  const [draft, setDraft] = useState<ConfigDraft>(() => draftOf(config, configValues(plugin)));
  const [badNumber, setBadNumber] = useState<string | null>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = configDataOf(config, draft);
    if (!result.ok) {
      setBadNumber(result.badNumber);
      return;
    }
    setBadNumber(null);
    onSave(result.data);
  };

  return (
    <form className={own.config} onSubmit={submit} noValidate>
      {Object.entries(config).map(([key, item]) => {
        const fieldId = `${id}-${key}`;
        const hintId = item.description ? `${fieldId}-hint` : undefined;
        const label = item.label || key;
        const value = draft[key];
        return (
          <div key={key} className={item.type === 'boolean' ? own.checkField : own.field}>
            {item.type === 'boolean' ? (
              <input
                id={fieldId}
                type="checkbox"
                checked={value === true}
                aria-describedby={hintId}
                onChange={(event) => setDraft({ ...draft, [key]: event.target.checked })}
              />
            ) : null}
            <label htmlFor={fieldId} className={own.label}>
              {label}
            </label>
            {item.type !== 'boolean' && (
              <input
                id={fieldId}
                className={own.input}
                type="text"
                inputMode={item.type === 'number' ? 'decimal' : undefined}
                value={typeof value === 'string' ? value : ''}
                aria-describedby={hintId}
                aria-invalid={badNumber === key || undefined}
                onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
              />
            )}
            {item.description && (
              <span id={hintId} className={own.hint}>
                {item.description}
              </span>
            )}
          </div>
        );
      })}
      {badNumber !== null && (
        <Notice tone="error">
          {i18n.t('plugins.notANumber', { field: config[badNumber]?.label || badNumber })}
        </Notice>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          {i18n.ts.save}
        </Button>
      </div>
    </form>
  );
}
