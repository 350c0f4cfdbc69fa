import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MathFormula } from './MathFormula';

// MathFormula is the one place KaTeX's HTML enters the page: nothing a note's author writes
// may come out as markup of its own, a link or an image.
describe('MathFormula with hostile TeX', () => {
  it.each([
    '<img src=x onerror="alert(1)">',
    '\\href{javascript:alert(1)}{click}',
    '\\url{javascript:alert(1)}',
    '\\includegraphics{https://evil.example/x.png}',
    '\\htmlClass{x}{y} \\htmlStyle{color:red}{z} \\htmlData{a=b}{c}',
    // Text and colours are the input that does reach KaTeX's markup: both must stay inert.
    '\\text{</span><script>alert(1)</script><img src=x onerror=alert(1)>}',
    '\\color{red" onmouseover="alert(1)}{a} \\textcolor{url(javascript:alert(1))}{b}',
    '\\def\\x{\\href{javascript:alert(1)}{c}}\\x',
  ])('renders %s as text, with no link, image or event handler', async (formula) => {
    const { container } = render(<MathFormula formula={formula} block={false} />);
    await waitFor(() => expect(container.querySelector('.katex, .katex-error')).not.toBeNull());
    expect(container.querySelector('a, img, script, [onerror], [style*="red"]')).toBeNull();
    // The TeX itself may show as text (KaTeX keeps it, escaped, in an annotation); no
    // attribute may carry the script address.
    const attributes = [...container.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].map((attribute) => attribute.value),
    );
    expect(attributes.filter((value) => value.includes('javascript:'))).toEqual([]);
    const handlers = [...container.querySelectorAll('*')].flatMap((el) =>
      el.getAttributeNames().filter((name) => name.startsWith('on')),
    );
    expect(handlers).toEqual([]);
  });
});
