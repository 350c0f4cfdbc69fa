import { IconArrowBackUp, IconQuote, IconX } from '@tabler/icons-react';
import { TextWith, useI18n } from '@/i18n';
import { UserName } from '@/users/UserName';
import type { Note } from '../initialFields';
import styles from './form.module.css';

const excerpt = (note: Note) => (note.cw ?? note.text ?? '').slice(0, 120);

/** What the note answers or quotes, as plain text; the quote can be removed (spec 001 §4). */
export function TargetPreview({
  reply,
  quote,
  onRemoveQuote,
  disabled,
}: {
  reply: Note | null;
  quote: Note | null;
  onRemoveQuote: (() => void) | null;
  disabled: boolean;
}) {
  const i18n = useI18n();
  if (!reply && !quote) return null;
  return (
    <div className={styles.targets}>
      {reply && (
        <p className={styles.target}>
          <IconArrowBackUp size={16} aria-hidden="true" />
          <span className={styles.targetText}>
            <strong>
              <TextWith text={i18n.ts.composer.replyTo} values={{ name: <UserName user={reply.user} /> }} />
            </strong>{' '}
            {excerpt(reply)}
          </span>
        </p>
      )}
      {quote && (
        <p className={styles.target}>
          <IconQuote size={16} aria-hidden="true" />
          <span className={styles.targetText}>
            <strong>
              <TextWith text={i18n.ts.composer.quoting} values={{ name: <UserName user={quote.user} /> }} />
            </strong>{' '}
            {excerpt(quote)}
          </span>
          {onRemoveQuote && (
            <button type="button" className={styles.removeTarget} onClick={onRemoveQuote} disabled={disabled}>
              <IconX size={14} aria-hidden="true" />
              <span className="visually-hidden">{i18n.ts.composer.removeQuote}</span>
            </button>
          )}
        </p>
      )}
    </div>
  );
}
