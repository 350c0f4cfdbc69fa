/**
 * Where the caret of a textarea is on screen, measured with a hidden copy of the textarea's
 * text and styles (the browser offers no API for it). Used to place the suggestion list.
 */
const COPIED = [
  'boxSizing',
  'width',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
  'borderTopWidth',
  'borderRightWidth',
  'borderBottomWidth',
  'borderLeftWidth',
  'fontFamily',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'letterSpacing',
  'lineHeight',
  'textTransform',
  'wordSpacing',
  'tabSize',
  'direction',
] as const;

export function caretPosition(
  textarea: HTMLTextAreaElement,
  caret: number,
): { left: number; top: number; height: number } {
  const rect = textarea.getBoundingClientRect();
  const style = getComputedStyle(textarea);
  const mirror = document.createElement('div');
  for (const property of COPIED) mirror.style[property] = style[property];
  mirror.style.position = 'absolute';
  mirror.style.visibility = 'hidden';
  mirror.style.whiteSpace = 'pre-wrap';
  mirror.style.overflowWrap = 'break-word';
  mirror.style.top = '0';
  mirror.style.left = '-9999px';
  mirror.textContent = textarea.value.slice(0, caret);
  const marker = document.createElement('span');
  marker.textContent = '\u200b';
  mirror.append(marker);
  document.body.append(mirror);
  const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.4 || 20;
  const left = rect.left + marker.offsetLeft - textarea.scrollLeft;
  const top = rect.top + marker.offsetTop - textarea.scrollTop;
  mirror.remove();
  return {
    left: Math.min(left, rect.right - 8),
    top: Math.min(top, rect.bottom - lineHeight),
    height: lineHeight,
  };
}
