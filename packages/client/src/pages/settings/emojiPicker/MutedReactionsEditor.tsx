import { IconPlus } from '@tabler/icons-react';
import { openEmojiPicker } from '@/features/emoji/picker';
import { useI18n } from '@/i18n';
import page from '@/pages/shell/Page.module.css';
import { useSetting } from '@/settings';
import { Button, useModals } from '@/ui';
import local from '../GeneralSettingsPage.module.css';
import { EmojiListEditor } from './EmojiListEditor';
import styles from './EmojiPickerSettings.module.css';
import { addMutedReaction } from './palette';

/** `mutedReactions`: reactions hidden on every note; added through the picker. */
export function MutedReactionsEditor({ announce }: { announce(): void }) {
  const i18n = useI18n();
  const t = i18n.ts.emojiPickerSettings;
  const modals = useModals();
  const [muted, setMuted] = useSetting('mutedReactions');

  const save = (next: string[]) => {
    setMuted(next);
    announce();
  };
  const add = async (anchor: HTMLElement) => {
    const value = await openEmojiPicker(modals, { anchor });
    if (value) save(addMutedReaction(muted, value));
  };

  return (
    <section className={`${page.panel} ${local.section}`} aria-labelledby="emoji-muted">
      <h2 id="emoji-muted" className={local.sectionTitle}>
        {t.muted}
      </h2>
      <p className={styles.muted}>{t.mutedHint}</p>
      <EmojiListEditor
        values={muted}
        texts={{ list: t.mutedList, empty: t.mutedEmpty, remove: t.unmute }}
        onRemove={(index) => save(muted.filter((_, i) => i !== index))}
      />
      <div className={styles.actions}>
        <Button onClick={(event) => void add(event.currentTarget)}>
          <IconPlus size={18} aria-hidden="true" />
          {t.addMuted}
        </Button>
      </div>
    </section>
  );
}
