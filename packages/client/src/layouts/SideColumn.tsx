import { useCallback } from 'react';
import { type StackWidget, WidgetStack } from '@/features/widgets';
import { useI18n } from '@/i18n';
import { useSetting, type WidgetSetting } from '@/settings';
import styles from './SideColumn.module.css';

/**
 * The side column of the wide layouts: the user's widgets from the `widgets` setting (saved
 * with the account, as Misskey keeps them). Like Misskey's right column it shows the widgets
 * placed 'right' or nowhere in particular; those placed 'left' stay in the list untouched.
 */
export function SideColumn() {
  const i18n = useI18n();
  const [all, setAll] = useSetting('widgets');
  const mine = all.filter((widget) => widget.place !== 'left');
  const change = useCallback(
    (next: WidgetSetting[]) => setAll([...all.filter((widget) => widget.place === 'left'), ...next]),
    [all, setAll],
  );
  const create = useCallback((widget: StackWidget): WidgetSetting => ({ ...widget, place: 'right' }), []);
  return (
    <aside className={styles.column} aria-label={i18n.ts.navigation.sideColumn}>
      <WidgetStack widgets={mine} onChange={change} create={create} />
    </aside>
  );
}
