import { afterEach, describe, expect, it } from 'vitest';
import { applyCustomCss, CUSTOM_CSS_ATTRIBUTE, isSafeMode } from './safeMode';

const owned = () => document.head.querySelectorAll(`style[${CUSTOM_CSS_ATTRIBUTE}]`);

describe('custom CSS', () => {
  afterEach(() => applyCustomCss(document, ''));

  it('knows safe mode from the query, with or without a value', () => {
    expect(isSafeMode('?safemode')).toBe(true);
    expect(isSafeMode('?a=1&safemode=true')).toBe(true);
    expect(isSafeMode('')).toBe(false);
    expect(isSafeMode('?safe=1')).toBe(false);
  });

  it('keeps one style element, last in the head, as text, and removes it when emptied', () => {
    applyCustomCss(document, 'body { color: red }');
    document.head.append(document.createElement('style'));
    applyCustomCss(document, '</style><script>x</script>');
    expect(owned()).toHaveLength(1);
    expect(document.head.lastElementChild).toBe(owned()[0]);
    expect(owned()[0]?.textContent).toBe('</style><script>x</script>');
    expect(document.head.querySelector('script')).toBeNull();
    applyCustomCss(document, '  ');
    expect(owned()).toHaveLength(0);
  });
});
