import type * as Misskey from 'misskey-js';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { Button, useModals, useToast } from '@/ui';
import styles from './CustomEmojisManager.module.css';
import { confirmAndDeleteEmoji, safeImageUrl } from './EmojiEditorDialog';

/** One emoji in the manager's list: its image, name, category, aliases and flags, with actions. */
export function EmojiRow({
  emoji,
  onEdit,
  onDeleted,
}: {
  emoji: Misskey.entities.EmojiDetailed;
  onEdit(): void;
  onDeleted(id: string): void;
}) {
  const i18n = useI18n();
  const t = i18n.ts.customEmojisManager;
  const { api } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const code = `:${emoji.name}:`;
  const flags = [
    emoji.isSensitive && t.flagSensitive,
    emoji.localOnly && t.flagLocalOnly,
    emoji.roleIdsThatCanBeUsedThisEmojiAsReaction.length > 0 && t.flagRoles,
  ].filter((flag): flag is string => typeof flag === 'string');

  const remove = async () => {
    const deleted = await confirmAndDeleteEmoji(modals, api, emoji, {
      title: i18n.t('customEmojisManager.deleteTitle', { name: emoji.name }),
      text: t.deleteText,
      ok: t.delete,
      cancel: t.cancel,
    });
    if (deleted) {
      onDeleted(emoji.id);
      toast(t.deleted);
    }
  };

  return (
    <li className={styles.row}>
      <img
        className={styles.rowImage}
        src={safeImageUrl(emoji.url)}
        alt={code}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.rowText}>
        <span className={styles.rowName}>{code}</span>
        <span className={styles.rowMeta}>
          {emoji.category
            ? i18n.t('customEmojisManager.inCategory', { category: emoji.category })
            : t.noCategory}
          {emoji.aliases.length > 0 &&
            ` · ${i18n.t('customEmojisManager.aliasList', { aliases: emoji.aliases.join(' ') })}`}
        </span>
        {flags.length > 0 && (
          <span className={styles.flags}>
            {flags.map((flag) => (
              <span key={flag} className={styles.flag}>
                {flag}
              </span>
            ))}
          </span>
        )}
      </div>
      <div className={styles.rowActions}>
        <Button size="small" onClick={onEdit}>
          {t.edit}
          <span className="visually-hidden"> {code}</span>
        </Button>
        <Button size="small" variant="danger" onClick={() => void remove()}>
          {t.delete}
          <span className="visually-hidden"> {code}</span>
        </Button>
      </div>
    </li>
  );
}
