import type { ReactNode } from 'react';
import { badgeText, useOpenReportCount } from '@/features/moderation';
import { useI18n } from '@/i18n';
import { useLookup } from '@/lookup';
import { Link } from '@/router';
import { MenuButton } from '@/ui';
import { isCurrentEntry, type NavEntry, type NavViewer } from './catalogue';
import styles from './Nav.module.css';
import { useLayoutMenu } from './useLayoutMenu';

export interface NavEntryControlProps {
  entry: NavEntry;
  viewer: NavViewer;
  /** The current in-app path, to mark the entry of the page on screen. */
  path: string;
  /** Labels hidden visually (an icon rail); they still name the control. */
  iconOnly: boolean;
  /** After following a link or starting an action (closes the drawer). */
  onChosen?(): void;
}

/** One navigation entry: a link to its page, or a button for its action. */
export function NavEntryControl({ entry, viewer, path, iconOnly, onChosen }: NavEntryControlProps) {
  const i18n = useI18n();
  const label = i18n.ts.navigation.entries[entry.id];
  const Icon = entry.icon;
  const hasNew = entry.hasNew?.(viewer) ?? false;
  // The control panel counts unresolved reports for moderators (a dot on an icon rail).
  const openReports = useOpenReportCount();
  const reports = entry.id === 'admin' ? openReports : null;
  const content = (
    <>
      <span className={styles.iconWrap}>
        <Icon className={styles.icon} aria-hidden="true" stroke={1.75} />
        {(hasNew || (iconOnly && reports)) && <span className={styles.dot} aria-hidden="true" />}
      </span>
      <span className={iconOnly ? 'visually-hidden' : styles.label}>{label}</span>
      {hasNew && <span className="visually-hidden"> {i18n.ts.navigation.hasNew}</span>}
      {reports && (
        <>
          {!iconOnly && (
            <span className={styles.badge} aria-hidden="true">
              {badgeText(reports)}
            </span>
          )}
          <span className="visually-hidden"> {i18n.t('adminShell.openReports', { count: reports })}</span>
        </>
      )}
    </>
  );
  // An icon rail names each control in a tooltip for sighted mouse users.
  const title = iconOnly ? label : undefined;

  if (entry.target.kind === 'link') {
    const current = isCurrentEntry(entry, path);
    return (
      <Link
        to={entry.target.to}
        className={styles.entry}
        aria-current={current ? 'page' : undefined}
        title={title}
        onClick={() => onChosen?.()}
      >
        {content}
      </Link>
    );
  }
  if (entry.target.action === 'ui') return <LayoutEntry label={label} title={title} content={content} />;
  return <LookupEntry title={title} content={content} onChosen={onChosen} />;
}

function LookupEntry({
  title,
  content,
  onChosen,
}: {
  title?: string;
  content: ReactNode;
  onChosen?(): void;
}) {
  const lookup = useLookup();
  return (
    <button
      type="button"
      className={styles.entry}
      title={title}
      onClick={() => {
        onChosen?.();
        void lookup();
      }}
    >
      {content}
    </button>
  );
}

function LayoutEntry({ label, title, content }: { label: string; title?: string; content: ReactNode }) {
  const items = useLayoutMenu();
  return (
    <span className={styles.menuHost} title={title}>
      {/* MenuButton names itself with `label`; the visible label is hidden from the name to
          avoid "Layout Layout". */}
      <MenuButton label={label} items={items} className={styles.entry}>
        <span aria-hidden="true" className={styles.contents}>
          {content}
        </span>
      </MenuButton>
    </span>
  );
}
