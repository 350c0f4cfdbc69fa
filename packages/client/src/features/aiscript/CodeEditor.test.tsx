import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeEditor } from './CodeEditor';
import { highlightedLines } from './highlightedLines';

function Editor({ initial }: { initial: string }) {
  const [code, setCode] = useState(initial);
  return <CodeEditor label="Code" value={code} onChange={setCode} hint="Tab indents" />;
}

function drawingOf(container: HTMLElement) {
  const drawing = container.querySelector('pre');
  if (!drawing) throw new Error('no drawing');
  return drawing;
}

describe('the code editor', () => {
  it('draws exactly the field’s text, coloured, after typing, Tab and paste', async () => {
    const user = userEvent.setup();
    const { container } = render(<Editor initial={'var a = 1\n'} />);
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Code' });
    const drawing = drawingOf(container);
    // Hidden from screen readers: the field itself is what they read.
    expect(drawing.getAttribute('aria-hidden')).toBe('true');

    await user.click(field);
    await user.keyboard('{Control>}{End}{/Control}if true {Enter}');
    await user.keyboard('{Tab}');
    await user.paste('<: "pasted"');
    expect(field.value).toBe('var a = 1\nif true \n  <: "pasted"');
    // One trailing line break, as a textarea draws its last (possibly empty) line.
    expect(drawing.textContent).toBe(`${field.value}\n`);

    // Once the pause is over the keyword is drawn in a theme colour of its own.
    await waitFor(
      () => {
        const keyword = [...drawing.querySelectorAll('span span')].find((span) => span.textContent === 'if');
        expect(keyword?.getAttribute('style')).toContain('--shiki-light');
      },
      { timeout: 4000 },
    );
    expect(drawing.textContent).toBe(`${field.value}\n`);
  });
});

describe('highlightedLines', () => {
  const token = (content: string) => ({ content, style: { color: 'red' } });
  const highlight = {
    code: 'one\ntwo\nthree',
    tokens: [[token('one')], [token('two')], [token('thr'), token('ee')]],
  };

  it('keeps the colours of unchanged lines and draws edited ones plain', () => {
    expect(highlightedLines('one\nTWO!\nthree', highlight)).toEqual([
      [token('one')],
      'TWO!',
      [token('thr'), token('ee')],
    ]);
    // A line added in the middle shifts the tail, which keeps its colours.
    expect(highlightedLines('one\nnew\ntwo\nthree', highlight)).toEqual([
      [token('one')],
      'new',
      [token('two')],
      [token('thr'), token('ee')],
    ]);
  });

  it('draws the plain text before any highlight', () => {
    expect(highlightedLines('a\nb', null)).toEqual(['a', 'b']);
  });
});
