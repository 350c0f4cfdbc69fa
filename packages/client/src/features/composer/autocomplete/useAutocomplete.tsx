import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useAccountContext } from '@/accounts';
import { safeThumbnailUrl as safeImageUrl } from '@/features/drive';
import { useI18n } from '@/i18n';
import { UserName } from '@/users/UserName';
import styles from './Autocomplete.module.css';
import { caretPosition } from './caretPosition';
import { type EmojiSuggestionSource, fetchSuggestions, type Suggestion } from './suggestions';
import { applyCompletion, type CompletionToken, detectToken } from './token';

export interface AutocompleteOptions {
  /** Emoji suggestions, once emoji data exists; without it `:` completes nothing. */
  emoji?: EmojiSuggestionSource;
}

const FETCH_DELAY_MS = 150;

function sameToken(a: CompletionToken | null, b: CompletionToken | null): boolean {
  return a?.kind === b?.kind && a?.start === b?.start && a?.query === b?.query;
}

/**
 * Suggestions while typing mentions, hashtags (and emoji codes when a source is given) in the
 * composer's textarea. The list is a listbox tied to the textarea by aria-activedescendant, so
 * focus stays in the text while Up/Down choose, Enter/Tab insert and Esc dismisses.
 */
export function useAutocomplete(
  textarea: RefObject<HTMLTextAreaElement | null>,
  text: string,
  setText: (text: string, caret: number) => void,
  options: AutocompleteOptions = {},
): { element: ReactNode; onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): boolean } {
  const i18n = useI18n();
  const { api, account } = useAccountContext();
  const listId = useId();
  const [caret, setCaret] = useState<number | null>(null);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<CompletionToken | null>(null);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);

  // The caret moves without the text changing (arrows, clicks): follow the textarea itself.
  // Never on the native `input` event: a state update there re-renders the controlled textarea
  // before React's onChange has run, which would put the old value back and drop the keystroke.
  useEffect(() => {
    const element = textarea.current;
    if (!element) return;
    const update = () => setCaret(document.activeElement === element ? element.selectionStart : null);
    const events = ['keyup', 'click', 'focus', 'select'] as const;
    for (const name of events) element.addEventListener(name, update);
    const onBlur = () => setCaret(null);
    element.addEventListener('blur', onBlur);
    return () => {
      for (const name of events) element.removeEventListener(name, update);
      element.removeEventListener('blur', onBlur);
    };
  }, [textarea]);
  // After the text changed (typed, pasted, set by the form), read where the caret ended up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new text on purpose.
  useLayoutEffect(() => {
    const element = textarea.current;
    if (element && document.activeElement === element) setCaret(element.selectionStart);
  }, [text, textarea]);

  const detected = caret === null || !account ? null : detectToken(text, Math.min(caret, text.length));
  const token = detected && !sameToken(detected, dismissed) ? detected : null;
  const tokenKey = token ? `${token.kind}:${token.start}:${token.query}` : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: tokenKey stands for the token.
  useEffect(() => {
    if (!token) {
      setItems([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      fetchSuggestions(token, api, {
        emoji: options.emoji,
        recentlyUsed: i18n.ts.composerParts.hashtagFromHistory,
      })
        .then((found) => {
          if (!current) return;
          setItems(found);
          setActive(0);
        })
        .catch(() => current && setItems([]));
    }, FETCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [tokenKey, api, options.emoji]);

  const open = token !== null && items.length > 0;

  const tokenStart = token?.start ?? null;
  useLayoutEffect(() => {
    const element = textarea.current;
    if (!open || !element || tokenStart === null) {
      setPosition(null);
      return;
    }
    const at = caretPosition(element, tokenStart);
    const next = { left: at.left, top: at.top + at.height };
    // Only a real move re-renders; an equal object would loop.
    setPosition((current) =>
      current && current.left === next.left && current.top === next.top ? current : next,
    );
  }, [open, tokenStart, textarea]);

  const optionId = (index: number) => `${listId}-option-${index}`;

  // A popover sits in the top layer, so the list shows above a composer inside a modal dialog.
  const list = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || typeof element.showPopover !== 'function') return;
    try {
      if (!element.matches(':popover-open')) element.showPopover();
    } catch {
      // Without popover support the list still shows, fixed over the page.
    }
  });

  // Placed at the caret, the list ran off the right edge of a phone; keep it on screen.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || !position) return;
    const margin = 8;
    const width = element.getBoundingClientRect().width;
    const left = Math.max(margin, Math.min(position.left, window.innerWidth - width - margin));
    element.style.left = `${left}px`;
  });

  // The textarea belongs to the form; the ARIA link to the list is set on it directly.
  useEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.setAttribute('aria-autocomplete', 'list');
    if (open) {
      element.setAttribute('aria-controls', listId);
      element.setAttribute('aria-activedescendant', optionId(active));
    } else {
      element.removeAttribute('aria-controls');
      element.removeAttribute('aria-activedescendant');
    }
  });

  const pendingCaret = useRef<{ text: string; caret: number } | null>(null);
  useLayoutEffect(() => {
    const pending = pendingCaret.current;
    const element = textarea.current;
    if (!pending || !element || element.value !== text) return;
    pendingCaret.current = null;
    if (text !== pending.text) return;
    element.setSelectionRange(pending.caret, pending.caret);
    setCaret(pending.caret);
  }, [text, textarea]);

  const choose = useCallback(
    (suggestion: Suggestion) => {
      if (!token) return;
      const next = applyCompletion(text, token, suggestion.insertion);
      setItems([]);
      // The caret goes after the insertion in the same commit as the new text (the layout
      // effect below). A frame later was too late: a fast typist's next key landed at the old
      // caret, and the caret was then moved back behind it.
      pendingCaret.current = next;
      setText(next.text, next.caret);
      textarea.current?.focus();
    },
    [token, text, setText, textarea],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open) return false;
    // Keys pressed while an input method composes text belong to the input method.
    if (event.nativeEvent.isComposing) return false;
    switch (event.key) {
      case 'ArrowDown':
        setActive((index) => (index + 1) % items.length);
        break;
      case 'ArrowUp':
        setActive((index) => (index - 1 + items.length) % items.length);
        break;
      case 'Enter':
      case 'Tab': {
        if (event.shiftKey || event.ctrlKey || event.metaKey || event.altKey) return false;
        const suggestion = items[active];
        if (!suggestion) return false;
        choose(suggestion);
        break;
      }
      case 'Escape':
        setDismissed(token);
        setItems([]);
        break;
      default:
        return false;
    }
    event.preventDefault();
    return true;
  };

  const element =
    open && position && typeof document !== 'undefined'
      ? createPortal(
          <div
            ref={list}
            id={listId}
            popover="manual"
            role="listbox"
            aria-label={i18n.ts.composerParts.suggestions}
            className={styles.list}
            style={{ left: position.left, top: position.top }}
          >
            {items.map((item, index) => {
              const image = safeImageUrl(item.imageUrl);
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the textarea, which keeps focus (aria-activedescendant).
                <div
                  key={item.key}
                  id={optionId(index)}
                  role="option"
                  // Focus stays in the textarea (aria-activedescendant); -1 keeps options out of Tab.
                  tabIndex={-1}
                  aria-selected={index === active}
                  className={styles.option}
                  // mousedown would blur the textarea and close the list before the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(item)}
                >
                  {image && (
                    <img
                      src={image}
                      alt=""
                      className={item.imageKind === 'emoji' ? styles.emojiImage : styles.image}
                    />
                  )}
                  <span className={styles.label}>{item.label}</span>
                  {item.detailUser ? (
                    <span className={styles.detail}>
                      <UserName user={item.detailUser} />
                    </span>
                  ) : (
                    item.detail && <span className={styles.detail}>{item.detail}</span>
                  )}
                </div>
              );
            })}
          </div>,
          document.body,
        )
      : null;

  return { element, onKeyDown };
}
