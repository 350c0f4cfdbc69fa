import type * as Misskey from 'misskey-js';
import { useId } from 'react';
import { useAccountContext } from '@/accounts';
import { type AccountApi, openApiErrorDialog } from '@/api';
import { askListName, MemberSearch, usePinnedLists } from '@/features/lists';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { LoadingState, useLoaded } from '@/pages/shell/useLoaded';
import { Link, type RouteProps, useNavigate } from '@/router';
import { Button, openConfirm, useModals, useToast } from '@/ui';
import { UserList, UserRow } from '@/users/UserRow';
import own from './Lists.module.css';

type List = Misskey.entities.UserList;
type Membership = Misskey.entities.UsersListsGetMembershipsResponse[number];
interface Editing {
  list: List;
  members: Membership[];
}

const PAGE = 100;

/** Every membership of the list (a list holds at most userEachUserListsLimit people). */
async function allMemberships(api: AccountApi, listId: string): Promise<Membership[]> {
  const out: Membership[] = [];
  for (;;) {
    const page = await api.call('users/lists/get-memberships', {
      listId,
      limit: PAGE,
      untilId: out[out.length - 1]?.id,
    });
    out.push(...page);
    if (page.length < PAGE) return out;
  }
}

/** /my/lists/{listId}: rename, make public, pin, delete, and add or remove the people on it. */
export function ListsEditPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.lists;
  const { api } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const navigate = useNavigate();
  const pins = usePinnedLists();
  const listId = params.listId ?? '';
  const membersHeading = useId();
  const addHeading = useId();
  const [state, setEditing] = useLoaded<Editing>(
    async () => {
      const [list, members] = await Promise.all([
        api.call('users/lists/show', { listId }),
        allMemberships(api, listId),
      ]);
      return { list, members };
    },
    'NO_SUCH_LIST',
    [api, listId],
  );
  if (state.kind !== 'ready') return <LoadingState state={state} title={t.title} notFoundText={t.notFound} />;

  const { list, members } = state.value;
  const setList = (next: List) => setEditing({ list: next, members });
  /** After a push or pull: the memberships carry ids and users, so they are read again. */
  const reloadMembers = async () => setEditing({ list, members: await allMemberships(api, list.id) });

  /** Runs one call; a failure is explained in a dialog and answers null. */
  const attempt = async <T,>(endpoint: string, work: () => Promise<T>): Promise<T | null> => {
    try {
      return await work();
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint });
      return null;
    }
  };

  const rename = async () => {
    const name = await askListName(modals, i18n, {
      title: t.renameTitle,
      initial: list.name,
      okLabel: t.rename,
    });
    if (!name || name === list.name) return;
    const updated = await attempt('users/lists/update', () =>
      api.call('users/lists/update', { listId: list.id, name }),
    );
    if (updated) {
      setList(updated);
      pins.rename(updated);
    }
  };

  const setPublic = async (isPublic: boolean) => {
    const updated = await attempt('users/lists/update', () =>
      api.call('users/lists/update', { listId: list.id, isPublic }),
    );
    if (updated) setList(updated);
  };

  const remove = async () => {
    const ok = await openConfirm(modals, {
      title: i18n.t('lists.deleteConfirm', { name: list.name }),
      okLabel: t.delete,
      cancelLabel: i18n.ts.cancel,
      danger: true,
    });
    if (!ok) return;
    try {
      await api.call('users/lists/delete', { listId: list.id });
      pins.unpin(list.id);
      toast(t.deleted);
      navigate('/my/lists');
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'users/lists/delete' });
    }
  };

  const addMember = async (user: { id: string }) => {
    const pushed = await attempt('users/lists/push', async () => {
      await api.call('users/lists/push', { listId: list.id, userId: user.id });
      return true;
    });
    if (!pushed) return;
    toast(t.added);
    await reloadMembers();
  };

  const removeMember = async (userId: string) => {
    const pulled = await attempt('users/lists/pull', async () => {
      await api.call('users/lists/pull', { listId: list.id, userId });
      return true;
    });
    if (!pulled) return;
    toast(t.removed);
    await reloadMembers();
  };

  const setWithReplies = async (member: Membership, withReplies: boolean) => {
    try {
      await api.call('users/lists/update-membership', {
        listId: list.id,
        userId: member.userId,
        withReplies,
      });
      setEditing({ list, members: members.map((m) => (m.id === member.id ? { ...m, withReplies } : m)) });
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'users/lists/update-membership' });
    }
  };

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{list.name}</h1>
        <p className={styles.muted}>
          {i18n.t('lists.membersCount', { n: members.length })} · {list.isPublic ? t.public : t.private}
        </p>
      </header>
      <div className={styles.actions}>
        <Link to={`/timeline/list/${list.id}`} className={styles.linkButton}>
          {t.openTimeline}
        </Link>
        {list.isPublic && (
          <Link to={`/list/${list.id}`} className={styles.linkButton}>
            {t.publicPage}
          </Link>
        )}
        <Button onClick={() => void rename()}>{t.rename}</Button>
        <Button variant="danger" onClick={() => void remove()}>
          {t.delete}
        </Button>
      </div>
      <label className={own.switchRow}>
        <input
          type="checkbox"
          checked={list.isPublic}
          onChange={(event) => void setPublic(event.target.checked)}
        />
        <span>{t.publicSwitch}</span>
      </label>
      <label className={own.switchRow}>
        <input
          type="checkbox"
          checked={pins.isPinned(list.id)}
          onChange={(event) => pins.setPin(list, event.target.checked)}
        />
        <span>{t.pin}</span>
      </label>
      <section aria-labelledby={membersHeading} className={own.section}>
        <h2 id={membersHeading}>{t.members}</h2>
        {members.length === 0 ? (
          <p className={styles.muted}>{t.noMembers}</p>
        ) : (
          <UserList label={t.members}>
            {members.map((member) => (
              <UserRow key={member.id} user={member.user}>
                <label className={own.switchRow}>
                  <input
                    type="checkbox"
                    checked={member.withReplies}
                    onChange={(event) => void setWithReplies(member, event.target.checked)}
                  />
                  <span>{t.withReplies}</span>
                </label>
                <Button size="small" onClick={() => void removeMember(member.userId)}>
                  {t.remove}
                </Button>
              </UserRow>
            ))}
          </UserList>
        )}
      </section>
      <section aria-labelledby={addHeading} className={own.section}>
        <h2 id={addHeading}>{t.addMembers}</h2>
        <MemberSearch memberIds={members.map((m) => m.userId)} onAdd={addMember} />
      </section>
    </div>
  );
}
