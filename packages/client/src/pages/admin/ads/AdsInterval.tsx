import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { apiWithDialog } from '@/api';
import { useI18n } from '@/i18n';
import { Button, Notice, TextField, useModals, useToast } from '@/ui';
import styles from '../shell/adminList.module.css';
import own from './AdminAds.module.css';

/**
 * notesPerOneAd (administrators: admin/update-meta): an ad after every so many timeline notes,
 * 0 for none. Saved alone, so the server-settings sections keep their fields.
 */
export function AdsInterval() {
  const i18n = useI18n();
  const t = i18n.ts.adminAds;
  const modals = useModals();
  const toast = useToast();
  const { api } = useAccountContext();
  const [value, setValue] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    api.call('admin/meta', {}).then(
      (meta) => live && setValue(String(meta.notesPerOneAd)),
      () => live && setValue('0'),
    );
    return () => {
      live = false;
    };
  }, [api]);
  const valid = value !== null && /^\d+$/.test(value.trim());

  return (
    <form
      className={styles.panel}
      aria-label={t.interval}
      onSubmit={async (e) => {
        e.preventDefault();
        if (!valid) return;
        setBusy(true);
        try {
          await apiWithDialog(api, 'admin/update-meta', { notesPerOneAd: Number(value) }, { modals });
          toast(i18n.ts.saved);
        } finally {
          setBusy(false);
        }
      }}
    >
      <div className={own.interval}>
        <TextField
          label={t.interval}
          type="number"
          inputMode="numeric"
          value={value ?? ''}
          onChange={setValue}
          hint={t.intervalHint}
          error={value !== null && !valid ? t.errors.ratio : null}
          disabled={value === null}
        />
        <Button type="submit" busy={busy} disabled={!valid}>
          {i18n.ts.save}
        </Button>
      </div>
      {/* Misskey warns below 20 as well. */}
      {valid && Number(value) > 0 && Number(value) < 20 && <Notice tone="info">{t.intervalOften}</Notice>}
    </form>
  );
}
