import { useEffect, useState } from 'react';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { DEFAULT_TIMELINE_HEADER } from '@/settings';
import { Button } from '@/ui';
import general from '../GeneralSettingsPage.module.css';
import { MoveButtons } from '../navbar/MoveButtons';
import { moveItem } from '../navbar/menuEdit';
import local from '../navbar/Navbar.module.css';
import { useSaved } from '../SettingControls';
import { SettingsHeader } from '../SettingsHeader';
import { useSavedNotice } from '../useSavedNotice';
import { type HeaderRow, headerOf, rowsOf } from './headerEdit';

/**
 * /settings/timeline-header: which source tabs the home timeline shows (the `timelineHeader`
 * setting) and in what order. A hidden tab keeps its place in this list until the page is left;
 * the home header follows each change at once.
 */
export function TimelineHeaderSettingsPage() {
  const i18n = useI18n();
  const t = i18n.ts.timelineHeaderSettings;
  const { text: savedText, announce } = useSavedNotice(i18n.ts.saved);
  const [header, setHeader] = useSaved('timelineHeader', announce);
  const [rows, setRows] = useState<HeaderRow[]>(() => rowsOf(header));
  const [status, setStatus] = useState('');
  const [focusAfter, setFocusAfter] = useState<string | null>(null);

  useEffect(() => {
    if (focusAfter === null) return;
    document.getElementById(focusAfter)?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const save = (next: HeaderRow[]) => {
    setRows(next);
    setHeader(headerOf(next, header));
  };
  const nameOf = (row: HeaderRow) => i18n.ts.timelines.sources[row.id];
  const move = (index: number, by: number) => {
    const to = index + by;
    const row = rows[index];
    if (!row) return;
    save(moveItem(rows, index, by));
    setStatus(i18n.t('navbarSettings.moved', { name: nameOf(row), position: to + 1, total: rows.length }));
    const direction = (by < 0 && to === 0) || (by > 0 && to === rows.length - 1) ? -by : by;
    setFocusAfter(`tlheader-${to}-${direction < 0 ? 'up' : 'down'}`);
  };

  return (
    <div className={styles.page}>
      <SettingsHeader title={t.title} saved={savedText} />
      <section className={`${styles.panel} ${general.section}`} aria-labelledby="tlheader-tabs">
        <h2 id="tlheader-tabs" className={general.sectionTitle}>
          {t.tabs}
        </h2>
        <p className={general.hint}>{t.intro}</p>
        <ol className={local.list} aria-labelledby="tlheader-tabs">
          {rows.map((row, index) => {
            const name = nameOf(row);
            return (
              <li key={row.id} className={local.item}>
                <label className={local.name}>
                  <input
                    type="checkbox"
                    className={general.checkbox}
                    checked={row.shown}
                    onChange={(event) =>
                      save(rows.map((r) => (r.id === row.id ? { ...r, shown: event.target.checked } : r)))
                    }
                  />{' '}
                  {name}
                </label>
                <span className={local.buttons}>
                  <MoveButtons
                    idPrefix="tlheader"
                    index={index}
                    count={rows.length}
                    name={name}
                    onMove={move}
                  />
                </span>
              </li>
            );
          })}
        </ol>
        <div className={local.add}>
          <Button
            onClick={() => {
              const next = rowsOf(DEFAULT_TIMELINE_HEADER);
              setRows(next);
              setHeader([...DEFAULT_TIMELINE_HEADER]);
              setStatus(i18n.ts.navbarSettings.resetDone);
            }}
          >
            {i18n.ts.navbarSettings.reset}
          </Button>
        </div>
        <p role="status" className={local.visuallyHidden}>
          {status}
        </p>
      </section>
    </div>
  );
}
