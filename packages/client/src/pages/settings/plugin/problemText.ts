import type { PluginMetaProblem } from '@/features/plugins/meta';
import type { I18n } from '@/i18n';

/** Why a plugin's source was refused, in the reader's language. */
export function problemText(i18n: I18n, problem: PluginMetaProblem): string {
  switch (problem.code) {
    case 'empty':
      return i18n.ts.plugins.problems.empty;
    case 'tooLong':
      return i18n.ts.plugins.problems.tooLong;
    case 'noVersion':
      return i18n.ts.plugins.problems.noVersion;
    case 'unsupportedVersion':
      return i18n.t('plugins.problems.unsupportedVersion', { version: problem.version });
    case 'syntax':
      return i18n.t('plugins.problems.syntax', { message: problem.message });
    case 'noMeta':
      return i18n.ts.plugins.problems.noMeta;
    case 'missingField':
      return i18n.t('plugins.problems.missingField', { field: problem.field });
    case 'badField':
      return i18n.t('plugins.problems.badField', { field: problem.field });
    case 'unknownPermission':
      return i18n.t('plugins.problems.unknownPermission', { permission: problem.permission });
    case 'badConfig':
      return i18n.t('plugins.problems.badConfig', { key: problem.key });
  }
}
