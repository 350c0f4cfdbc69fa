import { IconPlug } from '@tabler/icons-react';
import { useI18n } from '@/i18n';
import { MenuButton, type MenuItem } from '@/ui';
import { runPostFormAction } from './hooks';
import { pluginRegistry } from './registry';

export interface PostFormActionsProps {
  /** The composer's fields a post form action sees and may set. */
  fields: { text: string; useCw: boolean; cw: string };
  update(patch: { text: string } | { useCw: boolean; cw: string }): void;
  className?: string;
}

/**
 * The composer's plugin button: a menu of the post form actions plugins registered. Each gets
 * the text and CW and may set either (Misskey's `update(key, value)`; other keys are ignored).
 */
export default function PostFormActions({ fields, update, className }: PostFormActionsProps) {
  const i18n = useI18n();
  const items = pluginRegistry.of('postFormAction').map(
    (hook): MenuItem => ({
      type: 'button',
      text: hook.title,
      action: () =>
        runPostFormAction(hook, { text: fields.text, cw: fields.useCw ? fields.cw : null }, (key, value) => {
          if (key === 'text' && typeof value === 'string') update({ text: value });
          // A CW of null takes the CW off, as in Misskey.
          if (key === 'cw' && (typeof value === 'string' || value === null))
            update({ useCw: value !== null, cw: value ?? '' });
        }),
    }),
  );
  return (
    <MenuButton label={i18n.ts.plugins.postFormActions} items={items} className={className}>
      <IconPlug size={18} aria-hidden="true" />
    </MenuButton>
  );
}
