import type { I18n } from '@/i18n';
import type { ThemeCodeProblem } from '@/theme';

/** What is wrong with pasted theme code, in the reader's language: which field, and why. */
export function problemText(i18n: I18n, problem: ThemeCodeProblem): string {
  const t = i18n.ts.themes;
  switch (problem.kind) {
    case 'empty':
      return t.errorEmpty;
    case 'syntax':
      return problem.line === null
        ? t.errorSyntax
        : i18n.t('themes.errorSyntaxAt', { line: problem.line, column: problem.column ?? 1 });
    case 'field':
      switch (problem.field) {
        case 'theme':
          return t.errorNotObject;
        case 'id':
          return t.errorId;
        case 'name':
          return t.errorName;
        case 'author':
          return t.errorAuthor;
        case 'desc':
          return t.errorDesc;
        case 'base':
          return t.errorBase;
        case 'props':
          return problem.prop === undefined
            ? t.errorProps
            : i18n.t('themes.errorPropType', { prop: problem.prop });
      }
      break;
    case 'compile':
      return i18n.t('themes.errorCompile', { prop: problem.prop });
    case 'builtin':
      return t.errorBuiltin;
    case 'installed':
      return t.errorInstalled;
  }
  return t.errorSyntax;
}
