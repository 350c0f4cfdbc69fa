import { describe, expect, it } from 'vitest';
import { tickerStyle } from './NoteHeader';

describe('tickerStyle', () => {
  it('puts dark text on a light instance colour and white on a dark one', () => {
    expect(tickerStyle('#86b300')).toEqual({ background: '#86b300', color: '#000' });
    expect(tickerStyle('#123')).toEqual({ background: '#112233', color: '#fff' });
  });

  it('ignores anything that is not a hex colour', () => {
    expect(tickerStyle('red; background: url(x)')).toBeUndefined();
    expect(tickerStyle(null)).toBeUndefined();
  });
});
