import { useState } from 'react';
import { useI18n } from '@/i18n';
import { Button, TextField } from '@/ui';
import styles from './AdminAnnouncements.module.css';

export type AnnouncementIcon = 'info' | 'warning' | 'error' | 'success';
export type AnnouncementDisplay = 'normal' | 'banner' | 'dialog';

/** The fields an admin edits, as admin/announcements/create and update take them. */
export interface AnnouncementDraft {
  title: string;
  text: string;
  imageUrl: string;
  icon: AnnouncementIcon;
  display: AnnouncementDisplay;
  forExistingUsers: boolean;
  silence: boolean;
  needConfirmationToRead: boolean;
  isActive: boolean;
}

export const EMPTY_DRAFT: AnnouncementDraft = {
  title: '',
  text: '',
  imageUrl: '',
  icon: 'info',
  display: 'normal',
  forExistingUsers: false,
  silence: false,
  needConfirmationToRead: false,
  isActive: true,
};

const ICONS: AnnouncementIcon[] = ['info', 'warning', 'error', 'success'];
const DISPLAYS: AnnouncementDisplay[] = ['normal', 'banner', 'dialog'];
const FLAGS = ['forExistingUsers', 'silence', 'needConfirmationToRead', 'isActive'] as const;

/** Create or edit form; `editing` shows the Active switch, which only exists once created. */
export function AnnouncementForm(props: {
  heading: string;
  initial: AnnouncementDraft;
  editing: boolean;
  submitLabel: string;
  onSubmit(draft: AnnouncementDraft): Promise<void>;
  onCancel?(): void;
}) {
  const i18n = useI18n();
  const t = i18n.ts.announcements.admin;
  const [draft, setDraft] = useState(props.initial);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof AnnouncementDraft>(key: K, value: AnnouncementDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const ready = draft.title.trim() !== '' && draft.text.trim() !== '';
  return (
    <form
      className={styles.form}
      aria-label={props.heading}
      onSubmit={async (e) => {
        e.preventDefault();
        if (!ready) return;
        setBusy(true);
        try {
          await props.onSubmit(draft);
          if (!props.editing) setDraft(EMPTY_DRAFT);
        } finally {
          setBusy(false);
        }
      }}
    >
      <h2 className={styles.formTitle}>{props.heading}</h2>
      <TextField label={t.fieldTitle} value={draft.title} onChange={(v) => set('title', v)} />
      <TextField label={t.fieldText} value={draft.text} onChange={(v) => set('text', v)} multiline />
      <TextField
        label={t.fieldImageUrl}
        value={draft.imageUrl}
        onChange={(v) => set('imageUrl', v)}
        type="url"
      />
      <div className={styles.selects}>
        <label className={styles.select}>
          {t.fieldIcon}
          <select value={draft.icon} onChange={(e) => set('icon', e.target.value as AnnouncementIcon)}>
            {ICONS.map((icon) => (
              <option key={icon} value={icon}>
                {i18n.ts.announcements.icons[icon]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.select}>
          {t.fieldDisplay}
          <select
            value={draft.display}
            onChange={(e) => set('display', e.target.value as AnnouncementDisplay)}
          >
            {DISPLAYS.map((display) => (
              <option key={display} value={display}>
                {t.displays[display]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {FLAGS.filter((flag) => props.editing || flag !== 'isActive').map((flag) => (
        <label key={flag} className={styles.check}>
          <input type="checkbox" checked={draft[flag]} onChange={(e) => set(flag, e.target.checked)} />
          {t[flag]}
        </label>
      ))}
      <div className={styles.actions}>
        {props.onCancel && (
          <Button type="button" onClick={props.onCancel}>
            {i18n.ts.cancel}
          </Button>
        )}
        <Button type="submit" variant="primary" busy={busy} disabled={!ready}>
          {props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
