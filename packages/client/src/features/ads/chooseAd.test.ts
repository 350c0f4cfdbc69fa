import { describe, expect, it } from 'vitest';
import { chooseAd, type MetaAd, runsOn, showsAds } from './chooseAd';

function ad(id: string, fields: Partial<MetaAd> = {}): MetaAd {
  return {
    id,
    url: `https://example.com/${id}`,
    imageUrl: `https://example.com/${id}.png`,
    place: 'horizontal',
    ratio: 1,
    dayOfWeek: 0,
    ...fields,
  };
}

// 2026-11-26 is a Thursday (getDay() 4), at noon so every time zone agrees.
const thursday = new Date(2026, 10, 26, 12);
const wide = ['horizontal', 'horizontal-big'];

/** How often each ad is chosen for evenly spread random numbers. */
function shares(ads: MetaAd[], muted: string[] = [], steps = 1000): Record<string, number> {
  const counts: Record<string, number> = {};
  for (let i = 0; i < steps; i++) {
    const chosen = chooseAd(ads, wide, muted, thursday, () => (i + 0.5) / steps);
    const key = chosen?.id ?? 'none';
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe('chooseAd', () => {
  it('chooses by ratio', () => {
    expect(shares([ad('a', { ratio: 1 }), ad('b', { ratio: 3 })])).toEqual({ a: 250, b: 750 });
  });

  it('keeps to the preferred places, falling back to square ones', () => {
    const square = ad('sq', { place: 'square' });
    const vertical = ad('v', { place: 'vertical' });
    expect(shares([square, vertical, ad('h')])).toEqual({ h: 1000 });
    expect(shares([square, vertical])).toEqual({ sq: 1000 });
    expect(chooseAd([vertical], wide, [], thursday)).toBeNull();
  });

  it('shows a ratio-0 ad only when no other one is left', () => {
    expect(shares([ad('zero', { ratio: 0 }), ad('b')])).toEqual({ b: 1000 });
    expect(shares([ad('zero', { ratio: 0 })])).toEqual({ zero: 1000 });
  });

  it('treats an ad the reader muted as ratio 0', () => {
    expect(shares([ad('a', { ratio: 5 }), ad('b')], ['a'])).toEqual({ b: 1000 });
    // All muted: they still take turns rather than leaving a hole.
    expect(shares([ad('a'), ad('b')], ['a', 'b'])).toEqual({ a: 500, b: 500 });
  });

  it('keeps to the ad’s days of the week', () => {
    const thursdays = ad('thu', { dayOfWeek: 1 << 4 });
    const weekend = ad('we', { dayOfWeek: (1 << 0) | (1 << 6) });
    expect(runsOn(thursdays, thursday)).toBe(true);
    expect(runsOn(weekend, thursday)).toBe(false);
    expect(shares([thursdays, weekend])).toEqual({ thu: 1000 });
  });

  it('never shows an ad whose link or picture is not http(s)', () => {
    expect(chooseAd([ad('x', { url: 'javascript:alert(1)' })], wide, [], thursday)).toBeNull();
    expect(chooseAd([ad('y', { imageUrl: 'data:image/png;base64,AA' })], wide, [], thursday)).toBeNull();
  });
});

describe('showsAds', () => {
  it('hides ads from canHideAds holders unless they force them on', () => {
    expect(showsAds(undefined, false)).toBe(true);
    expect(showsAds(false, false)).toBe(true);
    expect(showsAds(true, false)).toBe(false);
    expect(showsAds(true, true)).toBe(true);
  });
});
