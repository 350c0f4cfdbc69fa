import { describe, expect, it } from 'vitest';
import { Mfm } from './Mfm';
import { renderInApp } from './testing';

// advancedMfm (issue 22): Misskey's switch for the effects that resize, move or animate text.

const TEXT = '$[x2 big] $[x4 huge] $[position.x=3 moved] $[scale.x=4 wide] $[spin round] $[fg.color=f00 red]';

describe('Mfm: the advanced MFM setting', () => {
  it('shows size, position, scale and motion effects by default', () => {
    const { container } = renderInApp(<Mfm text={TEXT} />);
    for (const name of ['x2', 'x4', 'position', 'scale', 'spin', 'fg']) {
      expect(container.querySelector(`[data-mfm-fn="${name}"]`), name).not.toBeNull();
    }
  });

  it('off, renders their text without the effect; colours and the like stay', () => {
    const { container } = renderInApp(<Mfm text={TEXT} />, { settings: { advancedMfm: false } });
    for (const name of ['x2', 'x4', 'position', 'scale', 'spin']) {
      expect(container.querySelector(`[data-mfm-fn="${name}"]`), name).toBeNull();
    }
    expect(container.textContent).toBe('big huge moved wide round red');
    expect(container.querySelector('[data-mfm-fn="fg"]')?.textContent).toBe('red');
  });
});
