import { useEffect, useRef } from 'react';

/**
 * Whether a key press belongs to what the user is typing: a text field, a select, or
 * editable content. Hotkeys never fire there (spec 000 §4).
 */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[contenteditable=""], [contenteditable="true"]'))
    return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(
    type,
  );
}

/**
 * Whether `event` is the plain key `key` (case-insensitive for letters). Presses with Ctrl, Alt
 * or Meta belong to the browser and the system, and Shift changes a letter's meaning; a
 * symbol typed with Shift (such as '?') still matches itself.
 */
export function matchesHotkey(event: KeyboardEvent, key: string): boolean {
  if (event.ctrlKey || event.altKey || event.metaKey) return false;
  const isLetter = /^[a-z]$/i.test(key);
  if (isLetter) return !event.shiftKey && event.key.toLowerCase() === key.toLowerCase();
  return event.key === key;
}

/**
 * Runs `handler` when one of `keys` is pressed anywhere in the page, except while the user is
 * typing or holding a modifier key.
 */
export function useHotkey(keys: string | string[], handler: (event: KeyboardEvent) => void): void {
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  const list = Array.isArray(keys) ? keys.join('\n') : keys;
  useEffect(() => {
    const wanted = list.split('\n');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || isTyping(event.target)) return;
      if (!wanted.some((key) => matchesHotkey(event, key))) return;
      event.preventDefault();
      handlerRef.current(event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [list]);
}
