import { useI18n } from '@/i18n';
import styles from './achievements.module.css';
import { achievementInfo, achievementLabel, type Tier } from './catalogue';

/** Frame colours per tier: our own artwork, a medal ring around a star. */
const FRAME: Record<Tier, { ring: string; inner: string }> = {
  bronze: { ring: '#a0612b', inner: '#e3a567' },
  silver: { ring: '#7d8790', inner: '#dde3e8' },
  gold: { ring: '#b8860b', inner: '#ffd75e' },
  platinum: { ring: '#4f7f8f', inner: '#c9f1ff' },
};

/** The medal of an achievement: a ring in its tier's colour around a star (our own SVG). */
export function AchievementIcon({ name, size = 40 }: { name: string; size?: number }) {
  const i18n = useI18n();
  const { tier } = achievementInfo(name);
  const c = FRAME[tier];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      role="img"
      aria-label={i18n.t(`achievements.tier.${tier}`)}
    >
      <circle cx="20" cy="20" r="18" fill={c.inner} stroke={c.ring} strokeWidth="4" />
      <path
        d="M20 9l3.2 6.6 7.3 1-5.3 5.1 1.3 7.2L20 25.5l-6.5 3.4 1.3-7.2-5.3-5.1 7.3-1z"
        fill={c.ring}
        stroke="#fff"
        strokeWidth="1"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The achievement's name in the reader's language. */
export function useAchievementLabel(): (name: string) => string {
  const i18n = useI18n();
  return (name) => achievementLabel(name, i18n);
}

export function AchievementBadge({ name }: { name: string }) {
  const label = useAchievementLabel();
  return (
    <span className={styles.badge}>
      <AchievementIcon name={name} />
      <span>{label(name)}</span>
    </span>
  );
}
