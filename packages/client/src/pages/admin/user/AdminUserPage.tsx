import type * as Misskey from 'misskey-js';
import { useCallback, useEffect, useState } from 'react';
import { useAccount, useAccountContext } from '@/accounts';
import { apiWithDialog, callWithWaiting, describeApiError, isApiError } from '@/api';
import { formatDate, useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import type { RouteProps } from '@/router';
import { Link, useNavigate } from '@/router';
import { Button, Notice, openAlert, openConfirm, TextField, useModals, useToast } from '@/ui';
import styles from '../shell/adminList.module.css';
import own from './AdminUser.module.css';
import { UserActivity } from './UserActivity';
import { UserFiles } from './UserFiles';
import { UserIps } from './UserIps';
import { UserNotes } from './UserNotes';
import { UserRoles } from './UserRoles';
import { useUserIps } from './useUserIps';

/**
 * Plus a Misskey fork's sign-up by approval: whether the account may sign in yet and why it
 * asked to join (absent on servers without it). misskey-js types neither, nor approve-user.
 */
type AdminUserInfo = Misskey.entities.AdminShowUserResponse & {
  approved?: boolean;
  signupReason?: string | null;
};
type LooseCall = (endpoint: string, params: Record<string, unknown>) => Promise<unknown>;

/**
 * /admin/user/{userId}: what moderators know of an account and what they can do to it —
 * the moderation note, suspension, a new password, the avatar and banner, its files, its
 * roles, its notes and files, and (administrators) the addresses it used and deleting it.
 */
export function AdminUserPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.adminUser;
  const { api } = useAccountContext();
  const me = useAccount();
  const modals = useModals();
  const toast = useToast();
  const navigate = useNavigate();
  const userId = params.userId ?? '';
  const [user, setUser] = useState<Misskey.entities.UserDetailed | null>(null);
  const [info, setInfo] = useState<AdminUserInfo | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Bumped when every file is deleted, so the files list asks again.
  const [filesRound, setFilesRound] = useState(0);
  const ips = useUserIps(userId, me?.isAdmin === true);

  const reload = useCallback(async () => {
    try {
      const [shown, details] = await Promise.all([
        api.call('users/show', { userId }),
        api.call('admin/show-user', { userId }),
      ]);
      setUser(shown as Misskey.entities.UserDetailed);
      setInfo(details);
      setNote(details.moderationNote);
    } catch (e) {
      setError(isApiError(e) && e.code === 'NO_SUCH_USER' ? t.notFound : describeApiError(e, i18n).text);
    }
  }, [api, userId, i18n, t.notFound]);
  useEffect(() => {
    void reload();
  }, [reload]);

  if (error) return <Notice tone="error">{error}</Notice>;
  if (!user || !info) return <p className={styles.muted}>{i18n.ts.loading}</p>;
  // Sign-up records the address at once; a pair is kept from its first use, for 90 days.
  const signupIp = ips.find(
    (row) => Math.abs(Date.parse(row.createdAt) - Date.parse(user.createdAt)) < 60_000,
  )?.ip;

  const handle = `@${user.username}${user.host ? `@${user.host}` : ''}`;
  const call = async (endpoint: Parameters<typeof apiWithDialog>[1], done: string) => {
    await apiWithDialog(api, endpoint, { userId } as never, { modals });
    toast(done);
    await reload();
  };
  const confirmThen = async (text: string, action: () => Promise<void>) => {
    if (await openConfirm(modals, { title: handle, text, okLabel: i18n.ts.ok, cancelLabel: i18n.ts.cancel }))
      await action().catch(() => undefined);
  };
  const resetPassword = () =>
    confirmThen(t.resetPasswordConfirm, async () => {
      const { password } = await apiWithDialog(api, 'admin/reset-password', { userId }, { modals });
      await openAlert(modals, {
        title: t.newPasswordTitle,
        text: i18n.t('adminUser.newPassword', { password }),
        okLabel: i18n.ts.ok,
      });
    });
  const deleteAccount = () =>
    confirmThen(t.deleteAccountConfirm, async () => {
      await apiWithDialog(api, 'admin/delete-account', { userId }, { modals });
      toast(t.deleted);
      navigate('/admin/users');
    });
  const approve = async () => {
    const call = api.call as unknown as LooseCall;
    const done = await callWithWaiting(modals, call('admin/approve-user', { userId }), {
      endpoint: 'admin/approve-user',
    }).then(
      () => true,
      () => false,
    );
    if (!done) return;
    toast(t.approved);
    await reload();
  };
  const saveNote = async () => {
    const saved = await apiWithDialog(api, 'admin/update-user-note', { userId, text: note }, { modals }).then(
      () => true,
      () => false,
    );
    if (!saved) return;
    setInfo((current) => current && { ...current, moderationNote: note });
    toast(i18n.ts.saved);
  };

  return (
    <div className={pageStyles.page}>
      <div className={styles.header}>
        <h1 className={pageStyles.title}>{user.name || user.username}</h1>
        <Link className={styles.name} to={`/${handle}`}>
          {t.profile}
        </Link>
      </div>
      {info.isSuspended && <Notice tone="info">{t.suspendedNotice}</Notice>}
      {info.approved === false && (
        <section className={styles.panel} aria-labelledby="admin-user-approval">
          <h2 id="admin-user-approval" className={styles.panelTitle}>
            {t.awaitingApproval}
          </h2>
          <p>{t.awaitingApprovalText}</p>
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => void approve()}>
              {t.approve}
            </Button>
          </div>
        </section>
      )}

      <section className={styles.panel} aria-labelledby="admin-user-info">
        <h2 id="admin-user-info" className={styles.panelTitle}>
          {t.info}
        </h2>
        <dl className={styles.facts}>
          <dt>{i18n.ts.username}</dt>
          <dd>{handle}</dd>
          <dt>{t.email}</dt>
          <dd>{info.email ? `${info.email} (${info.emailVerified ? t.verified : t.unverified})` : t.none}</dd>
          <dt>{t.createdAt}</dt>
          <dd>{formatDate(user.createdAt, i18n.lang)}</dd>
          <dt>{t.lastActive}</dt>
          <dd>{info.lastActiveDate ? formatDate(info.lastActiveDate, i18n.lang) : t.none}</dd>
          <dt>{t.notes}</dt>
          <dd>{user.notesCount}</dd>
          <dt>{t.state}</dt>
          <dd>
            {[
              info.isSuspended ? t.suspended : info.approved === false ? t.awaitingApproval : t.active,
              info.isModerator ? t.moderator : null,
              info.isSilenced ? t.silenced : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </dd>
          {info.signupReason && (
            <>
              <dt>{t.signupReason}</dt>
              <dd className={own.reason}>{info.signupReason}</dd>
            </>
          )}
          {signupIp && (
            <>
              <dt>{t.signupIp}</dt>
              <dd>{signupIp}</dd>
            </>
          )}
          {info.signins.length > 0 && (
            <>
              <dt>{t.lastSigninIp}</dt>
              <dd>{info.signins[0]?.ip}</dd>
            </>
          )}
        </dl>
      </section>

      <section className={styles.panel} aria-labelledby="admin-user-note">
        <h2 id="admin-user-note" className={styles.panelTitle}>
          {t.moderationNote}
        </h2>
        <TextField
          label={t.moderationNote}
          value={note}
          onChange={setNote}
          multiline
          hint={t.moderationNoteHint}
        />
        <div>
          <Button onClick={() => void saveNote()} disabled={note === info.moderationNote}>
            {i18n.ts.save}
          </Button>
        </div>
      </section>

      <section className={styles.panel} aria-labelledby="admin-user-actions">
        <h2 id="admin-user-actions" className={styles.panelTitle}>
          {t.actions}
        </h2>
        <div className={styles.actions}>
          {info.isSuspended ? (
            <Button
              onClick={() =>
                void confirmThen(t.unsuspendConfirm, () => call('admin/unsuspend-user', t.unsuspended))
              }
            >
              {t.unsuspend}
            </Button>
          ) : (
            !info.isModerator && (
              <Button
                variant="danger"
                onClick={() =>
                  void confirmThen(t.suspendConfirm, () => call('admin/suspend-user', t.suspendedDone))
                }
              >
                {t.suspend}
              </Button>
            )
          )}
          {user.host === null && <Button onClick={() => void resetPassword()}>{t.resetPassword}</Button>}
          {
            <Button
              onClick={() =>
                void confirmThen(t.unsetAvatarConfirm, () => call('admin/unset-user-avatar', t.done))
              }
            >
              {t.unsetAvatar}
            </Button>
          }
          {user.bannerUrl && (
            <Button
              onClick={() =>
                void confirmThen(t.unsetBannerConfirm, () => call('admin/unset-user-banner', t.done))
              }
            >
              {t.unsetBanner}
            </Button>
          )}
          {me?.isAdmin && (
            <Button
              variant="danger"
              onClick={() =>
                void confirmThen(t.deleteFilesConfirm, async () => {
                  await call('admin/delete-all-files-of-a-user', t.done);
                  setFilesRound((r) => r + 1);
                })
              }
            >
              {t.deleteFiles}
            </Button>
          )}
          {me?.isAdmin && me.id !== user.id && (
            <Button variant="danger" onClick={() => void deleteAccount()}>
              {t.deleteAccount}
            </Button>
          )}
        </div>
      </section>

      {ips.length > 0 && <UserIps ips={ips} />}
      <UserRoles userId={userId} roles={info.roles} roleAssigns={info.roleAssigns} onChanged={reload} />
      <UserNotes userId={userId} />
      <UserFiles userId={userId} round={filesRound} />
      <UserActivity userId={userId} />
    </div>
  );
}
