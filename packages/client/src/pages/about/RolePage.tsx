import type * as Misskey from 'misskey-js';
import { type CSSProperties, useCallback, useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError, isApiError } from '@/api';
import { type LoadPage, NoteList } from '@/features/timelines';
import { useI18n } from '@/i18n';
import { ExploreStatus } from '@/pages/explore/ExploreStatus';
import { UserRows } from '@/pages/explore/UserRows';
import { useExploreList } from '@/pages/explore/useExploreList';
import pageStyles from '@/pages/shell/Page.module.css';
import type { RouteProps } from '@/router';
import { isHttpUrl } from '@/users/httpUrl';
import styles from './About.module.css';

type Role = Misskey.entities.Role;
type State =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; role: Role };

/** A colour the server gave a role, used only when it is a plain hex colour. */
function roleColor(color: string | null): string | undefined {
  return color && /^#[0-9a-f]{3,8}$/i.test(color) ? color : undefined;
}

/**
 * /roles/{roleId}: a public role, and when it is explorable its members and (signed in, as
 * `roles/notes` requires) their public notes. A private role does not exist for anyone here.
 */
export function RolePage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const roleId = params.roleId ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    api.call('roles/show', { roleId }).then(
      (role) => live && setState({ kind: 'ready', role }),
      (error: unknown) => {
        if (!live) return;
        if (isApiError(error) && error.code === 'NO_SUCH_ROLE') setState({ kind: 'notFound' });
        else setState({ kind: 'failed', message: describeApiError(error, i18n).text });
      },
    );
    return () => {
      live = false;
    };
  }, [api, roleId, i18n]);

  if (state.kind === 'loading') return <p className={pageStyles.muted}>{i18n.ts.loading}</p>;
  if (state.kind === 'failed') return <p className={pageStyles.muted}>{state.message}</p>;
  if (state.kind === 'notFound') {
    return (
      <div className={pageStyles.center}>
        <h1 className={pageStyles.title}>{i18n.ts.about.roleNotFound}</h1>
        <p className={pageStyles.muted}>{i18n.ts.about.roleNotFoundText}</p>
      </div>
    );
  }
  const { role } = state;
  const color = roleColor(role.color);
  return (
    <div className={pageStyles.page}>
      <div className={styles.identity}>
        {isHttpUrl(role.iconUrl) && <img className={styles.icon} src={role.iconUrl} alt="" />}
        <div>
          <h1
            className={pageStyles.title}
            style={
              color
                ? ({ borderInlineStart: `4px solid ${color}`, paddingInlineStart: 8 } as CSSProperties)
                : undefined
            }
          >
            {role.name}
          </h1>
          <span className={styles.muted}>{i18n.t('about.roleMembersCount', { n: role.usersCount })}</span>
        </div>
      </div>
      {role.description && <p className={styles.text}>{role.description}</p>}
      {role.isExplorable ? (
        <RoleMembersAndNotes role={role} />
      ) : (
        <p className={styles.muted}>{i18n.ts.about.roleNotExplorable}</p>
      )}
    </div>
  );
}

function RoleMembersAndNotes({ role }: { role: Role }) {
  const i18n = useI18n();
  const { api, account } = useAccountContext();
  const fetchMembers = useCallback(
    async () => (await api.call('roles/users', { roleId: role.id, limit: 30 })).map((entry) => entry.user),
    [api, role.id],
  );
  const [members, retry] = useExploreList(fetchMembers);
  const loadNotes: LoadPage = useCallback(
    async (untilId) => {
      const notes = await api.call('roles/notes', { roleId: role.id, limit: 20, untilId });
      return { notes, cursor: notes[notes.length - 1]?.id };
    },
    [api, role.id],
  );
  return (
    <>
      <section className={styles.section} aria-labelledby="role-members">
        <h2 id="role-members" className={styles.sectionTitle}>
          {i18n.ts.about.roleMembers}
        </h2>
        <ExploreStatus state={members} retry={retry} emptyText={i18n.ts.about.roleNoMembers} />
        {members.kind === 'ready' && <UserRows users={members.items} label={i18n.ts.about.roleMembers} />}
      </section>
      <section className={styles.section} aria-labelledby="role-notes">
        <h2 id="role-notes" className={styles.sectionTitle}>
          {i18n.ts.about.roleNotes}
        </h2>
        {account ? (
          <NoteList
            load={loadNotes}
            reloadKey={`role:${role.id}`}
            label={i18n.ts.about.roleNotes}
            emptyText={i18n.ts.about.roleNotesEmpty}
          />
        ) : (
          <p className={styles.muted}>{i18n.ts.about.roleNotesSignIn}</p>
        )}
      </section>
    </>
  );
}
