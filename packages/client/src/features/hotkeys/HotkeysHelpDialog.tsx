import { Fragment } from 'react';
import { useI18n } from '@/i18n';
import { Button, DialogFrame, type ModalController } from '@/ui';
import type { GlobalHotkey } from './globalHotkeys';
import styles from './Hotkeys.module.css';

/** `?` is typed as it is shown; a letter is shown as printed on the key. */
function keyLabel(key: string): string {
  return key.length === 1 ? key.toUpperCase() : key;
}

function HotkeysHelp({ hotkeys, onClose }: { hotkeys: readonly GlobalHotkey[]; onClose(): void }) {
  const i18n = useI18n();
  const t = i18n.ts.hotkeys;
  return (
    <DialogFrame
      title={t.title}
      description={t.description}
      actions={
        <Button variant="primary" onClick={onClose} data-autofocus="">
          {i18n.ts.close}
        </Button>
      }
    >
      <table className={styles.table}>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t.keysColumn}</th>
            <th scope="col">{t.actionColumn}</th>
          </tr>
        </thead>
        <tbody>
          {hotkeys.map((hotkey) => (
            <tr key={hotkey.action}>
              <td className={styles.keys}>
                {hotkey.keys.map((key, index) => (
                  <Fragment key={key}>
                    {index > 0 && <span className={styles.or}> {t.or} </span>}
                    <kbd className={styles.kbd}>{keyLabel(key)}</kbd>
                  </Fragment>
                ))}
              </td>
              <td>{t.actions[hotkey.action]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DialogFrame>
  );
}

/** The list of shortcuts that work here (Misskey's `?`). */
export async function openHotkeysHelp(
  modals: ModalController,
  hotkeys: readonly GlobalHotkey[],
): Promise<void> {
  await modals.open<void>(({ done }) => <HotkeysHelp hotkeys={hotkeys} onClose={() => done()} />);
}
