import { useEffect, useRef, useState } from 'react';

const SAVED_NOTICE_MS = 2_500;

/** "Saved" in a polite live region after each change; cleared first so a second save is announced again. */
export function useSavedNotice(savedText: string) {
  const [text, setText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const announce = () => {
    clearTimeout(timer.current);
    setText('');
    timer.current = setTimeout(() => {
      setText(savedText);
      timer.current = setTimeout(() => setText(''), SAVED_NOTICE_MS);
    }, 50);
  };
  return { text, announce };
}
