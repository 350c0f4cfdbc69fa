import { expect } from 'vitest';

/**
 * The few DOM matchers the component tests use (@testing-library/jest-dom is not a dependency).
 */
function describedText(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids
    .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

function matchText(actual: string, expected: string | RegExp): boolean {
  return typeof expected === 'string' ? actual.includes(expected) : expected.test(actual);
}

function isDisabled(element: Element): boolean {
  return (element as HTMLButtonElement).disabled === true || element.getAttribute('aria-disabled') === 'true';
}

expect.extend({
  toBeDisabled(received: Element) {
    return {
      pass: isDisabled(received),
      message: () => `expected element ${this.isNot ? 'not ' : ''}to be disabled`,
    };
  },
  toBeEnabled(received: Element) {
    return {
      pass: !isDisabled(received),
      message: () => `expected element ${this.isNot ? 'not ' : ''}to be enabled`,
    };
  },
  toHaveTextContent(received: Element, expected: string | RegExp) {
    const text = received.textContent ?? '';
    return {
      pass: matchText(text, expected),
      message: () => `expected "${text}" to contain ${String(expected)}`,
    };
  },
  toHaveValue(received: HTMLInputElement, expected: string) {
    return {
      pass: received.value === expected,
      message: () => `expected value "${received.value}" to be "${expected}"`,
    };
  },
  toHaveFocus(received: Element) {
    const active = received.ownerDocument.activeElement;
    return {
      pass: active === received,
      message: () => `expected focus on the element, found ${active?.outerHTML}`,
    };
  },
  toHaveAccessibleDescription(received: Element, expected: string | RegExp) {
    const text = describedText(received);
    return {
      pass: matchText(text, expected),
      message: () => `expected description "${text}" to match ${String(expected)}`,
    };
  },
  toBeInTheDocument(received: Element | null) {
    return { pass: !!received?.isConnected, message: () => 'expected element to be in the document' };
  },
  toHaveAttribute(received: Element, name: string, value?: string) {
    const actual = received.getAttribute(name);
    const pass = value === undefined ? actual !== null : actual === value;
    return { pass, message: () => `expected attribute ${name}="${value ?? '*'}", found ${String(actual)}` };
  },
});

interface DomMatchers<R = unknown> {
  toBeDisabled(): R;
  toBeEnabled(): R;
  toHaveTextContent(expected: string | RegExp): R;
  toHaveValue(expected: string): R;
  toHaveFocus(): R;
  toHaveAccessibleDescription(expected: string | RegExp): R;
  toBeInTheDocument(): R;
  toHaveAttribute(name: string, value?: string): R;
}

declare module 'vitest' {
  // biome-ignore lint/suspicious/noExplicitAny: mirrors vitest's own Assertion<T = any> declaration.
  interface Assertion<T = any> extends DomMatchers<T> {}
  interface AsymmetricMatchersContaining extends DomMatchers {}
}
