import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import type * as Misskey from 'misskey-js';
import { useAccountContext } from '@/accounts';
import { openApiErrorDialog } from '@/api';
import { askListName } from '@/features/lists';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { LoadingState, useLoaded } from '@/pages/shell/useLoaded';
import { Link, type RouteProps, useNavigate } from '@/router';
import { Button, useModals, useToast } from '@/ui';
import { UserList, UserRow } from '@/users/UserRow';
import own from '../my/Lists.module.css';

type ShownList = Misskey.entities.UsersListsShowResponse;
type Membership = Misskey.entities.UsersListsGetMembershipsResponse[number];
interface Shown {
  list: ShownList;
  members: Membership[];
  mine: boolean;
}

/**
 * /list/{listId}: a public list as anyone sees it: its name, the people on it, likes, and a
 * copy into one's own lists. Misskey's list answers do not name the owner, so only the owner
 * learns it is theirs (their own view of the list answers; anyone else's is refused).
 */
export function ListPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.lists;
  const { api, account } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const navigate = useNavigate();
  const listId = params.listId ?? '';
  const [state, setShown] = useLoaded<Shown>(
    async () => {
      const [list, members, mine] = await Promise.all([
        api.call('users/lists/show', { listId, forPublic: true }),
        api.call('users/lists/get-memberships', { listId, forPublic: true, limit: 100 }),
        account
          ? api.call('users/lists/show', { listId }).then(
              () => true,
              () => false,
            )
          : false,
      ]);
      return { list, members, mine };
    },
    'NO_SUCH_LIST',
    [api, account, listId],
  );
  if (state.kind !== 'ready') return <LoadingState state={state} title={t.title} notFoundText={t.notFound} />;

  const { list, members, mine } = state.value;
  const liked = list.isLiked ?? false;
  const likedCount = list.likedCount ?? 0;

  const toggleLike = async () => {
    const endpoint = liked ? 'users/lists/unfavorite' : 'users/lists/favorite';
    try {
      await api.call(endpoint, { listId: list.id });
      setShown({
        ...state.value,
        list: { ...list, isLiked: !liked, likedCount: likedCount + (liked ? -1 : 1) },
      });
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint });
    }
  };

  const copy = async () => {
    const name = await askListName(modals, i18n, { title: t.copy, initial: list.name, okLabel: t.copy });
    if (!name) return;
    try {
      const created = await api.call('users/lists/create-from-public', { listId: list.id, name });
      toast(t.copied);
      navigate(`/my/lists/${created.id}`);
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'users/lists/create-from-public' });
    }
  };

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{list.name}</h1>
        <p className={styles.muted}>
          {i18n.t('lists.membersCount', { n: members.length })} · {i18n.t('lists.likes', { n: likedCount })}
          {mine && ` · ${t.yourList}`}
        </p>
      </header>
      {account && (
        <div className={styles.actions}>
          <Button aria-pressed={liked} onClick={() => void toggleLike()}>
            {liked ? (
              <IconHeartFilled size={18} aria-hidden="true" />
            ) : (
              <IconHeart size={18} aria-hidden="true" />
            )}
            {t.like}
          </Button>
          <Button onClick={() => void copy()}>{t.copy}</Button>
          {mine && (
            <Link to={`/my/lists/${list.id}`} className={styles.linkButton}>
              {t.edit}
            </Link>
          )}
        </div>
      )}
      <section className={own.section}>
        <h2>{t.members}</h2>
        {members.length === 0 ? (
          <p className={styles.muted}>{t.noMembers}</p>
        ) : (
          <UserList label={t.members}>
            {members.map((member) => (
              <UserRow key={member.id} user={member.user} />
            ))}
          </UserList>
        )}
      </section>
    </div>
  );
}
