import type { ReactNode, Ref } from 'react';
import type { TextKey } from '@/i18n';
import { useI18n } from '@/i18n';
import { Link } from '@/router';
import pageStyles from './Page.module.css';
import styles from './SectionFrame.module.css';

type FrameProps = {
  /** The area's index (/settings, /admin): the list alone on a narrow screen. */
  index: boolean;
  /** The area's name, the index's heading. */
  title: string;
  /** The side column's accessible name. */
  sideLabel: string;
  /** What the side column holds: the list of pages (and the settings search). */
  side: ReactNode;
  /** Beside the list on a wide screen, when no page is open. */
  indexHint: string;
  /** The index's path and the words of the link back to it on a narrow screen. */
  backTo: string;
  backLabel: string;
  mainRef?: Ref<HTMLDivElement>;
  children?: ReactNode;
};

/**
 * The frame of an area with many pages (settings, the control panel): on a wide screen the
 * list of pages beside the page; on a narrow one the index is the list and each page has a
 * link back to it. A container query on the frame's own width decides, so a narrow deck
 * column gets the phone layout too.
 */
export function SectionFrame(props: FrameProps) {
  const { index, side, children } = props;
  return (
    <div className={styles.frame} data-index={index ? '' : undefined}>
      <div className={styles.layout}>
        <aside className={styles.side} aria-label={props.sideLabel}>
          {index && <h1 className={`${pageStyles.title} ${styles.indexTitle}`}>{props.title}</h1>}
          {side}
        </aside>
        <div className={styles.main} ref={props.mainRef}>
          {index ? (
            <p className={styles.indexHint}>{props.indexHint}</p>
          ) : (
            <Link to={props.backTo} className={styles.back}>
              {props.backLabel}
            </Link>
          )}
          {children}
        </div>
      </div>
    </div>
  );
}

export type SectionGroup = { title: TextKey; pages: readonly { path: string; label: TextKey }[] };

/** The pages of an area in their groups, the current one marked. */
export function SectionNav({
  label,
  groups,
  current,
  badges,
}: {
  label: string;
  groups: readonly SectionGroup[];
  current?: string;
  /** A count after a page's name (shown text, and what a screen reader hears), by path. */
  badges?: Readonly<Record<string, { text: string; spoken: string }>>;
}) {
  const i18n = useI18n();
  return (
    <nav className={styles.nav} aria-label={label}>
      {groups.map((group) => {
        if (group.pages.length === 0) return null;
        const title = i18n.t(group.title);
        return (
          <section key={group.title} className={styles.group} aria-label={title}>
            <h2 className={styles.groupTitle}>{title}</h2>
            <ul className={styles.list}>
              {group.pages.map((page) => (
                <li key={page.path}>
                  <Link
                    to={page.path}
                    className={styles.link}
                    aria-current={current === page.path ? 'page' : undefined}
                  >
                    {i18n.t(page.label)}
                    {badges?.[page.path] && (
                      <>
                        <span className={styles.badge} aria-hidden="true">
                          {badges[page.path]?.text}
                        </span>
                        <span className="visually-hidden"> {badges[page.path]?.spoken}</span>
                      </>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
