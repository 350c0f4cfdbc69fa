import { IconPlug } from '@tabler/icons-react';
import { useI18n } from '@/i18n';
import { MenuButton, type MenuItem } from '@/ui';
import { runPostFormAction } from './hooks';
import { pluginRegistry } from './registry';

export interface PostFormActionsProps {
  text: string;
  /** The CW when the composer has one on, else null. */
  cw: string | null;
  /** A plugin set the text, or the CW (null: no CW). */
  onUpdate(patch: { text: string } | { cw: string | null }): void;
  className?: string;
}

/**
 * The composer's plugin button: a menu of the post form actions plugins registered. Each gets
 * the text and CW and may set either (Misskey's `update(key, value)`; other keys are ignored).
 */
export default function PostFormActions({ text, cw, onUpdate, className }: PostFormActionsProps) {
  const i18n = useI18n();
  const items = pluginRegistry.of('postFormAction').map(
    (hook): MenuItem => ({
      type: 'button',
      text: hook.title,
      action: () =>
        runPostFormAction(hook, { text, cw }, (key, value) => {
          if (key === 'text' && typeof value === 'string') onUpdate({ text: value });
          if (key === 'cw' && (typeof value === 'string' || value === null)) onUpdate({ cw: value });
        }),
    }),
  );
  return (
    <MenuButton label={i18n.ts.plugins.postFormActions} items={items} className={className}>
      <IconPlug size={18} aria-hidden="true" />
    </MenuButton>
  );
}
