import { reversiMaps } from '@reversi/maps';
import { useId } from 'react';
import { useI18n } from '@/i18n';
import { Button } from '@/ui';
import styles from './Reversi.module.css';
import { BoardPreview } from './ReversiBoard';
import type { GameDetailed } from './useReversiGame';

export interface GameSettingsProps {
  game: GameDetailed;
  /** 1 or 2 when the viewer plays, null when watching. */
  seat: 1 | 2 | null;
  send: (type: string, body: unknown) => void;
}

const TIME_LIMITS = [15, 30, 60, 90, 120, 180, 3600] as const;

/** The key of a layout among the built-in boards, or null for a custom one. */
function mapIdOf(map: readonly string[]): string | null {
  const text = map.join('\n');
  return reversiMaps.find((m) => m.data.join('\n') === text)?.id ?? null;
}

/**
 * The rules before the start, edited by either player live (each change goes to the other at
 * once); a player who said ready can change nothing until they take it back, as the server holds.
 */
export function GameSettings({ game, seat, send }: GameSettingsProps) {
  const i18n = useI18n();
  const t = i18n.ts.reversi;
  const id = useId();
  const myReady = seat === 1 ? game.user1Ready : seat === 2 ? game.user2Ready : false;
  const locked = seat === null || myReady || game.isEnded;
  const irregularLocked = locked || game.noIrregularRules;
  const update = (key: string, value: unknown) => send('updateSettings', { key, value });
  const mapId = mapIdOf(game.map);
  const categories = [...new Set(reversiMaps.map((m) => m.category))];
  const userName = (user: GameDetailed['user1']) => user.name ?? user.username;

  return (
    <section className={styles.settings} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t.settings}
      </h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-map`}>{t.boardChoice}</label>
        <div className={styles.mapRow}>
          <select
            id={`${id}-map`}
            value={mapId ?? ''}
            disabled={irregularLocked}
            onChange={(event) => {
              const chosen = reversiMaps.find((m) => m.id === event.target.value);
              if (chosen) update('map', [...chosen.data]);
            }}
          >
            {mapId === null && <option value="">{t.customBoard}</option>}
            {categories.map((category) => (
              <optgroup key={category} label={category}>
                {reversiMaps
                  .filter((m) => m.category === category)
                  .map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
          <BoardPreview map={game.map} />
        </div>
      </div>
      <fieldset className={styles.field} disabled={locked}>
        <legend>{t.blackPlayer}</legend>
        {(['random', '1', '2'] as const).map((bw) => (
          <label key={bw} className={styles.check}>
            <input
              type="radio"
              name={`${id}-bw`}
              checked={game.bw === bw}
              onChange={() => update('bw', bw)}
            />
            {bw === 'random' ? t.random : userName(bw === '1' ? game.user1 : game.user2)}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.field} disabled={irregularLocked}>
        <legend>{t.rules}</legend>
        {(['isLlotheo', 'canPutEverywhere', 'loopedBoard'] as const).map((key) => (
          <label key={key} className={styles.check}>
            <input
              type="checkbox"
              checked={game[key]}
              onChange={(event) => update(key, event.target.checked)}
            />
            {t[key]}
          </label>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-time`}>{t.timeLimit}</label>
        <select
          id={`${id}-time`}
          value={game.timeLimitForEachTurn}
          disabled={locked}
          onChange={(event) => update('timeLimitForEachTurn', Number(event.target.value))}
        >
          {[...new Set([...TIME_LIMITS, game.timeLimitForEachTurn])]
            .sort((a, b) => a - b)
            .map((seconds) => (
              <option key={seconds} value={seconds}>
                {i18n.t('reversi.seconds', { seconds })}
              </option>
            ))}
        </select>
      </div>
      <ul className={styles.readyList}>
        {([1, 2] as const).map((n) => {
          const user = n === 1 ? game.user1 : game.user2;
          const ready = n === 1 ? game.user1Ready : game.user2Ready;
          return (
            <li key={n}>
              {i18n.t(ready ? 'reversi.playerReady' : 'reversi.playerNotReady', { user: userName(user) })}
            </li>
          );
        })}
      </ul>
      {game.user1Ready && game.user2Ready && <p>{t.starting}</p>}
      {seat !== null && !game.isEnded && (
        <div className={styles.actions}>
          <Button variant={myReady ? 'secondary' : 'primary'} onClick={() => send('ready', !myReady)}>
            {myReady ? t.notReady : t.ready}
          </Button>
          <Button onClick={() => send('cancel', {})}>{t.leave}</Button>
        </div>
      )}
    </section>
  );
}
