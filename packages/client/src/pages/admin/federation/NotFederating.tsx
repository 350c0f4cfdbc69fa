import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import { Notice } from '@/ui';

/** Whether the account's server federates (meta.federation; the local instance says 'none'). */
export function useFederates(): boolean {
  return useInstance().meta?.federation !== 'none';
}

/**
 * Said plainly on the federation sections of a server that does not federate: the section is
 * what such a server would show, and here it stays empty for that reason.
 */
export function NotFederating({ what }: { what: string }) {
  const i18n = useI18n();
  return (
    <Notice tone="info">
      {i18n.ts.about.federationNone} {what}
    </Notice>
  );
}
