import { IconAlertTriangle, IconPlus, IconX } from '@tabler/icons-react';
import { useI18n } from '@/i18n';
import { UserAvatar } from '@/users/UserAvatar';
import type { UserLite } from './UserSearchDialog';
import styles from './visibility.module.css';

export interface RecipientsProps {
  recipients: UserLite[];
  /** Mentioned in the text but not among the recipients. */
  missing: { username: string; host: string | null }[];
  disabled: boolean;
  onAdd(): void;
  onRemove(userId: string): void;
  onAddMentioned(user: { username: string; host: string | null }): void;
}

const acct = (user: { username: string; host: string | null }) =>
  user.host ? `@${user.username}@${user.host}` : `@${user.username}`;

/** Who a direct ("specified") note goes to, and who is mentioned but would not see it. */
export function Recipients({
  recipients,
  missing,
  disabled,
  onAdd,
  onRemove,
  onAddMentioned,
}: RecipientsProps) {
  const i18n = useI18n();
  const t = i18n.ts.composer;
  return (
    <div>
      <fieldset className={styles.recipients}>
        <legend className="visually-hidden">{t.recipients}</legend>
        <span className={styles.recipientsLabel} aria-hidden="true">
          {t.recipients}:
        </span>
        {recipients.length === 0 && <span className={styles.muted}>{t.noRecipients}</span>}
        {recipients.map((user) => (
          <span key={user.id} className={styles.chip}>
            <UserAvatar user={user} size={20} />
            <span dir="ltr">{acct(user)}</span>
            <button
              type="button"
              className={styles.chipButton}
              disabled={disabled}
              aria-label={i18n.t('composer.removeRecipient', { name: acct(user) })}
              onClick={() => onRemove(user.id)}
            >
              <IconX size={14} aria-hidden="true" />
            </button>
          </span>
        ))}
        <button type="button" className={styles.addButton} disabled={disabled} onClick={onAdd}>
          <IconPlus size={14} aria-hidden="true" />
          {t.addRecipient}
        </button>
      </fieldset>
      {missing.map((user) => (
        <p key={acct(user)} className={styles.warning} role="status">
          <IconAlertTriangle size={16} aria-hidden="true" />
          <span>{i18n.t('composer.notRecipient', { name: acct(user) })}</span>
          <button
            type="button"
            className={styles.warningAdd}
            disabled={disabled}
            onClick={() => onAddMentioned(user)}
            aria-label={`${t.add} ${acct(user)}`}
          >
            {t.add}
          </button>
        </p>
      ))}
    </div>
  );
}
