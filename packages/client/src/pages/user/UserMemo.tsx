import type * as Misskey from 'misskey-js';
import { useEffect, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import { Button, Notice, TextField } from '@/ui';
import styles from './ProfileExtras.module.css';

/** Misskey's memo column holds 2,048 characters; the server refuses more. */
const MEMO_MAX = 2048;

/** The signed-in viewer's private memo about this user (`users/update-memo`); empty removes it. */
export function UserMemo({ user }: { user: Misskey.entities.UserDetailed }) {
  const i18n = useI18n();
  const t = i18n.ts.profileExtras;
  const { api } = useAccountContext();
  const [saved, setSaved] = useState(user.memo ?? '');
  const [draft, setDraft] = useState(saved);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // Without a memo the profile shows only a small button: an empty box on every profile is noise.
  const [open, setOpen] = useState(saved !== '');
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const openedByButton = useRef(false);
  useEffect(() => {
    if (open && openedByButton.current) field.current?.focus();
  }, [open]);

  const save = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const memo = draft.trim();
      await api.call('users/update-memo', { userId: user.id, memo: memo === '' ? null : memo });
      setSaved(memo);
      setDraft(memo);
      setNotice({ tone: 'success', text: t.memoSaved });
    } catch (error) {
      setNotice({ tone: 'error', text: describeApiError(error, i18n).text });
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <div>
        <Button
          size="small"
          onClick={() => {
            openedByButton.current = true;
            setOpen(true);
          }}
        >
          {t.addMemo}
        </Button>
      </div>
    );
  }
  return (
    <form
      className={styles.memo}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        label={t.memo}
        hint={t.memoHint}
        value={draft}
        onChange={(value) => {
          setDraft(value);
          setNotice(null);
        }}
        multiline
        maxLength={MEMO_MAX}
        inputRef={field}
      />
      <div className={styles.memoActions}>
        <Button type="submit" size="small" busy={busy} disabled={draft.trim() === saved}>
          {i18n.ts.save}
        </Button>
        {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      </div>
    </form>
  );
}
