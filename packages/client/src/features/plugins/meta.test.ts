import { describe, expect, it } from 'vitest';
import { PLUGIN_SOURCE_MAX_LENGTH, parsePluginMeta } from './meta';

const header = (meta: string, version = '0.19.0') => `/// @ ${version}\n### ${meta}\n<: "loaded"\n`;
const VALID = `{
  name: "Echo"
  version: "1.2.0"
  author: "@alice"
  description: "Repeats notes"
  permissions: ["write:notes", "read:account"]
  config: {
    prefix: { type: "string", label: "Prefix", default: "> " }
    times: { type: "number", default: 2 }
    loud: { type: "boolean", description: "Shout", default: false }
  }
}`;

describe('plugin metadata', () => {
  it('reads the name, version, author, description, permissions and typed settings', () => {
    const result = parsePluginMeta(header(VALID));
    expect(result).toEqual({
      ok: true,
      meta: {
        name: 'Echo',
        version: '1.2.0',
        author: '@alice',
        description: 'Repeats notes',
        permissions: ['write:notes', 'read:account'],
        config: {
          prefix: { type: 'string', label: 'Prefix', default: '> ' },
          times: { type: 'number', default: 2 },
          loud: { type: 'boolean', description: 'Shout', default: false },
        },
      },
    });
  });

  it('needs no description, permissions or settings', () => {
    const result = parsePluginMeta(header('{ name: "A", version: "1", author: "b" }', '0.12.0'));
    expect(result).toEqual({ ok: true, meta: { name: 'A', version: '1', author: 'b', permissions: [] } });
  });

  it.each([
    ['empty source', '  \n', { code: 'empty' }],
    ['no version line', '### { name: "A", version: "1", author: "b" }', { code: 'noVersion' }],
    [
      'a version older than 0.12',
      header('{ name: "A" }', '0.11.1'),
      { code: 'unsupportedVersion', version: '0.11.1' },
    ],
    [
      'a version of the next major',
      header('{ name: "A" }', '1.0.0'),
      { code: 'unsupportedVersion', version: '1.0.0' },
    ],
    [
      'a version that is no version',
      header('{ name: "A" }', 'latest'),
      { code: 'unsupportedVersion', version: 'latest' },
    ],
    ['no metadata block', '/// @ 0.19.0\n<: "hi"', { code: 'noMeta' }],
    ['a named metadata block only', '/// @ 0.19.0\n### other { name: "A" }', { code: 'noMeta' }],
    ['metadata that is not an object', header('"Echo"'), { code: 'noMeta' }],
    ['no name', header('{ version: "1", author: "b" }'), { code: 'missingField', field: 'name' }],
    ['no version', header('{ name: "A", author: "b" }'), { code: 'missingField', field: 'version' }],
    ['no author', header('{ name: "A", version: "1" }'), { code: 'missingField', field: 'author' }],
    [
      'a name that is a number',
      header('{ name: 1, version: "1", author: "b" }'),
      { code: 'badField', field: 'name' },
    ],
    [
      'a blank author',
      header('{ name: "A", version: "1", author: " " }'),
      { code: 'badField', field: 'author' },
    ],
    [
      'a description that is a list',
      header('{ name: "A", version: "1", author: "b", description: [] }'),
      { code: 'badField', field: 'description' },
    ],
    [
      'permissions that are not a list of names',
      header('{ name: "A", version: "1", author: "b", permissions: "write:notes" }'),
      { code: 'badField', field: 'permissions' },
    ],
    [
      'an unknown permission',
      header('{ name: "A", version: "1", author: "b", permissions: ["write:everything"] }'),
      { code: 'unknownPermission', permission: 'write:everything' },
    ],
    [
      'settings that are not an object',
      header('{ name: "A", version: "1", author: "b", config: [] }'),
      { code: 'badField', field: 'config' },
    ],
    [
      'a setting of a type the form has not',
      header('{ name: "A", version: "1", author: "b", config: { c: { type: "enum", default: "x" } } }'),
      { code: 'badConfig', key: 'c' },
    ],
    [
      'a default of another type',
      header('{ name: "A", version: "1", author: "b", config: { n: { type: "number", default: "2" } } }'),
      { code: 'badConfig', key: 'n' },
    ],
    [
      'a label that is not text',
      header('{ name: "A", version: "1", author: "b", config: { n: { type: "number", label: 3 } } }'),
      { code: 'badConfig', key: 'n' },
    ],
  ])('refuses %s, saying why', (_, code, problem) => {
    expect(parsePluginMeta(code)).toEqual({ ok: false, problem });
  });

  it('reports a syntax error with the parser message', () => {
    const result = parsePluginMeta(
      header('{ name: "A", version: "1", author: "b" }').replace('<: "loaded"', 'let = ('),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.code).toBe('syntax');
    expect(result.problem).toHaveProperty('message', expect.stringMatching(/\S/));
  });

  it('refuses a source longer than the limit', () => {
    const long = `${header(VALID)}// ${'x'.repeat(PLUGIN_SOURCE_MAX_LENGTH)}`;
    expect(parsePluginMeta(long)).toEqual({
      ok: false,
      problem: { code: 'tooLong', max: PLUGIN_SOURCE_MAX_LENGTH },
    });
  });
});
