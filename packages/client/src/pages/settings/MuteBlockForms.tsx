import { type FormEvent, useState } from 'react';
import { useAccountContext, useSignedInAccount } from '@/accounts';
import { describeApiError, openApiErrorDialog } from '@/api';
import {
  formatWordMuteText,
  invalidPatternLines,
  parseWordMuteText,
  type WordMuteEntry,
} from '@/features/mutes';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Button, Notice, TextField, useModals } from '@/ui';
import { UserList } from '@/users/UserRow';
import own from './MuteBlock.module.css';

/** Misskey's i/update errors for word mutes. */
const TOO_MANY_MUTED_WORDS = '010665b1-a211-42d2-bc64-8f6609d79785';
const INVALID_REGEXP = '0d786918-10df-41cd-8f33-8dec7d9a89a5';

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; message: string };

/** Both kinds of word mutes, one entry per line, saved together with i/update. */
export function WordMutesForm() {
  const i18n = useI18n();
  const t = i18n.ts.muteBlock;
  const account = useSignedInAccount();
  const { api, updateMe } = useAccountContext();
  const [soft, setSoft] = useState(() => formatWordMuteText(account.mutedWords as WordMuteEntry[]));
  const [hard, setHard] = useState(() =>
    formatWordMuteText((account as { hardMutedWords?: WordMuteEntry[] }).hardMutedWords),
  );
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const badSoft = invalidPatternLines(soft);
  const badHard = invalidPatternLines(hard);
  const limit = (account.policies as { wordMuteLimit?: number } | undefined)?.wordMuteLimit;

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    if (state.kind !== 'saving') setState({ kind: 'idle' });
  };
  const patternError = (lines: string[]) =>
    lines.length > 0 ? i18n.t('muteBlock.invalidPattern', { line: lines[0] ?? '' }) : null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (badSoft.length > 0 || badHard.length > 0) return;
    setState({ kind: 'saving' });
    try {
      const me = await api.call('i/update', {
        mutedWords: parseWordMuteText(soft),
        hardMutedWords: parseWordMuteText(hard),
      });
      updateMe(me);
      setState({ kind: 'saved' });
    } catch (error) {
      const custom = {
        [TOO_MANY_MUTED_WORDS]:
          limit === undefined ? t.tooManyWords : i18n.t('muteBlock.tooManyWordsLimit', { limit }),
        [INVALID_REGEXP]: t.invalidRegexp,
      };
      setState({ kind: 'failed', message: describeApiError(error, i18n, custom).text });
    }
  };

  return (
    <form className={styles.panel} onSubmit={save} noValidate aria-label={t.tabs.words}>
      <p className={own.hint}>{t.wordsHint}</p>
      <TextField
        label={t.softLabel}
        hint={t.softHint}
        value={soft}
        onChange={edit(setSoft)}
        multiline
        spellCheck={false}
        error={patternError(badSoft)}
      />
      <TextField
        label={t.hardLabel}
        hint={t.hardHint}
        value={hard}
        onChange={edit(setHard)}
        multiline
        spellCheck={false}
        error={patternError(badHard)}
      />
      {state.kind === 'saved' && <Notice tone="success">{i18n.ts.saved}</Notice>}
      {state.kind === 'failed' && <Notice tone="error">{state.message}</Notice>}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={state.kind === 'saving'}>
          {i18n.ts.save}
        </Button>
      </div>
    </form>
  );
}

/** A host as the server stores it: lower case, no scheme, path or port noise around it. */
export function normalizeHost(input: string): string {
  const trimmed = input.trim().toLowerCase();
  try {
    return trimmed.includes('://') ? new URL(trimmed).host : trimmed.replace(/\/.*$/, '');
  } catch {
    return trimmed;
  }
}

/** Muted instances: each listed with Remove, and a field to add one (i/update mutedInstances). */
export function MutedInstancesForm() {
  const i18n = useI18n();
  const t = i18n.ts.muteBlock;
  const account = useSignedInAccount();
  const { api, updateMe } = useAccountContext();
  const modals = useModals();
  const [host, setHost] = useState('');
  const [busy, setBusy] = useState(false);
  const hosts = account.mutedInstances ?? [];

  const store = async (next: string[]) => {
    setBusy(true);
    try {
      updateMe(await api.call('i/update', { mutedInstances: next }));
      return true;
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'i/update' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const value = normalizeHost(host);
    if (!value) return;
    if (hosts.includes(value) || (await store([...hosts, value]))) setHost('');
  };

  return (
    <div className={styles.panel}>
      <p className={own.hint}>{t.instancesHint}</p>
      {hosts.length === 0 ? (
        <p className={styles.muted}>{t.instancesEmpty}</p>
      ) : (
        <UserList label={t.tabs.instances}>
          {hosts.map((name) => (
            <li key={name} className={own.hostRow}>
              <span dir="ltr">{name}</span>
              <Button
                size="small"
                disabled={busy}
                onClick={() => void store(hosts.filter((h) => h !== name))}
              >
                {t.remove}
                <span className="visually-hidden"> {name}</span>
              </Button>
            </li>
          ))}
        </UserList>
      )}
      <form className={own.addRow} onSubmit={add} noValidate>
        <TextField label={t.instanceLabel} value={host} onChange={setHost} placeholder="example.com" />
        <Button type="submit" disabled={busy || normalizeHost(host) === ''}>
          {t.instanceAdd}
        </Button>
      </form>
    </div>
  );
}
