import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { formatDate, useI18n } from '@/i18n';
import { Notice } from '@/ui';
import { AchievementIcon, useAchievementLabel } from './AchievementBadge';
import own from './AchievementList.module.css';
import styles from './achievements.module.css';
import { playfulWords } from './catalogue';

/** A user's achievements, newest first (the page and the profile tab share it). */
export function AchievementList({ userId }: { userId: string }) {
  const i18n = useI18n();
  const { anonymousApi } = useAccountContext();
  const label = useAchievementLabel();
  const [list, setList] = useState<Misskey.entities.Achievement[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    anonymousApi.call('users/achievements', { userId }).then(
      (found) => live && setList([...found].sort((a, b) => b.unlockedAt - a.unlockedAt)),
      (e) => live && setError(describeApiError(e, i18n).text),
    );
    return () => {
      live = false;
    };
  }, [anonymousApi, userId, i18n]);
  if (error) return <Notice tone="error">{error}</Notice>;
  if (!list) return <p>{i18n.ts.loading}</p>;
  if (list.length === 0) return <p>{i18n.ts.achievements.empty}</p>;
  return (
    <ul className={styles.list} aria-label={i18n.ts.achievements.title}>
      {list.map((a) => {
        const description = playfulWords(a.name, i18n)?.description;
        return (
          <li key={a.name} className={styles.item}>
            <span className={styles.badge}>
              <AchievementIcon name={a.name} />
              <span className={own.words}>
                <span>{label(a.name)}</span>
                {description && <span className={own.description}>{description}</span>}
              </span>
            </span>
            <time className={styles.date} dateTime={new Date(a.unlockedAt).toISOString()}>
              {formatDate(a.unlockedAt, i18n.lang)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
