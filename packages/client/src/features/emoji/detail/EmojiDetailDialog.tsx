import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { useNavigate } from '@/router';
import { Button, DialogFrame, type ModalController } from '@/ui';
import styles from './EmojiDetail.module.css';

type Emoji = Misskey.entities.EmojiDetailed;
type LoadState =
  | { kind: 'loading' }
  | { kind: 'loaded'; emoji: Emoji }
  | { kind: 'notFound' }
  | { kind: 'failed' };

function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Misskey answers an unknown name with a NO_SUCH_* error (or a plain 404 on some versions). */
function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, httpStatusCode } = error as { code?: unknown; httpStatusCode?: unknown };
  return (typeof code === 'string' && code.startsWith('NO_SUCH')) || httpStatusCode === 404;
}

/** Shows one of this server's custom emoji by name (spec 001 §2); resolves when closed. */
export function openEmojiDetail(modals: ModalController, name: string): Promise<void> {
  return modals
    .open<void>(({ cancel }) => <EmojiDetail name={name} onClose={cancel} />)
    .then(() => undefined);
}

export function EmojiDetail({ name, onClose }: { name: string; onClose(): void }) {
  const i18n = useI18n();
  const t = i18n.ts.reactions;
  const { api, account } = useAccountContext();
  const navigate = useNavigate();
  const [state, setState] = useState<LoadState>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    api
      .call('emoji', { name })
      .then((emoji) => live && setState({ kind: 'loaded', emoji }))
      .catch((error: unknown) => live && setState({ kind: isNotFound(error) ? 'notFound' : 'failed' }));
    return () => {
      live = false;
    };
  }, [api, name]);

  // Moderators manage emoji on F's page; it opens the editor for `?edit=`.
  const canEdit = state.kind === 'loaded' && account != null && (account.isModerator || account.isAdmin);
  const actions = (
    <>
      {canEdit && (
        <Button
          variant="secondary"
          onClick={() => {
            onClose();
            navigate(`/custom-emojis-manager?edit=${encodeURIComponent(name)}`);
          }}
        >
          {t.edit}
        </Button>
      )}
      <Button onClick={onClose}>{t.close}</Button>
    </>
  );

  return (
    <DialogFrame title={`:${name}:`} actions={actions}>
      {state.kind === 'loading' && (
        <p className={styles.muted} role="status">
          {t.loading}
        </p>
      )}
      {state.kind === 'notFound' && (
        <p className={styles.problem} role="alert">
          {i18n.t('reactions.notFound', { name })}
        </p>
      )}
      {state.kind === 'failed' && (
        <p className={styles.problem} role="alert">
          {t.loadFailed}
        </p>
      )}
      {state.kind === 'loaded' && <EmojiFacts emoji={state.emoji} origin={api.origin} />}
    </DialogFrame>
  );
}

function EmojiFacts({ emoji, origin }: { emoji: Emoji; origin: string }) {
  const i18n = useI18n();
  // Older servers may leave out fields: absent reads as none, never as a crash.
  const aliases = emoji.aliases ?? [];
  const t = i18n.ts.reactions;
  const yesNo = (value: boolean) => (value ? t.yes : t.no);
  // The image comes from this server's list; anything that is not http(s) is not loaded.
  // The fallback is on the account's server, which may not be the one serving this client.
  const src = isHttpUrl(emoji.url) ? emoji.url : `${origin}/emoji/${encodeURIComponent(emoji.name)}.webp`;
  return (
    <div className={styles.detail}>
      <div className={styles.preview}>
        <img className={styles.image} src={src} alt={`:${emoji.name}:`} />
      </div>
      <dl className={styles.facts}>
        <dt>{t.emojiName}</dt>
        <dd>{emoji.name}</dd>
        <dt>{t.aliases}</dt>
        <dd>
          {aliases.length > 0 ? (
            <ul className={styles.tags}>
              {aliases.map((alias) => (
                <li key={alias}>{alias}</li>
              ))}
            </ul>
          ) : (
            <span className={styles.muted}>{t.none}</span>
          )}
        </dd>
        <dt>{t.category}</dt>
        <dd>{emoji.category ?? <span className={styles.muted}>{t.none}</span>}</dd>
        <dt>{t.sensitive}</dt>
        <dd>{yesNo(emoji.isSensitive === true)}</dd>
        <dt>{t.localOnly}</dt>
        <dd>{yesNo(emoji.localOnly === true)}</dd>
        <dt>{t.license}</dt>
        <dd className={styles.wrap}>{emoji.license ?? <span className={styles.muted}>{t.none}</span>}</dd>
        <dt>{t.url}</dt>
        <dd className={styles.wrap}>
          {isHttpUrl(emoji.url) ? (
            <a href={emoji.url} target="_blank" rel="noopener noreferrer">
              {emoji.url}
            </a>
          ) : (
            emoji.url
          )}
        </dd>
      </dl>
    </div>
  );
}
