import { IconChevronDown } from '@tabler/icons-react';
import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { customEmojiUrl, unicodeEmojiImage } from '@/mfm/Emoji';
import type { EmojiStyle } from '@/mfm/environment';
import { loadImagesInView } from './deferredImages';
import styles from './EmojiPicker.module.css';
import type { PickerItem } from './pickerData';

/** What every grid of one picker shares, so thousands of buttons need no props drilled in. */
export interface GridEnvironment {
  emojiStyle: EmojiStyle;
  columns: number;
  /** Called after a grid renders its buttons: the panel keeps one of them in the Tab order. */
  onGridRendered(): void;
}

export const GridContext = createContext<GridEnvironment>({
  emojiStyle: 'native',
  columns: 8,
  onGridRendered: () => {},
});

/** Grids this small render at once; bigger ones wait until they scroll near the view. */
const EAGER_ITEMS = 64;
/** Image sources we load: http(s) or a same-origin path, never javascript: or data:. */
const SAFE_SRC = /^(https?:\/\/|\/(?!\/))/i;

/** An image whose address is set once it is in view (see deferredImages.ts). */
function DeferredImage({ src }: { src: string }) {
  return <img className={styles.image} data-src={src} alt="" decoding="async" draggable={false} />;
}

/**
 * One emoji's picture. Plain elements rather than the shared EmojiGlyph: the picker may show
 * thousands at once and needs no per-glyph lookups; the button carries the accessible name.
 */
function Glyph({ item, emojiStyle }: { item: PickerItem; emojiStyle: EmojiStyle }) {
  if (item.custom) {
    const src = SAFE_SRC.test(item.custom.url)
      ? item.custom.url
      : customEmojiUrl(item.custom.name, undefined, null);
    return <DeferredImage src={src} />;
  }
  const src = unicodeEmojiImage(item.value, emojiStyle);
  if (src) return <DeferredImage src={src} />;
  return (
    <span className={styles.char} aria-hidden="true">
      {item.value}
    </span>
  );
}

/**
 * A listbox of emoji buttons. Picking happens through the panel's click handler (one for all
 * buttons, read from `data-value`), Enter and Space press the focused button.
 *
 * Only what can be seen is built at first: a lazy grid waits until it scrolls near the view,
 * and any grid longer than `eager` buttons draws the rest when its end comes near, so a
 * search keystroke or an opening builds about one screenful of buttons.
 */
export function EmojiGrid({
  items,
  label,
  lazy = true,
  eager = EAGER_ITEMS,
  imageDelay = 0,
}: {
  items: readonly PickerItem[];
  label: string;
  lazy?: boolean;
  eager?: number;
  /** Milliseconds the grid must stay before its images load (search results, while typing). */
  imageDelay?: number;
}) {
  const { emojiStyle, columns, onGridRendered } = useContext(GridContext);
  const rest = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const observable = typeof IntersectionObserver !== 'undefined';
  // The list this grid was fully drawn for: a new list (the next keystroke) starts short again.
  const [fullFor, setFullFor] = useState<readonly PickerItem[] | null>(null);
  const full = fullFor === items || !observable || items.length <= eager;
  const head = full ? items.length : lazy && items.length > EAGER_ITEMS ? 0 : eager;
  const shown = full ? items : items.slice(0, head);

  useEffect(() => {
    const element = rest.current;
    if (full || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          // The rest of a long grid is low priority: typing the next letter must not wait for it.
          startTransition(() => setFullFor(items));
          observer.disconnect();
        }
      },
      { rootMargin: '240px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [full, items]);

  useLayoutEffect(() => {
    if (shown.length > 0) onGridRendered();
  }, [shown, onGridRendered]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each new set of buttons, whose images it loads.
  useEffect(() => {
    const grid = list.current;
    return grid ? loadImagesInView(grid, grid.closest('[role="tabpanel"]'), imageDelay) : undefined;
  }, [shown, imageDelay]);

  // Keeps the scroll height honest until the remaining buttons come.
  const restRows = Math.ceil((items.length - shown.length) / columns);
  return (
    <>
      {shown.length > 0 && (
        <div ref={list} role="listbox" aria-label={label} className={styles.grid}>
          {shown.map((item) => (
            <button
              key={item.value}
              type="button"
              role="option"
              aria-selected="false"
              aria-label={item.label}
              title={item.label}
              tabIndex={-1}
              className={styles.option}
              data-emoji-option=""
              data-value={item.value}
            >
              <Glyph item={item} emojiStyle={emojiStyle} />
            </button>
          ))}
        </div>
      )}
      {!full && (
        <div
          ref={rest}
          className={styles.placeholder}
          style={{ height: `calc(${restRows} * var(--cell))` }}
        />
      )}
    </>
  );
}

/** A collapsible group of emoji (a category, a folder, a tag), with optional subfolders. */
export function EmojiSection(props: {
  title: string;
  items: readonly PickerItem[];
  defaultOpen?: boolean;
  level?: number;
  children?: ReactNode;
}) {
  const { title, items, level = 0 } = props;
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const bodyId = useId();
  return (
    <section className={styles.section} style={{ ['--level' as string]: level }}>
      <h3 className={styles.sectionHeading}>
        <button
          type="button"
          className={styles.sectionToggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          <IconChevronDown
            size={14}
            aria-hidden="true"
            className={open ? styles.chevronOpen : styles.chevron}
          />
          <span className={styles.sectionTitle}>{title}</span>
          {items.length > 0 && <span className={styles.count}>{items.length}</span>}
        </button>
      </h3>
      <div id={bodyId} hidden={!open} className={styles.sectionBody}>
        {open && items.length > 0 && <EmojiGrid items={items} label={title} />}
        {open && props.children}
      </div>
    </section>
  );
}
