import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { apiWithDialog } from '@/api';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Button, openConfirm, TextField, useModals } from '@/ui';
import styles from '../shell/adminList.module.css';
import { FilterSelect } from '../shell/FilterSelect';
import { PagedListView } from '../shell/PagedListView';
import { usePagedList } from '../shell/usePagedList';
import { AdminFileRow } from './AdminFileRow';

type Origin = 'combined' | 'local' | 'remote';
const ORIGINS: Origin[] = ['combined', 'local', 'remote'];
const PAGE = 30;
/** What admin/drive/files accepts as a type: a MIME type or a family (`image/*`). */
const TYPE_PATTERN = /^[a-zA-Z0-9/\-*]+$/;

/** The user a typed username names: undefined while asking, null when there is none. */
function useNamedUser(username: string): Misskey.entities.UserDetailed | null | undefined {
  const { api } = useAccountContext();
  const [user, setUser] = useState<Misskey.entities.UserDetailed | null | undefined>(null);
  useEffect(() => {
    const name = username.trim().replace(/^@/, '');
    if (name === '') return setUser(null);
    let live = true;
    setUser(undefined);
    api.call('users/show', { username: name, host: null }).then(
      (found) => live && setUser(found),
      () => live && setUser(null),
    );
    return () => {
      live = false;
    };
  }, [api, username]);
  return user;
}

/**
 * /admin/files (moderators, as admin/drive/files): every drive file by owner, type and origin;
 * each links to its moderation page, and can be marked sensitive or deleted here. With an
 * owner chosen, administrators may delete all of that user's files.
 */
export function AdminFilesPage() {
  const i18n = useI18n();
  const t = i18n.ts.adminFiles;
  const modals = useModals();
  const { api, account } = useAccountContext();
  const [username, setUsername] = useState('');
  const [type, setType] = useState('');
  const [origin, setOrigin] = useState<Origin>('combined');
  const [round, setRound] = useState(0);
  const owner = useNamedUser(username);
  const typed = type.trim();
  const typeOk = typed === '' || TYPE_PATTERN.test(typed);
  const nobody = username.trim() !== '' && owner === null;
  const query = { userId: owner?.id ?? null, type: typeOk && typed ? typed : null, origin };
  const files = usePagedList<Misskey.entities.DriveFile>(
    async ({ untilId }) => {
      // A name that finds nobody lists nothing rather than everyone's files.
      if (nobody || owner === undefined) return [];
      return api.call('admin/drive/files', { ...query, limit: PAGE, untilId });
    },
    `${JSON.stringify(query)}:${nobody}:${owner === undefined}:${round}`,
    PAGE,
  );

  const removeAll = async (user: Misskey.entities.UserDetailed) => {
    const confirmed = await openConfirm(modals, {
      title: i18n.t('adminFiles.deleteAllConfirm', { username: user.username }),
      okLabel: i18n.ts.drive.delete,
      cancelLabel: i18n.ts.cancel,
      danger: true,
    });
    if (!confirmed) return;
    await apiWithDialog(api, 'admin/delete-all-files-of-a-user', { userId: user.id }, { modals });
    setRound((r) => r + 1);
  };

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{i18n.ts.adminShell.pages.files}</h1>
      <search className={styles.filters} aria-label={t.filters}>
        <TextField
          label={i18n.ts.username}
          value={username}
          onChange={setUsername}
          type="search"
          error={nobody ? t.noSuchUser : null}
        />
        <TextField
          label={i18n.ts.media.type}
          value={type}
          onChange={setType}
          type="search"
          hint={t.typeHint}
          error={typeOk ? null : t.typeInvalid}
        />
        <FilterSelect
          label={i18n.ts.adminUsers.origin}
          value={origin}
          options={ORIGINS}
          onChange={setOrigin}
          optionLabel={(o) => i18n.ts.adminUsers.origins[o]}
          disabled={!!owner}
        />
      </search>
      {owner && account?.isAdmin && (
        <div className={styles.actions}>
          <Button variant="danger" onClick={() => void removeAll(owner)}>
            {i18n.t('adminFiles.deleteAll', { username: owner.username })}
          </Button>
        </div>
      )}
      <PagedListView
        list={files}
        label={i18n.ts.adminShell.pages.files}
        empty={t.none}
        loadMoreLabel={i18n.ts.adminUsers.loadMore}
      >
        {(file) => (
          <AdminFileRow
            key={file.id}
            file={file}
            onChanged={(changed) =>
              files.setItems((items) => items?.map((f) => (f.id === changed.id ? changed : f)) ?? null)
            }
            onDeleted={(id) => files.setItems((items) => items?.filter((f) => f.id !== id) ?? null)}
          />
        )}
      </PagedListView>
    </div>
  );
}
