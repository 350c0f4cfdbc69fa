import type * as Misskey from 'misskey-js';
import { useEffect, useMemo, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { Composer } from '@/features/composer';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Link, type RouteProps } from '@/router';
import { Button, Notice } from '@/ui';
import styles from './SharePage.module.css';
import { type ShareRequest, shareRequestOf } from './shareRequest';

interface Loaded {
  reply: Misskey.entities.Note | null;
  renote: Misskey.entities.Note | null;
  files: Misskey.entities.DriveFile[];
  /** What could not be loaded (a deleted note, someone else's file): the share goes on without it. */
  problems: string[];
}

type Api = ReturnType<typeof useAccountContext>['api'];

/** Loads the notes and files the share names; each failure is reported and left out. */
async function loadShared(
  api: Api,
  request: ShareRequest,
  describe: (e: unknown) => string,
): Promise<Loaded> {
  const problems: string[] = [];
  const attempt = async <T,>(load: () => Promise<T>): Promise<T | null> => {
    try {
      return await load();
    } catch (error) {
      problems.push(describe(error));
      return null;
    }
  };
  const [reply, renote, files] = await Promise.all([
    request.replyId ? attempt(() => api.call('notes/show', { noteId: request.replyId as string })) : null,
    request.renoteId ? attempt(() => api.call('notes/show', { noteId: request.renoteId as string })) : null,
    Promise.all(request.fileIds.map((fileId) => attempt(() => api.call('drive/files/show', { fileId })))),
  ]);
  return { reply, renote, files: files.filter((f) => f !== null), problems };
}

/** A page opened by script (a share target or a share button's pop-up) may close itself. */
function canCloseWindow(): boolean {
  return window.opener !== null || window.history.length <= 1;
}

/**
 * /share (minimal layout): the composer filled from the query (title, text, url, replyId,
 * renoteId, visibility, localOnly, fileIds). After posting it says so and offers to close the
 * window, when it was opened as a share target, or to go to the timeline.
 */
export function SharePage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.sharePage;
  const { api } = useAccountContext();
  const request = useMemo(() => shareRequestOf(params), [params]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [posted, setPosted] = useState(false);

  useEffect(() => {
    let active = true;
    setLoaded(null);
    void loadShared(api, request, (error) => describeApiError(error, i18n).text).then((result) => {
      if (active) setLoaded(result);
    });
    return () => {
      active = false;
    };
  }, [api, request, i18n]);

  return (
    <div className={`${pageStyles.page} ${styles.share}`}>
      <h1 className={pageStyles.title}>{t.title}</h1>
      {loaded === null ? (
        <p className={pageStyles.muted}>{i18n.ts.loading}</p>
      ) : (
        <>
          {loaded.problems.length > 0 && (
            <Notice tone="error">
              {t.partlyMissing} {loaded.problems.join(' ')}
            </Notice>
          )}
          <Composer
            variant="inline"
            instant
            autoFocus
            freezeAfterPosted
            initialText={request.text}
            reply={loaded.reply}
            renote={loaded.renote}
            initialVisibility={request.visibility ?? undefined}
            initialLocalOnly={request.localOnly ?? undefined}
            initialFiles={loaded.files}
            onPosted={() => setPosted(true)}
          />
        </>
      )}
      {posted && (
        <div className={styles.done}>
          <Notice tone="success">{t.posted}</Notice>
          <div className={pageStyles.actions}>
            {canCloseWindow() && (
              <Button variant="primary" onClick={() => window.close()}>
                {t.close}
              </Button>
            )}
            <Link to="/" className={pageStyles.linkButton}>
              {t.goHome}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
