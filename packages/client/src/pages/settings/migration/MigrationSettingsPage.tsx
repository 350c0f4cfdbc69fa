import type { entities } from 'misskey-js';
import { type FormEvent, useEffect, useState } from 'react';
import { useAccountContext, useSignedInAccount } from '@/accounts';
import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Button, Notice, openConfirm, TextField, useModals } from '@/ui';
import local from './Migration.module.css';

/** Misskey's error ids of i/update's alsoKnownAs and of i/move. */
const ERRORS = {
  noSuchUser: 'fcd2eef9-a9b2-4c4f-8624-038099e90aa5',
  forbiddenToSetYourself: '25c90186-4ab0-49c8-9bba-a1fa6c202ba4',
  destinationAccountForbids: 'b5c90186-4ab0-49c8-9bba-a1f766282ba4',
  alreadyMoved: 'b234a14e-9ebe-4581-8000-074b3c215962',
  accountMoved: '56f20ec9-fd06-4fa5-841b-edd6d7d4fa31',
} as const;

const acctOf = (user: entities.UserLite) =>
  user.host ? `@${user.username}@${user.host}` : `@${user.username}`;

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/**
 * /settings/migration: the accounts this one names as its aliases (another account may move
 * here only if listed), and moving this account to another one, which then gets the followers
 * and leaves this account unable to post.
 */
export function MigrationSettingsPage() {
  const i18n = useI18n();
  const t = i18n.ts.migrationSettings;
  const account = useSignedInAccount();
  const { api, updateMe } = useAccountContext();
  const modals = useModals();
  const aliasIds = account.alsoKnownAs ?? [];
  const idsKey = [...aliasIds, account.movedTo ?? ''].join(',');
  const [known, setKnown] = useState<Map<string, entities.UserLite> | null>(null);
  const [alias, setAlias] = useState('');
  const [target, setTarget] = useState('');
  const [aliasStatus, setAliasStatus] = useState<Status>({ kind: 'idle' });
  const [moveStatus, setMoveStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => {
    // Deduplicated: after a move the target is both an alias and movedTo.
    const ids = [...new Set(idsKey.split(',').filter((id) => id !== ''))];
    if (ids.length === 0) {
      setKnown(new Map());
      return;
    }
    let live = true;
    api
      .call('users/show', { userIds: ids })
      .then((users) => {
        if (live) setKnown(new Map(users.map((user) => [user.id, user])));
      })
      .catch(() => {
        if (live) setKnown(new Map());
      });
    return () => {
      live = false;
    };
  }, [api, idsKey]);

  const errorText = (error: unknown) =>
    describeApiError(error, i18n, {
      [ERRORS.noSuchUser]: t.noSuchUser,
      [ERRORS.forbiddenToSetYourself]: t.notYourself,
      [ERRORS.destinationAccountForbids]: t.targetForbids,
      [ERRORS.alreadyMoved]: t.alreadyMoved,
      [ERRORS.accountMoved]: t.alreadyMoved,
    }).text;

  const aliasAccts = aliasIds.flatMap((id) => {
    const user = known?.get(id);
    return user ? [acctOf(user)] : [];
  });

  const saveAliases = async (accts: string[]) => {
    setAliasStatus({ kind: 'busy' });
    try {
      updateMe(await api.call('i/update', { alsoKnownAs: accts }));
      setAliasStatus({ kind: 'saved' });
      return true;
    } catch (error) {
      setAliasStatus({ kind: 'failed', message: errorText(error) });
      return false;
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const acct = alias.trim();
    if (acct === '' || aliasStatus.kind === 'busy') return;
    if (await saveAliases([...aliasAccts, acct])) setAlias('');
  };

  const move = async (event: FormEvent) => {
    event.preventDefault();
    const acct = target.trim();
    if (acct === '' || moveStatus.kind === 'busy') return;
    const confirmed = await openConfirm(modals, {
      title: i18n.t('migrationSettings.confirmTitle', { acct }),
      text: t.confirmText,
      okLabel: t.move,
      cancelLabel: i18n.ts.cancel,
      danger: true,
    });
    if (!confirmed) return;
    setMoveStatus({ kind: 'busy' });
    try {
      // Misskey answers i/move with the moved account as `i` (typed loosely in misskey-js).
      updateMe((await api.call('i/move', { moveToAccount: acct })) as unknown as entities.MeDetailed);
      setMoveStatus({ kind: 'idle' });
    } catch (error) {
      setMoveStatus({ kind: 'failed', message: errorText(error) });
    }
  };

  const moved = account.movedTo != null;
  const movedTo = account.movedTo ? known?.get(account.movedTo) : undefined;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      {moved && (
        <Notice tone="info">
          {i18n.t('migrationSettings.moved', { acct: movedTo ? acctOf(movedTo) : '…' })}
        </Notice>
      )}
      <section className={styles.panel} aria-labelledby="migration-aliases">
        <h2 id="migration-aliases" className={local.heading}>
          {t.aliasesTitle}
        </h2>
        <p className={styles.lead}>{t.aliasesLead}</p>
        {known === null ? (
          <p className={styles.muted}>{i18n.ts.loading}</p>
        ) : aliasIds.length === 0 ? (
          <p className={styles.muted}>{t.noAliases}</p>
        ) : (
          <ul className={local.aliases} aria-label={t.aliasesTitle}>
            {aliasIds.map((id) => {
              const user = known.get(id);
              const acct = user ? acctOf(user) : id;
              return (
                <li key={id} className={local.alias}>
                  <span>{acct}</span>
                  <Button
                    disabled={moved || aliasStatus.kind === 'busy' || !user}
                    aria-label={i18n.t('migrationSettings.remove', { acct })}
                    onClick={() => void saveAliases(aliasAccts.filter((other) => other !== acct))}
                  >
                    {i18n.ts.remove}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {!moved && (
          <form className={local.form} onSubmit={add} noValidate>
            <TextField label={t.aliasLabel} value={alias} onChange={setAlias} placeholder="@user@host" />
            <div className={styles.actions}>
              <Button type="submit" disabled={alias.trim() === '' || aliasStatus.kind === 'busy'}>
                {t.add}
              </Button>
            </div>
          </form>
        )}
        {aliasStatus.kind === 'saved' && <Notice tone="success">{i18n.ts.saved}</Notice>}
        {aliasStatus.kind === 'failed' && <Notice tone="error">{aliasStatus.message}</Notice>}
      </section>
      {!moved && (
        <section className={styles.panel} aria-labelledby="migration-move">
          <h2 id="migration-move" className={local.heading}>
            {t.moveTitle}
          </h2>
          <p className={styles.lead}>{t.moveLead}</p>
          <form className={local.form} onSubmit={move} noValidate>
            <TextField label={t.targetLabel} value={target} onChange={setTarget} placeholder="@user@host" />
            {moveStatus.kind === 'failed' && <Notice tone="error">{moveStatus.message}</Notice>}
            <div className={styles.actions}>
              <Button
                type="submit"
                variant="danger"
                disabled={target.trim() === '' || moveStatus.kind === 'busy'}
              >
                {t.move}
              </Button>
            </div>
          </form>
        </section>
      )}
    </div>
  );
}
