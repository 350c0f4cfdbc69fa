import { type BundledLanguage, createHighlighter, createJavaScriptRegexEngine } from 'shiki';
import { beforeAll, describe, expect, it } from 'vitest';
import { aiscriptGrammar } from './aiscriptGrammar';
import { tokenize } from './shiki';

type Highlighter = Awaited<ReturnType<typeof createHighlighter>>;
let highlighter: Highlighter;

beforeAll(async () => {
  highlighter = await createHighlighter({
    themes: ['github-light-high-contrast'],
    langs: [aiscriptGrammar],
    engine: createJavaScriptRegexEngine(),
  });
});

/**
 * The innermost scope of each stretch of the code, by its text: neighbouring pieces with the
 * same scope (a string's quotes and its text) are one stretch; blanks are left out.
 */
function scopesOf(code: string): Array<[string, string]> {
  const lines = highlighter.codeToTokens(code, {
    // Registered at run time: Shiki's types know only the bundled names.
    lang: 'aiscript' as BundledLanguage,
    theme: 'github-light-high-contrast',
    includeExplanation: true,
  }).tokens;
  const stretches: Array<[string, string]> = [];
  for (const line of lines) {
    let last: [string, string] | undefined;
    for (const part of line.flatMap((token) => token.explanation ?? [])) {
      const scope = part.scopes.at(-1)?.scopeName ?? '';
      if (last && last[1] === scope) last[0] += part.content;
      else {
        last = [part.content, scope];
        stretches.push(last);
      }
    }
  }
  return stretches
    .map(([content, scope]): [string, string] => [content.trim(), scope])
    .filter(([content]) => content !== '');
}

function scopeOf(code: string, text: string): string | undefined {
  return scopesOf(code).find(([content]) => content === text)?.[1];
}

describe('the AiScript grammar', () => {
  it('tells comments, strings and numbers apart', () => {
    expect(scopeOf('// a note', '// a note')).toBe('comment.line.double-slash.aiscript');
    expect(scopeOf('var a = 1 /* old */', '/* old */')).toBe('comment.block.aiscript');
    expect(scopeOf('<: "hi"', '"hi"')).toBe('string.quoted.double.aiscript');
    expect(scopeOf("<: 'hi'", "'hi'")).toBe('string.quoted.single.aiscript');
    expect(scopeOf('var n = 42.5', '42.5')).toBe('constant.numeric.aiscript');
    expect(scopeOf('<: "a\\"b"', '\\"')).toBe('constant.character.escape.aiscript');
  });

  it('highlights code inside a template string and the text around it as a string', () => {
    const scopes = scopesOf('<: `n is {Core:add(n, 1)} now`');
    expect(scopes).toContainEqual(['`n is', 'string.template.aiscript']);
    expect(scopes).toContainEqual(['Core:add', 'entity.name.function.aiscript']);
    expect(scopes).toContainEqual(['1', 'constant.numeric.aiscript']);
    expect(scopes).toContainEqual(['now`', 'string.template.aiscript']);
  });

  it('knows every keyword, the declarations and the constants', () => {
    for (const word of [
      'if',
      'elif',
      'else',
      'each',
      'for',
      'loop',
      'do',
      'while',
      'match',
      'case',
      'default',
      'return',
      'break',
      'continue',
      'eval',
      'exists',
    ])
      expect(scopeOf(`${word} x`, word), word).toBe('keyword.control.aiscript');
    for (const word of ['var', 'let', 'fn'])
      expect(scopeOf(`${word} x`, word), word).toBe('storage.type.aiscript');
    expect(scopeOf('@(x) { x }', '@')).toBe('storage.type.aiscript');
    for (const word of ['true', 'false', 'null'])
      expect(scopeOf(`<: ${word}`, word), word).toBe('constant.language.aiscript');
    // A keyword inside a longer name is a plain name.
    expect(scopeOf('var format = 1', 'format')).toBe('source.aiscript');
  });

  it('names namespaced calls and calls as functions, and operators as operators', () => {
    const scopes = scopesOf('Ui:C:button({ text: "Go" })\nMk:api("i", {})\nlog(a == b && c)');
    expect(scopes).toContainEqual(['Ui:C:button', 'entity.name.function.aiscript']);
    expect(scopes).toContainEqual(['Mk:api', 'entity.name.function.aiscript']);
    expect(scopes).toContainEqual(['log', 'entity.name.function.aiscript']);
    expect(scopes).toContainEqual(['==', 'keyword.operator.aiscript']);
    expect(scopes).toContainEqual(['&&', 'keyword.operator.aiscript']);
    expect(scopeOf('<: 1', '<:')).toBe('keyword.operator.output.aiscript');
  });

  it('reads a metadata block up to its own closing brace', () => {
    const scopes = scopesOf('### {\n  name: "Clock"\n  tags: { a: 1 }\n}\nvar x = 1');
    expect(scopes[0]).toEqual(['###', 'keyword.other.metadata.aiscript']);
    expect(scopes).toContainEqual(['"Clock"', 'string.quoted.double.aiscript']);
    // The nested object's brace does not end the block; the last one does, and code follows.
    const closers = scopes.filter(([content]) => content === '}');
    expect(closers.at(-1)?.[1]).toBe('punctuation.definition.metadata.end.aiscript');
    expect(scopes.at(-4)).toEqual(['var', 'storage.type.aiscript']);
  });

  it('is what the code-block highlighter uses for aiscript, ais and is', async () => {
    for (const lang of ['aiscript', 'ais', 'is']) {
      const tokens = await tokenize('if true { <: "x" }', lang);
      const keyword = tokens?.[0]?.find((token) => token.content === 'if');
      // A theme colour of its own (the plain text has none).
      expect(keyword?.style, lang).toHaveProperty('--shiki-light');
    }
  });
});
