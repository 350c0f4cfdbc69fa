import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REACTION_RIPPLE_MS } from '@/constants';
import { playReactionRipple } from './ripple';

function ripples() {
  return document.querySelectorAll('[data-testid="reaction-ripple"]');
}

describe('reaction ripple', () => {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    // Test files share one document here: a note test's reaction may have left its burst,
    // which real timers remove only after 1100 ms.
    for (const node of ripples()) node.remove();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    window.matchMedia = matchMedia;
    for (const node of ripples()) node.remove();
  });

  it('bursts around the button, hidden from assistive technology, and is gone after 1100 ms', () => {
    const button = document.createElement('button');
    document.body.append(button);
    playReactionRipple(button);
    const [ripple] = ripples();
    expect(ripple).toBeDefined();
    expect(ripple).toHaveAttribute('aria-hidden', 'true');
    expect(ripple?.children.length).toBeGreaterThan(0);
    vi.advanceTimersByTime(REACTION_RIPPLE_MS - 1);
    expect(ripples()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(ripples()).toHaveLength(0);
    expect(REACTION_RIPPLE_MS).toBe(1100);
    button.remove();
  });

  it('is skipped when the user asks for reduced motion', () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia;
    const button = document.createElement('button');
    document.body.append(button);
    expect(playReactionRipple(button)).toBeNull();
    expect(ripples()).toHaveLength(0);
    button.remove();
  });
});
