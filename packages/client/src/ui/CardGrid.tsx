import type { CSSProperties, ReactNode } from 'react';
import { Link } from '@/router';
import styles from './CardGrid.module.css';

/**
 * A list of cards in as many columns as fit. Small cells (160 px and up: two a row on a phone)
 * suit pictures; large ones (240 px and up) suit banners with a line or two of text.
 */
export function CardGrid({
  size = 'large',
  label,
  children,
}: {
  size?: 'small' | 'large';
  /** The list's accessible name, when the page shows more than one list or none says what it is. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <ul className={`${styles.grid} ${size === 'small' ? styles.small : styles.large}`} aria-label={label}>
      {children}
    </ul>
  );
}

export interface CardProps {
  /** Where the title leads: the title is the card's one link for keyboards and screen readers. */
  to: string;
  title: ReactNode;
  titleDir?: 'auto';
  /** A picture (an img fills the box) or what stands in for it, above the title. */
  media?: ReactNode;
  mediaRatio?: '4 / 1' | '3 / 1' | '4 / 3';
  /** A colour down the start edge (any CSS colour), for items that carry one of their own. */
  edge?: string;
  /** An article inside the list item, for cards that are documents of their own. */
  article?: boolean;
  /** Lines under the title: CardText, CardFacts. */
  children?: ReactNode;
}

/** One item of a CardGrid. */
export function Card({
  to,
  title,
  titleDir,
  media,
  mediaRatio = '4 / 3',
  edge,
  article,
  children,
}: CardProps) {
  const Frame = article ? 'article' : 'div';
  return (
    <li className={styles.cell}>
      <Frame
        className={edge ? `${styles.card} ${styles.edged}` : styles.card}
        style={edge ? ({ '--card-edge': edge } as CSSProperties) : undefined}
      >
        {media != null && (
          <div className={styles.media} style={{ aspectRatio: mediaRatio }}>
            {media}
          </div>
        )}
        <div className={styles.body}>
          <Link to={to} className={styles.title} dir={titleDir}>
            {title}
          </Link>
          {children}
        </div>
      </Frame>
    </li>
  );
}

/** A paragraph cut to two lines. */
export function CardText({ children, dir }: { children: ReactNode; dir?: 'auto' }) {
  return (
    <p className={styles.text} dir={dir}>
      {children}
    </p>
  );
}

/** A muted line of short facts (counts, author, badges), wrapping as needed. */
export function CardFacts({ children }: { children: ReactNode }) {
  return <p className={styles.facts}>{children}</p>;
}

/** A small outlined mark in a line of facts. */
export function CardBadge({ children }: { children: ReactNode }) {
  return <span className={styles.badge}>{children}</span>;
}
