import type * as Misskey from 'misskey-js';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { dateTimeFormat, useI18n } from '@/i18n';
import { Link, useNavigate } from '@/router';
import { Button, openConfirm, openTextInput, TextField, useModals, useToast } from '@/ui';
import { UserName } from '@/users/UserName';
import { type DriveFile, formatBytes, isStaff } from '../mediaRules';
import { DetectionFinding } from './DetectionFinding';
import styles from './FileDetails.module.css';
import { FilePreview } from './FilePreview';
import { useDriveFile } from './useDriveFile';

type User = Misskey.entities.UserDetailed;

export interface FileDetailsProps {
  fileId: string;
  /** 'owner' is /my/drive/file/{id}; 'moderation' is /admin/file/{id} and names the owner. */
  mode: 'owner' | 'moderation';
  /** Shown under the details once the file is there (the drive page's notes carrying it). */
  footer?: ReactNode;
}

function OwnerLink({ userId }: { userId: string }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const [owner, setOwner] = useState<User | null | 'unknown'>(null);
  useEffect(() => {
    let current = true;
    api.call('users/show', { userId }).then(
      (user) => current && setOwner(user),
      () => current && setOwner('unknown'),
    );
    return () => {
      current = false;
    };
  }, [api, userId]);
  if (owner === null) return <span className={styles.muted}>…</span>;
  if (owner === 'unknown') return <span className={styles.muted}>{i18n.ts.media.unknown}</span>;
  const acct = owner.host ? `${owner.username}@${owner.host}` : owner.username;
  return (
    <Link to={`/@${acct}`} className={styles.link}>
      {owner.name?.trim() ? (
        <>
          <UserName user={owner} />{' '}
        </>
      ) : null}
      <span dir="ltr">@{acct}</span>
    </Link>
  );
}

/** The alt text editor: a cleared field saves null, so the file has no description at all. */
function AltTextForm({ file, save }: { file: DriveFile; save(comment: string | null): Promise<boolean> }) {
  const i18n = useI18n();
  const [draft, setDraft] = useState(file.comment ?? '');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await save(draft.trim() === '' ? null : draft);
    setBusy(false);
  };
  return (
    <form className={styles.altForm} onSubmit={submit}>
      <TextField label={i18n.ts.media.altText} value={draft} onChange={setDraft} multiline maxLength={512} />
      <div>
        <Button type="submit" busy={busy} disabled={draft === (file.comment ?? '')}>
          {i18n.ts.media.saveAltText}
        </Button>
      </div>
    </form>
  );
}

/** A drive file's page: what it is, and what its owner (or a moderator) may change. */
export function FileDetails({ fileId, mode, footer }: FileDetailsProps) {
  const i18n = useI18n();
  const t = i18n.ts.media;
  const modals = useModals();
  const toast = useToast();
  const navigate = useNavigate();
  const { account } = useAccountContext();
  const { state, reload, update, remove } = useDriveFile(fileId);
  const switchId = useId();
  const title = mode === 'moderation' ? t.moderationTitle : t.detailsTitle;

  if (state.kind === 'loading') return <p className={styles.muted}>{t.loading}</p>;
  if (state.kind === 'notFound' || state.kind === 'deleted') {
    return (
      <div className={styles.center}>
        <h1 className={styles.title}>{state.kind === 'deleted' ? t.deleted : t.notFound}</h1>
        {state.kind === 'notFound' && <p className={styles.muted}>{t.notFoundText}</p>}
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className={styles.center} role="alert">
        <h1 className={styles.title}>{t.failed}</h1>
        <p className={styles.muted}>{state.message}</p>
        <Button onClick={() => void reload()}>{t.retry}</Button>
      </div>
    );
  }

  const { file } = state;
  const isOwner = account?.id === file.userId;
  const canModerate = isOwner || isStaff(account);
  const { width, height } = file.properties ?? {};

  const rename = async () => {
    const answer = await openTextInput(modals, {
      title: t.renameTitle,
      label: t.newName,
      default: file.name,
      minLength: 1,
      maxLength: 256,
      okLabel: t.rename,
      cancelLabel: t.cancel,
    });
    if (answer.canceled) return;
    const name = answer.result.trim();
    if (name === '' || name === file.name) return;
    await update({ name }, t.renamed);
  };

  const confirmDelete = async () => {
    const ok = await openConfirm(modals, {
      title: i18n.t('media.deleteTitle', { name: file.name }),
      text: t.deleteText,
      okLabel: t.deleteOk,
      cancelLabel: t.cancel,
      danger: true,
    });
    if (!ok || !(await remove())) return;
    toast(t.deleted);
    // Back to where the file was opened from; a page opened directly has nowhere to go back to.
    if (window.history.length > 1) window.history.back();
    else navigate('/');
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.fileName}>{file.name}</p>
      </header>
      <FilePreview file={file} />
      <dl className={styles.facts}>
        <dt>{t.name}</dt>
        <dd>{file.name}</dd>
        <dt>{t.type}</dt>
        <dd dir="ltr">{file.type}</dd>
        <dt>{t.size}</dt>
        <dd>{formatBytes(file.size, i18n.lang)}</dd>
        {width && height ? (
          <>
            <dt>{t.dimensions}</dt>
            <dd>{i18n.t('media.dimensionsValue', { width, height })}</dd>
          </>
        ) : null}
        <dt>{t.createdAt}</dt>
        <dd>
          <time dateTime={file.createdAt}>
            {dateTimeFormat(i18n.lang, { dateStyle: 'long', timeStyle: 'short' }).format(
              new Date(file.createdAt),
            )}
          </time>
        </dd>
        {mode === 'moderation' && (
          <>
            <dt>{t.owner}</dt>
            <dd>
              <OwnerLink userId={file.userId ?? ''} />
            </dd>
            <DetectionFinding fileId={file.id} />
          </>
        )}
      </dl>
      {isOwner && (
        <AltTextForm
          key={file.comment ?? ''}
          file={file}
          save={(comment) => update({ comment }, t.altTextSaved)}
        />
      )}
      {canModerate && (
        <div className={styles.actions}>
          <label className={styles.switchRow} htmlFor={switchId}>
            <input
              id={switchId}
              type="checkbox"
              role="switch"
              className={styles.switch}
              checked={file.isSensitive}
              aria-checked={file.isSensitive}
              onChange={(event) =>
                void update(
                  { isSensitive: event.target.checked },
                  event.target.checked ? t.markedSensitive : t.unmarkedSensitive,
                )
              }
            />
            <span>{t.sensitiveSwitch}</span>
          </label>
          <div className={styles.buttons}>
            {isOwner && <Button onClick={() => void rename()}>{t.rename}</Button>}
            <Button variant="danger" onClick={() => void confirmDelete()}>
              {t.delete}
            </Button>
          </div>
        </div>
      )}
      {footer}
    </div>
  );
}
