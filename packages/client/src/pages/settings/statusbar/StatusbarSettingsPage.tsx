import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { barLabel, moveStatusbar, newStatusbar } from '@/features/statusbar/model';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import type { StatusbarSetting } from '@/settings';
import { Button } from '@/ui';
import { useSaved } from '../SettingControls';
import { SettingsHeader } from '../SettingsHeader';
import { useSavedNotice } from '../useSavedNotice';
import local from './Statusbar.module.css';
import { StatusbarEditor } from './StatusbarEditor';

const ADD_ID = 'statusbar-add';

/**
 * /settings/statusbar: the bars along the bottom of the screen (the `statusbars` setting, on
 * this device for this account as in Misskey): add, edit, reorder, remove. Changes show at once.
 */
export function StatusbarSettingsPage() {
  const i18n = useI18n();
  const t = i18n.ts.statusbar;
  const { api } = useAccountContext();
  const { text: savedText, announce } = useSavedNotice(i18n.ts.saved);
  const [bars, setBars] = useSaved('statusbars', announce);
  const [lists, setLists] = useState<Misskey.entities.UserList[] | null>(null);

  useEffect(() => {
    let live = true;
    api.call('users/lists/list', {}).then(
      (found) => live && setLists(found),
      () => live && setLists([]),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const replace = (index: number, bar: StatusbarSetting) =>
    setBars(bars.map((b, i) => (i === index ? bar : b)));
  const remove = (index: number) => {
    setBars(bars.filter((_, i) => i !== index));
    // The removed bar's buttons are gone: the focus goes somewhere that stays.
    document.getElementById(ADD_ID)?.focus();
  };

  return (
    <div className={styles.page}>
      <SettingsHeader title={t.title} saved={savedText} />
      <p className={local.intro}>{t.intro}</p>
      {bars.length === 0 && <p className={local.intro}>{t.empty}</p>}
      {bars.map((bar, index) => (
        <StatusbarEditor
          key={bar.id}
          bar={bar}
          label={i18n.t('statusbar.numbered', { position: index + 1, name: barLabel(bar, i18n) })}
          headingId={`statusbar-${bar.id}`}
          first={index === 0}
          last={index === bars.length - 1}
          lists={lists}
          onChange={(next) => replace(index, next)}
          onMove={(by) => setBars(moveStatusbar(bars, index, by))}
          onRemove={() => remove(index)}
        />
      ))}
      <div>
        <Button id={ADD_ID} onClick={() => setBars([...bars, newStatusbar(crypto.randomUUID())])}>
          {t.add}
        </Button>
      </div>
    </div>
  );
}
