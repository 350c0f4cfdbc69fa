import type * as Misskey from 'misskey-js';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { MemberSearch } from '@/features/lists';
import { useI18n } from '@/i18n';
import { Button, TextField } from '@/ui';
import styles from './Antennas.module.css';
import {
  ANTENNA_NAME_MAX,
  type AntennaForm,
  type AntennaSource,
  acctOf,
  addUser,
  formProblem,
} from './antennaForm';

const SOURCES: readonly AntennaSource[] = ['all', 'home', 'users', 'users_blacklist', 'list'];

type Flag =
  | 'caseSensitive'
  | 'withReplies'
  | 'withFile'
  | 'localOnly'
  | 'excludeBots'
  | 'excludeNotesInSensitiveChannel';
const FLAGS: readonly Flag[] = [
  'withReplies',
  'withFile',
  'caseSensitive',
  'localOnly',
  'excludeBots',
  'excludeNotesInSensitiveChannel',
];

export interface AntennaEditorProps {
  initial: AntennaForm;
  /** Sends the form; resolves once the server answered (the editor stays busy until then). */
  onSubmit(form: AntennaForm): Promise<void>;
  submitLabel: string;
  /** Extra actions next to the submit button (delete, open timeline). */
  children?: ReactNode;
}

/** The user's lists for the 'list' source, loaded when that source is chosen. */
function useOwnLists(wanted: boolean): Misskey.entities.UserList[] | null {
  const { api } = useAccountContext();
  const [lists, setLists] = useState<Misskey.entities.UserList[] | null>(null);
  useEffect(() => {
    if (!wanted || lists) return;
    let live = true;
    api
      .call('users/lists/list', {})
      .then((found) => live && setLists(found))
      .catch(() => live && setLists([]));
    return () => {
      live = false;
    };
  }, [api, wanted, lists]);
  return lists;
}

/** A labelled native select (the source and the list). */
function SelectField({
  label,
  value,
  onChange,
  options,
  note,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  options: readonly { value: string; label: string }[];
  note?: string;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {note && <p className={styles.cardMeta}>{note}</p>}
    </div>
  );
}

/** Every field of an antenna: name, where notes come from, keywords and the filters. */
export function AntennaEditor({ initial, onSubmit, submitLabel, children }: AntennaEditorProps) {
  const i18n = useI18n();
  const t = i18n.ts.antennas;
  const [form, setForm] = useState<AntennaForm>(initial);
  const [busy, setBusy] = useState(false);
  const [showProblem, setShowProblem] = useState(false);
  const lists = useOwnLists(form.src === 'list');
  const set = <K extends keyof AntennaForm>(key: K, value: AntennaForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const problem = formProblem(form);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem) {
      setShowProblem(true);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(form);
    } finally {
      setBusy(false);
    }
  };

  const sourceLabel: Record<AntennaSource, string> = {
    all: t.sourceAll,
    home: t.sourceHome,
    users: t.sourceUsers,
    users_blacklist: t.sourceUsersBlacklist,
    list: t.sourceList,
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t.name}
        value={form.name}
        onChange={(value) => set('name', value)}
        maxLength={ANTENNA_NAME_MAX}
        required
      />
      <SelectField
        label={t.source}
        value={form.src}
        onChange={(value) => set('src', value as AntennaSource)}
        options={SOURCES.map((src) => ({ value: src, label: sourceLabel[src] }))}
      />
      {(form.src === 'users' || form.src === 'users_blacklist') && (
        <>
          <TextField
            label={t.users}
            hint={t.usersHint}
            value={form.users}
            onChange={(value) => set('users', value)}
            multiline
            spellCheck={false}
            autoCapitalize="off"
          />
          {/* Found people are added to the text above, as their acct. */}
          <MemberSearch
            memberIds={[]}
            onAdd={async (user) =>
              setForm((current) => ({ ...current, users: addUser(current.users, acctOf(user)) }))
            }
          />
        </>
      )}
      {form.src === 'list' && (
        <SelectField
          label={t.list}
          value={form.userListId ?? ''}
          onChange={(value) => set('userListId', value || null)}
          options={[
            { value: '', label: lists === null ? i18n.ts.loading : t.chooseList },
            ...(lists ?? []).map((list) => ({ value: list.id, label: list.name })),
          ]}
          note={lists?.length === 0 ? t.noLists : undefined}
        />
      )}
      <TextField
        label={t.keywords}
        hint={t.keywordsHint}
        value={form.keywords}
        onChange={(value) => set('keywords', value)}
        multiline
      />
      <TextField
        label={t.excludeKeywords}
        hint={t.keywordsHint}
        value={form.excludeKeywords}
        onChange={(value) => set('excludeKeywords', value)}
        multiline
      />
      <fieldset className={styles.options}>
        <legend>{t.options}</legend>
        {FLAGS.map((flag) => (
          <label key={flag} className={styles.check}>
            <input
              type="checkbox"
              checked={form[flag]}
              onChange={(event) => set(flag, event.target.checked)}
            />
            <span>{t[flag]}</span>
          </label>
        ))}
      </fieldset>
      {showProblem && problem && (
        <p className={styles.problem} role="alert">
          {t.problems[problem]}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={busy}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
