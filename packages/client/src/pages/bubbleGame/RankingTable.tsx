import type { entities } from 'misskey-js';
import { useI18n } from '@/i18n';
import styles from './BubbleGamePage.module.css';

export interface RankingRow {
  id: string;
  score: number;
  user?: entities.UserLite;
}

/** The week's best scores of a mode as a table; the signed-in player's rows are marked. */
export function RankingTable({ rows, myId }: { rows: readonly RankingRow[]; myId: string | undefined }) {
  const i18n = useI18n();
  const t = i18n.ts.bubbleGame;
  if (rows.length === 0) return <p className={styles.muted}>{t.rankingEmpty}</p>;
  return (
    <table className={styles.ranking}>
      <caption>{t.ranking}</caption>
      <thead>
        <tr>
          <th scope="col">{t.rank}</th>
          <th scope="col">{t.player}</th>
          <th scope="col">{t.score}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={row.id} className={row.user?.id === myId ? styles.mine : undefined}>
            <td>{i + 1}</td>
            <td>{row.user ? `${row.user.name ?? row.user.username} (@${row.user.username})` : '—'}</td>
            <td>{row.score}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
