import { IconDots, IconPlus } from '@tabler/icons-react';
import { Component, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { MenuButton, type MenuItem, useModals } from '@/ui';
import {
  addWidget,
  moveWidget,
  moveWidgetTo,
  newWidgetId,
  removeWidget,
  settingsOf,
  sizeOf,
  updateWidgetData,
} from './model';
import { findWidget, WIDGETS } from './registry';
import type { StackWidget, WidgetData, WidgetDefinition, WidgetSize } from './types';
import { useWidgetDrag } from './useWidgetDrag';
import { openWidgetSettings } from './WidgetSettingsDialog';
import styles from './Widgets.module.css';

export interface WidgetStackProps<W extends StackWidget> {
  widgets: readonly W[];
  /** Every change hands over the whole new list; the owner decides where it is kept. */
  onChange(widgets: W[]): void;
  /** Makes the entry for a new widget (the side column adds its `place`). */
  create(widget: StackWidget): W;
}

/**
 * A column of widgets with add, remove, move up and down, and settings. It knows nothing of
 * where the list is saved, so the side column and a deck column can both use it.
 */
export function WidgetStack<W extends StackWidget>({ widgets, onChange, create }: WidgetStackProps<W>) {
  const i18n = useI18n();
  const modals = useModals();
  const { api } = useAccountContext();
  const [announcement, setAnnouncement] = useState('');
  // After a move or an addition the widget's own menu button keeps (or takes) the focus, so a
  // keyboard user can go on moving it; the menu closing would otherwise leave focus behind.
  const focusAfter = useRef<string | null>(null);
  const box = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const id = focusAfter.current;
    if (!id) return;
    focusAfter.current = null;
    const target = box.current?.querySelector<HTMLElement>(
      `[data-widget-id="${CSS.escape(id)}"] [data-widget-menu-wrap] button`,
    );
    // The menu hands focus back to its button as it closes; take it after that has happened.
    requestAnimationFrame(() => target?.focus());
  });

  const titleOf = useCallback(
    (widget: StackWidget) => findWidget(widget.name)?.title(i18n) ?? widget.name,
    [i18n],
  );

  const move = (widget: W, delta: number) => {
    const next = moveWidget(widgets, widget.id, delta);
    const position = next.findIndex((entry) => entry.id === widget.id) + 1;
    focusAfter.current = widget.id;
    onChange(next);
    setAnnouncement(i18n.t('widgets.moved', { name: titleOf(widget), position, total: next.length }));
  };

  const drag = useWidgetDrag((id, overId) => {
    const next = moveWidgetTo(widgets, id, overId);
    const widget = next.find((entry) => entry.id === id);
    if (!widget) return;
    onChange(next);
    const position = next.indexOf(widget) + 1;
    setAnnouncement(i18n.t('widgets.moved', { name: titleOf(widget), position, total: next.length }));
  });

  const remove = (widget: W) => {
    onChange(removeWidget(widgets, widget.id));
    setAnnouncement(i18n.t('widgets.removed', { name: titleOf(widget) }));
  };

  const add = (definition: WidgetDefinition) => {
    const widget = create({ id: newWidgetId(), name: definition.name, data: { ...definition.defaults } });
    focusAfter.current = widget.id;
    onChange(addWidget(widgets, widget));
    setAnnouncement(i18n.t('widgets.added', { name: definition.title(i18n) }));
  };

  const configure = async (widget: W, definition: WidgetDefinition) => {
    const data = await openWidgetSettings(modals, api, definition, settingsOf(definition, widget));
    if (data) onChange(updateWidgetData(widgets, widget.id, data));
  };

  const addItems: MenuItem[] = WIDGETS.map((definition) => ({
    type: 'button',
    text: definition.title(i18n),
    action: () => add(definition),
  }));

  return (
    <div className={styles.stack} ref={box}>
      {widgets.length === 0 && <p className={styles.empty}>{i18n.ts.widgets.empty}</p>}
      {widgets.map((widget, index) => {
        const definition = findWidget(widget.name);
        const title = titleOf(widget);
        const items: MenuItem[] = [];
        if (definition?.form) {
          items.push({
            type: 'button',
            text: i18n.ts.widgets.settings,
            action: () => void configure(widget, definition),
          });
        }
        if (index > 0)
          items.push({ type: 'button', text: i18n.ts.widgets.moveUp, action: () => move(widget, -1) });
        if (index < widgets.length - 1) {
          items.push({ type: 'button', text: i18n.ts.widgets.moveDown, action: () => move(widget, 1) });
        }
        items.push({
          type: 'button',
          text: i18n.ts.widgets.remove,
          danger: true,
          action: () => remove(widget),
        });
        const headingId = `widget-${widget.id}`;
        return (
          <section
            key={widget.id}
            className={styles.widget}
            aria-labelledby={headingId}
            data-widget-id={widget.id}
            data-drop-target={drag.over === widget.id || undefined}
            // Misskey's `transparent` setting: the widget without its panel (photos, the mascot).
            data-transparent={widget.data.transparent === true || undefined}
            {...drag.target(widget.id)}
          >
            <header className={styles.header} {...drag.handle(widget.id)}>
              <h2 id={headingId} className={styles.title}>
                {title}
              </h2>
              <WidgetMenu label={i18n.t('widgets.options', { name: title })} items={items} />
            </header>
            <div
              className={styles.body}
              {...bodySize(definition && sizeOf(definition, settingsOf(definition, widget)))}
            >
              {definition ? (
                <WidgetBoundary fallback={<p className={styles.muted}>{i18n.ts.widgets.failed}</p>}>
                  <Suspense fallback={<p className={styles.muted}>{i18n.ts.loading}</p>}>
                    <WidgetBody
                      definition={definition}
                      widget={widget}
                      setData={(data) => onChange(updateWidgetData(widgets, widget.id, data))}
                    />
                  </Suspense>
                </WidgetBoundary>
              ) : (
                <p className={styles.muted}>{i18n.ts.widgets.failed}</p>
              )}
            </div>
          </section>
        );
      })}
      <MenuButton label={i18n.ts.widgets.add} items={addItems} className={styles.add}>
        <IconPlus size={16} aria-hidden />
      </MenuButton>
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}

/**
 * The body's size from the widget's definition: a fixed height its list scrolls inside, or a
 * least height kept while it loads. An unknown type takes what its line needs.
 */
function bodySize(size: WidgetSize | undefined) {
  if (!size) return {};
  return size.fit === 'fixed'
    ? { 'data-fit': 'fixed', style: { blockSize: size.height } }
    : { 'data-fit': 'min', style: { minBlockSize: size.height } };
}

function WidgetMenu({ label, items }: { label: string; items: MenuItem[] }) {
  // MenuButton names itself by hidden text; the marker lets the stack find it again after a move.
  return (
    <span data-widget-menu-wrap className={styles.menuWrap}>
      <MenuButton label={label} items={items} className={styles.menuButton}>
        <IconDots size={16} aria-hidden />
      </MenuButton>
    </span>
  );
}

function WidgetBody({
  definition,
  widget,
  setData,
}: {
  definition: WidgetDefinition;
  widget: StackWidget;
  setData(data: WidgetData): void;
}) {
  const View = definition.component;
  return <View id={widget.id} data={settingsOf(definition, widget)} setData={setData} />;
}

/** One failing widget shows a line instead of taking the whole column down. */
class WidgetBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('A widget failed', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
