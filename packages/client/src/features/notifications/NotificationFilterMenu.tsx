import { IconFilter } from '@tabler/icons-react';
import { useI18n } from '@/i18n';
import { MenuButton, type MenuItem } from '@/ui';
import styles from './Notifications.module.css';
import { allTypesHidden, FILTERABLE_TYPES, withTypeShown } from './notificationFilter';

export interface NotificationFilterMenuProps {
  excluded: readonly string[];
  onChange(excluded: string[]): void;
}

/** "Filter": a checkbox per notification type (checked = shown), plus show all / hide all. */
export function NotificationFilterMenu({ excluded, onChange }: NotificationFilterMenuProps) {
  const i18n = useI18n();
  const texts = i18n.ts.notificationFilter;
  const active = FILTERABLE_TYPES.some((type) => excluded.includes(type));
  const items: MenuItem[] = [
    { type: 'button', text: texts.showAll, action: () => onChange([]) },
    { type: 'button', text: texts.hideAll, action: () => onChange(allTypesHidden()) },
    { type: 'divider' },
    { type: 'label', text: texts.typesLabel },
    ...FILTERABLE_TYPES.map(
      (type): MenuItem => ({
        type: 'switch',
        text: texts.types[type],
        checked: !excluded.includes(type),
        onChange: (shown: boolean) => onChange(withTypeShown(excluded, type, shown)),
      }),
    ),
  ];
  return (
    <MenuButton
      label={texts.button}
      items={items}
      className={active ? `${styles.filterButton} ${styles.filterActive}` : styles.filterButton}
    >
      <IconFilter size={16} aria-hidden="true" />
      <span aria-hidden="true">{texts.button}</span>
      {active && <span className="visually-hidden">{texts.active}</span>}
    </MenuButton>
  );
}
