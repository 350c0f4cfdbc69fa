import type { LanguageRegistration } from 'shiki';

const IDENTIFIER = '[A-Za-z_][A-Za-z0-9_]*';

/**
 * Our TextMate grammar for AiScript (Shiki ships none). Scope names follow the common
 * conventions so any theme colours them: keyword.control, storage.type, entity.name.function…
 * `is` and `ais` are aliases: AiScript files end in .is, and notes tag code blocks either way.
 */
export const aiscriptGrammar: LanguageRegistration = {
  name: 'aiscript',
  scopeName: 'source.aiscript',
  aliases: ['ais', 'is'],
  patterns: [{ include: '#metadata' }, { include: '#code' }],
  repository: {
    code: {
      patterns: [
        { include: '#comments' },
        { include: '#strings' },
        { include: '#numbers' },
        { include: '#keywords' },
        { include: '#calls' },
        { include: '#operators' },
        { include: '#blocks' },
      ],
    },
    comments: {
      patterns: [
        { name: 'comment.line.double-slash.aiscript', match: '//.*$' },
        { name: 'comment.block.aiscript', begin: '/\\*', end: '\\*/' },
      ],
    },
    strings: {
      patterns: [
        {
          name: 'string.quoted.double.aiscript',
          begin: '"',
          end: '"',
          patterns: [{ include: '#escape' }],
        },
        {
          name: 'string.quoted.single.aiscript',
          begin: "'",
          end: "'",
          patterns: [{ include: '#escape' }],
        },
        {
          name: 'string.template.aiscript',
          begin: '`',
          end: '`',
          patterns: [
            { include: '#escape' },
            {
              // {expr} inside a template is code again, up to its matching brace.
              name: 'meta.embedded.expression.aiscript',
              begin: '\\{',
              end: '\\}',
              beginCaptures: { 0: { name: 'punctuation.section.embedded.begin.aiscript' } },
              endCaptures: { 0: { name: 'punctuation.section.embedded.end.aiscript' } },
              contentName: 'source.aiscript',
              patterns: [{ include: '#code' }],
            },
          ],
        },
      ],
    },
    escape: { name: 'constant.character.escape.aiscript', match: '\\\\.' },
    numbers: { name: 'constant.numeric.aiscript', match: '\\b\\d+(?:\\.\\d+)?\\b' },
    keywords: {
      patterns: [
        {
          name: 'keyword.control.aiscript',
          match:
            '\\b(?:if|elif|else|each|for|loop|do|while|match|case|default|return|break|continue|eval|exists)\\b',
        },
        { name: 'storage.type.aiscript', match: '\\b(?:var|let|fn)\\b|@' },
        { name: 'constant.language.aiscript', match: '\\b(?:true|false|null)\\b' },
      ],
    },
    calls: {
      patterns: [
        {
          // Ui:C:button, Mk:api, Core:v: names with namespaces are the standard library's.
          name: 'entity.name.function.aiscript',
          match: `\\b${IDENTIFIER}(?::${IDENTIFIER})+\\b`,
        },
        { name: 'entity.name.function.aiscript', match: `\\b${IDENTIFIER}(?=\\s*\\()` },
      ],
    },
    operators: {
      patterns: [
        { name: 'keyword.operator.output.aiscript', match: '<:' },
        {
          name: 'keyword.operator.aiscript',
          match: '==|!=|<=|>=|&&|\\|\\||=>|\\+=|-=|\\*=|/=|%=|[-+*/%^!<>=]',
        },
      ],
    },
    blocks: {
      // Nested braces, so a metadata object or template expression ends at its own brace.
      begin: '\\{',
      end: '\\}',
      patterns: [{ include: '#code' }],
    },
    metadata: {
      // ### { name: "…" } at the head of a Play: the script's description, an object literal.
      name: 'meta.metadata.aiscript',
      begin: '(###)\\s*(\\{)',
      end: '\\}',
      beginCaptures: {
        1: { name: 'keyword.other.metadata.aiscript' },
        2: { name: 'punctuation.definition.metadata.begin.aiscript' },
      },
      endCaptures: { 0: { name: 'punctuation.definition.metadata.end.aiscript' } },
      patterns: [{ include: '#code' }],
    },
  },
};
