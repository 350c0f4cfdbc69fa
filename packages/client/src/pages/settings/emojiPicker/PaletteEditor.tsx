import { IconPlus, IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccount } from '@/accounts';
import { EmojiGlyph } from '@/features/emoji';
import { openEmojiPicker } from '@/features/emoji/picker';
import { useI18n } from '@/i18n';
import page from '@/pages/shell/Page.module.css';
import { useSetting } from '@/settings';
import { Button, openConfirm, useModals } from '@/ui';
import local from '../GeneralSettingsPage.module.css';
import { Select } from '../SettingControls';
import { EmojiListEditor } from './EmojiListEditor';
import styles from './EmojiPickerSettings.module.css';
import {
  addToPalette,
  defaultPalette,
  defaultProfileIndex,
  movePaletteItem,
  paletteOf,
  profileLimit,
  removeFromPalette,
  withPalette,
} from './palette';

/**
 * The reaction palettes (spec 000 §3): one per profile, as many as `emojiPickerProfileLimit`
 * allows. The legacy `reactions` setting mirrors the default profile, because older code and
 * other clients still read it as "the palette".
 */
export function PaletteEditor({ announce }: { announce(): void }) {
  const i18n = useI18n();
  const t = i18n.ts.emojiPickerSettings;
  const modals = useModals();
  const account = useAccount();
  const limit = profileLimit(account?.policies as Record<string, unknown> | undefined);
  const [profiles, setProfiles] = useSetting('reactionProfiles');
  const [defaultNumber, setDefaultNumber] = useSetting('pickerProfileDefault');
  const [, setReactions] = useSetting('reactions');
  const defaultIndex = defaultProfileIndex(defaultNumber, limit);
  const [chosen, setChosen] = useState(defaultIndex);
  const editing = Math.min(chosen, limit - 1);
  const palette = paletteOf(profiles, editing);

  const save = (next: string[]) => {
    setProfiles(withPalette(profiles, editing, next));
    if (editing === defaultIndex) setReactions(next);
    announce();
  };

  const add = async (anchor: HTMLElement) => {
    const value = await openEmojiPicker(modals, { anchor });
    if (value) save(addToPalette(palette, value));
  };

  const reset = async () => {
    const confirmed = await openConfirm(modals, {
      title: t.resetTitle,
      text: t.resetText,
      okLabel: t.resetOk,
      cancelLabel: t.cancel,
    });
    if (confirmed) save(defaultPalette());
  };

  const profileOptions = Array.from({ length: limit }, (_, index) => ({
    value: String(index),
    label: i18n.t('emojiPickerSettings.profileName', { number: index + 1 }),
  }));

  return (
    <section className={`${page.panel} ${local.section}`} aria-labelledby="emoji-palette">
      <h2 id="emoji-palette" className={local.sectionTitle}>
        {t.palette}
      </h2>
      <p className={styles.muted}>{t.paletteHint}</p>
      {limit > 1 && (
        <>
          <Select
            label={t.profile}
            hint={i18n.t('emojiPickerSettings.profileLimitNote', { count: limit })}
            value={String(editing)}
            options={profileOptions}
            onChange={(value) => setChosen(Number(value))}
          />
          <Select
            label={t.defaultProfile}
            hint={t.defaultProfileHint}
            value={String(defaultIndex)}
            options={profileOptions}
            onChange={(value) => {
              const index = Number(value);
              setDefaultNumber(index + 1);
              setReactions(paletteOf(profiles, index));
              announce();
            }}
          />
        </>
      )}

      <div className={styles.previewBlock}>
        <h3 className={styles.subTitle} id="emoji-palette-preview">
          {t.preview}
        </h3>
        <div className={styles.preview}>
          {palette.map((value) => (
            <span key={value} className={styles.previewCell}>
              <EmojiGlyph value={value} size={26} />
            </span>
          ))}
        </div>
      </div>

      <EmojiListEditor
        values={palette}
        texts={{
          list: t.paletteList,
          empty: t.paletteEmpty,
          remove: t.remove,
          moveEarlier: t.moveEarlier,
          moveLater: t.moveLater,
        }}
        onRemove={(index) => save(removeFromPalette(palette, index))}
        onMove={(index, delta) => save(movePaletteItem(palette, index, delta))}
      />
      <div className={styles.actions}>
        <Button onClick={(event) => void add(event.currentTarget)}>
          <IconPlus size={18} aria-hidden="true" />
          {t.addToPalette}
        </Button>
        <Button variant="ghost" onClick={() => void reset()}>
          <IconRestore size={18} aria-hidden="true" />
          {t.reset}
        </Button>
      </div>
    </section>
  );
}
