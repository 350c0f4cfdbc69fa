import { useState } from 'react';
import { useAccountContext } from '@/accounts';
import { openApiErrorDialog } from '@/api';
import { useI18n } from '@/i18n';
import { Button, openConfirm, TextField, useModals, useToast } from '@/ui';
import { parseAliases } from '../customEmojis/emojiForm';
import list from '../shell/adminList.module.css';
import styles from './Emojis2.module.css';

type FieldEndpoint =
  | 'admin/emoji/set-category-bulk'
  | 'admin/emoji/set-license-bulk'
  | 'admin/emoji/set-aliases-bulk'
  | 'admin/emoji/add-aliases-bulk'
  | 'admin/emoji/remove-aliases-bulk';

/**
 * What can be done to every ticked emoji at once: one category, one licence, aliases set,
 * added or removed, or deletion (after a confirmation naming how many). An empty category or
 * licence clears it, as the server reads null.
 */
export function BulkActions({
  ids,
  onChanged,
  onDeleted,
}: {
  ids: readonly string[];
  onChanged(): void;
  onDeleted(ids: readonly string[]): void;
}) {
  const i18n = useI18n();
  const t = i18n.ts.emojis2;
  const m = i18n.ts.customEmojisManager;
  const { api } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const [category, setCategory] = useState('');
  const [license, setLicense] = useState('');
  const [aliases, setAliases] = useState('');
  const [busy, setBusy] = useState(false);
  const count = ids.length;
  const disabled = busy || count === 0;

  const run = async (endpoint: FieldEndpoint, body: Record<string, unknown>) => {
    setBusy(true);
    try {
      // The union of endpoints has no single parameter type; each body matches its endpoint.
      await api.call(endpoint, { ids: [...ids], ...body } as never);
      toast(m.saved);
      onChanged();
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    const confirmed = await openConfirm(modals, {
      title: i18n.t('emojis2.deleteTitle', { count }),
      text: t.deleteText,
      okLabel: m.delete,
      cancelLabel: m.cancel,
      danger: true,
    });
    if (!confirmed) return;
    setBusy(true);
    const gone = [...ids];
    try {
      await api.call('admin/emoji/delete-bulk', { ids: gone });
      toast(m.deleted);
      onDeleted(gone);
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'admin/emoji/delete-bulk' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={list.panel} aria-labelledby="emojis2-bulk-title">
      <h2 id="emojis2-bulk-title" className={list.panelTitle}>
        {t.bulkTitle}
      </h2>
      <p className={list.muted} role="status">
        {i18n.t('emojis2.selectedCount', { count })}
      </p>
      <div className={styles.bulkFields}>
        <div className={styles.bulkField}>
          <TextField label={m.category} value={category} onChange={setCategory} maxLength={512} />
          <div className={list.actions}>
            <Button
              disabled={disabled}
              onClick={() => void run('admin/emoji/set-category-bulk', { category: category.trim() || null })}
            >
              {t.setCategory}
            </Button>
          </div>
        </div>
        <div className={styles.bulkField}>
          <TextField label={m.aliases} hint={m.aliasesHint} value={aliases} onChange={setAliases} />
          <div className={list.actions}>
            <Button
              disabled={disabled}
              onClick={() => void run('admin/emoji/set-aliases-bulk', { aliases: parseAliases(aliases) })}
            >
              {t.setAliases}
            </Button>
            <Button
              disabled={disabled || parseAliases(aliases).length === 0}
              onClick={() => void run('admin/emoji/add-aliases-bulk', { aliases: parseAliases(aliases) })}
            >
              {t.addAliases}
            </Button>
            <Button
              disabled={disabled || parseAliases(aliases).length === 0}
              onClick={() => void run('admin/emoji/remove-aliases-bulk', { aliases: parseAliases(aliases) })}
            >
              {t.removeAliases}
            </Button>
          </div>
        </div>
        <div className={styles.bulkField}>
          <TextField label={m.license} value={license} onChange={setLicense} maxLength={1024} />
          <div className={list.actions}>
            <Button
              disabled={disabled}
              onClick={() => void run('admin/emoji/set-license-bulk', { license: license.trim() || null })}
            >
              {t.setLicense}
            </Button>
          </div>
        </div>
      </div>
      <div className={list.actions}>
        <Button variant="danger" disabled={disabled} onClick={() => void remove()}>
          {t.deleteSelected}
        </Button>
      </div>
    </section>
  );
}
