import { useCallback } from 'react';
import { useI18n } from '@/i18n';
import { useToast } from '@/ui';
import { copyText } from './linkActions';

/** Copies an address and says so with a toast ("Copied"), as every copy-link action does. */
export function useCopyLink(): (href: string) => Promise<void> {
  const i18n = useI18n();
  const toast = useToast();
  return useCallback(
    async (href: string) => {
      if (await copyText(href)) toast(i18n.ts.windows.copied);
    },
    [i18n, toast],
  );
}
