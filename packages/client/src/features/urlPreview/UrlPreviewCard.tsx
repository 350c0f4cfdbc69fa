import { IconPlayerPlay, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useI18n } from '@/i18n';
import { fetchSummary, type UrlSummary } from './summary';
import styles from './UrlPreview.module.css';

type State = { kind: 'loading' } | { kind: 'done'; summary: UrlSummary } | { kind: 'none' };

/** What a sandboxed player may do (Misskey's sandbox for page players). */
const PLAYER_SANDBOX = 'allow-popups allow-scripts allow-storage-access-by-user-activation allow-same-origin';

/**
 * One link's preview: a card that is the link itself, in a box of fixed height from the first
 * frame (loading, loaded or without a summary) so the timeline never moves under the reader.
 * Everything the page says is text; only http(s) URLs reach href and src (summary.ts). A page's
 * player is only loaded when asked for, sandboxed, and grows the note then, at the reader's click.
 */
export function UrlPreviewCard({ url, origin }: { url: string; origin: string }) {
  const i18n = useI18n();
  const t = i18n.ts.urlPreview;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [playing, setPlaying] = useState(false);
  // A site icon that does not load (a guessed /favicon.ico) is left out, not shown broken.
  const [iconFailed, setIconFailed] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    fetchSummary(origin, url, i18n.lang, abort.signal).then(
      (summary) => setState(summary ? { kind: 'done', summary } : { kind: 'none' }),
      () => !abort.signal.aborted && setState({ kind: 'none' }),
    );
    return () => abort.abort();
  }, [origin, url, i18n.lang]);

  const host = new URL(url).hostname;
  const summary = state.kind === 'done' ? state.summary : null;
  const thumbnail = summary && !summary.sensitive ? summary.thumbnail : null;
  const player = summary?.player.url ? summary.player : null;

  return (
    <div className={styles.preview} aria-busy={state.kind === 'loading'}>
      <a className={styles.card} href={url} target="_blank" rel="noopener noreferrer nofollow" title={url}>
        {thumbnail && (
          <img className={styles.thumbnail} src={thumbnail} alt="" loading="lazy" decoding="async" />
        )}
        <span className={styles.text}>
          <span className={styles.title}>{summary?.title ?? host}</span>
          <span className={styles.description}>
            {state.kind === 'loading' ? t.loading : (summary?.description ?? url)}
          </span>
          <span className={styles.site}>
            {summary?.icon && !iconFailed && (
              <img
                className={styles.icon}
                src={summary.icon}
                alt=""
                width={16}
                height={16}
                loading="lazy"
                onError={() => setIconFailed(true)}
              />
            )}
            {summary?.sitename ?? host}
          </span>
        </span>
      </a>
      {player && !playing && (
        <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
          <IconPlayerPlay size={16} aria-hidden />
          {t.play}
        </button>
      )}
      {player?.url && playing && (
        <div className={styles.playerBox}>
          <iframe
            className={styles.player}
            style={{
              aspectRatio: player.width && player.height ? `${player.width} / ${player.height}` : '16 / 9',
            }}
            src={player.url}
            title={i18n.t('urlPreview.playerOf', { title: summary?.title ?? host })}
            sandbox={PLAYER_SANDBOX}
            allow={player.allow.join(';')}
            allowFullScreen
          />
          <button type="button" className={styles.close} onClick={() => setPlaying(false)}>
            <IconX size={16} aria-hidden />
            {t.closePlayer}
          </button>
        </div>
      )}
    </div>
  );
}
