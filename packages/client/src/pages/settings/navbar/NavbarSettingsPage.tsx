import { DndContext, type DragEndEvent, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { useEffect, useState } from 'react';
import { useI18n } from '@/i18n';
import { NAV_ENTRIES } from '@/navigation/catalogue';
import styles from '@/pages/shell/Page.module.css';
import { DEFAULT_MENU } from '@/settings';
import { Button } from '@/ui';
import { SILENT_DND } from '@/ui/silentDnd';
import general from '../GeneralSettingsPage.module.css';
import { useSaved } from '../SettingControls';
import { SettingsHeader } from '../SettingsHeader';
import { useSavedNotice } from '../useSavedNotice';
import { MoveButtons } from './MoveButtons';
import { addableEntries, addEntry, DIVIDER, moveItem, moveItemTo, removeItem } from './menuEdit';
import local from './Navbar.module.css';
import { NavbarRow } from './NavbarRow';

const dragIndex = (data: { current?: Record<string, unknown> } | undefined) =>
  typeof data?.current?.index === 'number' ? data.current.index : null;

/** Home is always first in the navigation (catalogue.ts), so the menu need not list it. */
const KNOWN_ENTRIES = Object.keys(NAV_ENTRIES).filter((id) => id !== 'home');

/**
 * /settings/navbar: the navigation's entries (the `menu` setting) in order: drag an entry by its
 * grip or move it up or down, remove it, add one or a divider, or go back to the default. The
 * navigation follows at once; each move is announced, and a keyboard move keeps the focus on the
 * button that made it.
 */
export function NavbarSettingsPage() {
  const i18n = useI18n();
  const t = i18n.ts.navbarSettings;
  const { text: savedText, announce } = useSavedNotice(i18n.ts.saved);
  const [menu, setMenu] = useSaved('menu', announce);
  const [adding, setAdding] = useState<string>(DIVIDER);
  const [status, setStatus] = useState('');
  // After a move the list re-renders: the focus follows the entry to its new place.
  const [focusAfter, setFocusAfter] = useState<string | null>(null);

  useEffect(() => {
    if (focusAfter === null) return;
    document.getElementById(focusAfter)?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const nameOf = (id: string) =>
    id === DIVIDER ? t.divider : ((i18n.ts.navigation.entries as Record<string, string>)[id] ?? id);
  const addable = addableEntries(menu, KNOWN_ENTRIES);
  const choice = adding === DIVIDER || addable.includes(adding) ? adding : DIVIDER;

  const move = (index: number, by: number) => {
    const next = moveItem(menu, index, by);
    setMenu(next);
    const to = index + by;
    setStatus(
      i18n.t('navbarSettings.moved', {
        name: nameOf(menu[index] ?? ''),
        position: to + 1,
        total: menu.length,
      }),
    );
    // At an end the button that moved it is disabled: the other one keeps the focus.
    const direction = (by < 0 && to === 0) || (by > 0 && to === menu.length - 1) ? -by : by;
    setFocusAfter(`navbar-${to}-${direction < 0 ? 'up' : 'down'}`);
  };
  // A press on the grip that moves 4 px is a drag (mouse, pen or finger). A drop is announced in
  // the page's status line (SILENT_DND); no keyboard sensor: the ↑ and ↓ buttons are the keys' way.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = dragIndex(active.data);
    const to = dragIndex(over?.data);
    if (from === null || to === null || from === to) return;
    setMenu(moveItemTo(menu, from, to));
    setStatus(
      i18n.t('navbarSettings.moved', {
        name: nameOf(menu[from] ?? ''),
        position: to + 1,
        total: menu.length,
      }),
    );
  };
  const remove = (index: number) => {
    setStatus(i18n.t('navbarSettings.removed', { name: nameOf(menu[index] ?? '') }));
    setMenu(removeItem(menu, index));
    setFocusAfter('navbar-add');
  };

  return (
    <div className={styles.page}>
      <SettingsHeader title={t.title} saved={savedText} />
      <section className={`${styles.panel} ${general.section}`} aria-labelledby="navbar-entries">
        <h2 id="navbar-entries" className={general.sectionTitle}>
          {t.entries}
        </h2>
        <p className={general.hint}>{t.intro}</p>
        <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={SILENT_DND}>
          <ol className={local.list} aria-labelledby="navbar-entries">
            {menu.map((id, index) => {
              const name = nameOf(id);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: dividers repeat; the position is the identity.
                <NavbarRow key={`${id}-${index}`} index={index}>
                  <span className={id === DIVIDER ? local.divider : local.name}>{name}</span>
                  <span className={local.buttons}>
                    <MoveButtons
                      idPrefix="navbar"
                      index={index}
                      count={menu.length}
                      name={name}
                      onMove={move}
                    />
                    <Button
                      aria-label={i18n.t('navbarSettings.remove', { name })}
                      onClick={() => remove(index)}
                    >
                      {i18n.ts.remove}
                    </Button>
                  </span>
                </NavbarRow>
              );
            })}
          </ol>
        </DndContext>
        <div className={local.add}>
          <label>
            <span>{t.addLabel}</span>
            <select
              className={general.select}
              value={choice}
              onChange={(event) => setAdding(event.target.value)}
            >
              <option value={DIVIDER}>{t.divider}</option>
              {addable.map((id) => (
                <option key={id} value={id}>
                  {nameOf(id)}
                </option>
              ))}
            </select>
          </label>
          <Button id="navbar-add" onClick={() => setMenu(addEntry(menu, choice))}>
            {t.add}
          </Button>
          <Button
            onClick={() => {
              setMenu([...DEFAULT_MENU]);
              setStatus(t.resetDone);
            }}
          >
            {t.reset}
          </Button>
        </div>
        <p role="status" className={local.visuallyHidden}>
          {status}
        </p>
      </section>
    </div>
  );
}
