import { IconHeart, IconHeartOff, IconIcons, IconPlanet, IconPlanetOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useI18n } from '@/i18n';
import { MenuButton, type MenuItem } from '@/ui';
import type { ReactionAcceptance } from '../types';
import styles from './form.module.css';

const VALUES: { value: ReactionAcceptance; key: NonNullable<ReactionAcceptance> | 'all'; icon: ReactNode }[] =
  [
    { value: null, key: 'all', icon: <IconIcons size={18} aria-hidden="true" /> },
    {
      value: 'likeOnlyForRemote',
      key: 'likeOnlyForRemote',
      icon: <IconPlanet size={18} aria-hidden="true" />,
    },
    {
      value: 'nonSensitiveOnly',
      key: 'nonSensitiveOnly',
      icon: <IconHeartOff size={18} aria-hidden="true" />,
    },
    {
      value: 'nonSensitiveOnlyForLocalLikeOnlyForRemote',
      key: 'nonSensitiveOnlyForLocalLikeOnlyForRemote',
      icon: <IconPlanetOff size={18} aria-hidden="true" />,
    },
    { value: 'likeOnly', key: 'likeOnly', icon: <IconHeart size={18} aria-hidden="true" /> },
  ];

/** The icon of the current value: the button shows it, and the toolbar's More tools menu. */
export function reactionAcceptanceIcon(value: ReactionAcceptance): ReactNode {
  return (VALUES.find((entry) => entry.value === value) ?? VALUES[0])?.icon;
}

/** The five values as radio items, for this button's menu and the More tools menu. */
export function reactionAcceptanceItems(
  value: ReactionAcceptance,
  onChange: (value: ReactionAcceptance) => void,
  names: Record<NonNullable<ReactionAcceptance> | 'all', string>,
): MenuItem[] {
  return VALUES.map((entry) => ({
    type: 'radioOption',
    text: names[entry.key],
    checked: entry.value === value,
    action: () => onChange(entry.value),
  }));
}

/** The five reaction-acceptance values as a radio menu. */
export function ReactionAcceptanceButton({
  value,
  onChange,
}: {
  value: ReactionAcceptance;
  onChange(value: ReactionAcceptance): void;
}) {
  const i18n = useI18n();
  const t = i18n.ts.composer;
  const items = reactionAcceptanceItems(value, onChange, t.reactionAcceptanceValues);
  return (
    <MenuButton label={t.reactionAcceptance} items={items} className={styles.tool}>
      {reactionAcceptanceIcon(value)}
    </MenuButton>
  );
}
