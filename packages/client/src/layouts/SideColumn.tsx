import { lazy, Suspense, useCallback } from 'react';
import { AdSlot } from '@/features/ads';
import type { StackWidget } from '@/features/widgets';
import { useI18n } from '@/i18n';
import { useSetting, type WidgetSetting } from '@/settings';
import { Button, DialogFrame, type ModalController, useCurrentDialog } from '@/ui';
import styles from './SideColumn.module.css';

/**
 * The widgets' code is a chunk of its own, loaded beside the page's: the side column is not
 * what the first note waits for (3.3 KB brotli off the start-up files).
 */
const WidgetStack = lazy(() =>
  import('@/features/widgets').then((module) => ({ default: module.WidgetStack })),
);

/**
 * The account's widgets from the `widgets` setting (saved with the account, as Misskey keeps
 * them). Like Misskey's right column it shows the widgets placed 'right' or nowhere in
 * particular; those placed 'left' stay in the list untouched.
 */
function AccountWidgets() {
  const [all, setAll] = useSetting('widgets');
  const mine = all.filter((widget) => widget.place !== 'left');
  const change = useCallback(
    (next: WidgetSetting[]) => setAll([...all.filter((widget) => widget.place === 'left'), ...next]),
    [all, setAll],
  );
  const create = useCallback((widget: StackWidget): WidgetSetting => ({ ...widget, place: 'right' }), []);
  return (
    <Suspense fallback={null}>
      <WidgetStack widgets={mine} onChange={change} create={create} />
    </Suspense>
  );
}

/** The side column of the wide layouts. */
export function SideColumn() {
  const i18n = useI18n();
  return (
    <aside className={styles.column} aria-label={i18n.ts.navigation.sideColumn}>
      <AccountWidgets />
      {/* Below the widgets, as Misskey's widget column: a square ad. */}
      <AdSlot where="side" slot="side" />
    </aside>
  );
}

/** Where there is no side column (phones), the same widgets in a sheet, as Misskey's Widgets button opens. */
export function openWidgetsDrawer(modals: ModalController): Promise<unknown> {
  return modals.open(() => <WidgetsDrawer />, { style: 'drawer' });
}

function WidgetsDrawer() {
  const i18n = useI18n();
  const { cancel } = useCurrentDialog();
  return (
    <DialogFrame title={i18n.ts.widgets.drawer} actions={<Button onClick={cancel}>{i18n.ts.close}</Button>}>
      <AccountWidgets />
    </DialogFrame>
  );
}
