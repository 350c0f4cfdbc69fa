import { describe, expect, it } from 'vitest';
import { channelTabOf } from './ChannelsPage';

describe('channel tabs', () => {
  it('picks the tab from the hash, featured by default, and keeps visitors off the account tabs', () => {
    expect(channelTabOf(undefined, true)).toBe('featured');
    expect(channelTabOf('owned', true)).toBe('owned');
    expect(channelTabOf('bogus', true)).toBe('featured');
    expect(channelTabOf('following', false)).toBe('featured');
    expect(channelTabOf('search', false)).toBe('search');
  });
});
