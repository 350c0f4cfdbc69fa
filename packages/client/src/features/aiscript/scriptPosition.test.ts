import { afterEach, describe, expect, it } from 'vitest';
import { fallbackI18n } from '@/i18n';
import { DEFAULT_PERMISSIONS } from './permissions';
import { createSandbox } from './sandbox';
import { offsetOf, positionAt } from './scriptPosition';
import { fakeHost } from './testHost';
import { failureText } from './useScriptHost';

const sandboxes: { dispose(): void }[] = [];
afterEach(() => {
  for (const sandbox of sandboxes.splice(0)) sandbox.dispose();
});
function run(code: string, stepBudget?: number) {
  const { host, failures } = fakeHost();
  const sandbox = createSandbox({
    scriptId: 'positions',
    host,
    permissions: stepBudget ? { ...DEFAULT_PERMISSIONS, stepBudget } : undefined,
  });
  sandboxes.push(sandbox);
  return { sandbox, failures, result: sandbox.run(code) };
}

describe('where a script failed', () => {
  it('gives a runtime error the line and column of the failing expression, inside the function that failed', async () => {
    const code = ['// adds a word to a number', 'let add = @(x) {', '  x + "a"', '}', '<: add(1)'].join('\n');
    expect(await run(code).result).toMatchObject({ kind: 'runtime', position: { line: 3, column: 3 } });
  });

  it('points at the start of a failing call or index, not at its bracket', async () => {
    expect(await run('<: 1\n  Core:abort("no")').result).toMatchObject({ position: { line: 2, column: 3 } });
    expect(await run('let xs = [1]\n<: xs[4]').result).toMatchObject({ position: { line: 2, column: 4 } });
  });

  it('places a comment spanning lines before the failure in the count', async () => {
    const code = '/* one\ntwo\nthree */ let o = {}\n<: o.a.b';
    expect(await run(code).result).toMatchObject({ position: { line: 4, column: 4 } });
  });

  it('gives a syntax error its line and column, and drops the parser’s English suffix from the message', async () => {
    const failure = await run('<: 1\n<: (').result;
    expect(failure).toMatchObject({ kind: 'syntax', position: { line: 2, column: 5 } });
    expect(failure?.message).not.toMatch(/Line/);
  });

  it('finds the line of a reserved word used as a name, which the parser does not give', async () => {
    const cases: [string, { line: number; column: number }][] = [
      ['<: 1\n/* a\n comment */ let each = 1', { line: 3, column: 13 }],
      ['let ok = 1\n// a comment\nlet f = @(a, for) { a }', { line: 3, column: 9 }],
      ['let g = @() {\n  <: 1\n  <: if\n}', { line: 3, column: 6 }],
      ['let o = { a: 1 }\n#[while 1]\nlet b = 2', { line: 2, column: 1 }],
    ];
    for (const [code, position] of cases) {
      const failure = await run(code).result;
      expect(failure).toMatchObject({
        kind: 'syntax',
        position,
        message: expect.stringContaining('Reserved word'),
      });
    }
  });

  it('finds the line of an unknown type, and names no line for what it cannot place', async () => {
    expect(await run('<: 1\nlet n: nonsense = 1').result).toMatchObject({
      kind: 'syntax',
      position: { line: 2, column: 1 },
    });
    // An attribute with nothing after it to belong to: the parser's transform says so without a place.
    const failure = await run('<: 1\n#[x 1]').result;
    expect(failure?.kind).toBe('syntax');
    expect(failure?.position).toBeUndefined();
    // The reader is told the place is unknown, not given a line.
    if (!failure) throw new Error('no failure');
    expect(failureText(fallbackI18n(), failure)).toMatch(/^Syntax error somewhere in the script: /);
    const reserved = await run('<: 1\nlet each = 1').result;
    if (!reserved) throw new Error('no failure');
    expect(failureText(fallbackI18n(), reserved)).toMatch(/^Syntax error on line 2, column 1: Reserved word/);
  });

  it('reports the line of a failure in a button pressed later', async () => {
    const { sandbox, failures, result } = run(
      'Ui:render([\n  Ui:C:button({ text: "Go" onClick: @() {\n    Core:abort("pressed")\n  } }, "go")\n])',
    );
    expect(await result).toBeNull();
    const button = sandbox.ui.get('go');
    if (button?.type !== 'button' || !button.onClick) throw new Error('no button drawn');
    await button.onClick();
    expect(failures).toEqual([
      expect.objectContaining({ kind: 'runtime', message: 'pressed', position: { line: 3, column: 5 } }),
    ]);
  });

  it('names the line where a runaway was stopped', async () => {
    const failure = await run('var n = 0\nloop {\n  n += 1\n}', 2_000).result;
    expect(failure?.kind).toBe('budget');
    expect([2, 3]).toContain(failure?.position?.line);
  });
});

describe('positions in code', () => {
  it('turns offsets into lines and columns and back', () => {
    const code = 'ab\ncde\n\nf';
    expect(positionAt(code, 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt(code, 4)).toEqual({ line: 2, column: 2 });
    expect(positionAt(code, 8)).toEqual({ line: 4, column: 1 });
    for (const offset of [0, 1, 3, 4, 7, 8]) expect(offsetOf(code, positionAt(code, offset))).toBe(offset);
    // Past the end of a line or of the code: the nearest place that exists.
    expect(offsetOf(code, { line: 1, column: 40 })).toBe(2);
    expect(offsetOf(code, { line: 9, column: 1 })).toBe(8);
  });
});
