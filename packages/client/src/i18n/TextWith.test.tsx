import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextWith } from './TextWith';

describe('TextWith', () => {
  it('puts elements in place of placeholders, each isolated, and leaves unknown ones visible', () => {
    const { container } = render(
      <h1>
        <TextWith text="{name}'s followers ({other})" values={{ name: <img alt="🌅" src="x.png" /> }} />
      </h1>,
    );
    expect(container.querySelector('h1')?.innerHTML).toBe(
      '<bdi><img alt="🌅" src="x.png"></bdi>\'s followers ({other})',
    );
  });
});
