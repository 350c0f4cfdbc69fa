import { describe, expect, it } from 'vitest';
import { mentionsIn, usesIntenseEffects } from './intenseEffects';

describe('usesIntenseEffects', () => {
  it.each(['x2', 'x3', 'x4', 'scale', 'position', 'shake', 'twitch'])('finds $[%s …]', (name) => {
    expect(usesIntenseEffects(`hello $[${name} world]`)).toBe(true);
  });

  it('finds an effect nested inside other markup', () => {
    expect(usesIntenseEffects('**bold $[spin $[x2 big]]**')).toBe(true);
  });

  it('ignores gentle effects, plain text and code', () => {
    expect(usesIntenseEffects('$[spin round] $[fg.color=f00 red] $[tada yay]')).toBe(false);
    expect(usesIntenseEffects('just text x2 scale')).toBe(false);
    expect(usesIntenseEffects('`$[x2 not markup]`')).toBe(false);
    expect(usesIntenseEffects(null)).toBe(false);
  });
});

describe('mentionsIn', () => {
  it('lists local and remote mentions', () => {
    expect(mentionsIn('hi @alice and @bob@far.example')).toEqual([
      { username: 'alice', host: null },
      { username: 'bob', host: 'far.example' },
    ]);
  });
});
