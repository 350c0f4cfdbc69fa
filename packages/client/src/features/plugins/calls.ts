import type { MenuItem } from '@/ui';
import { pluginRegistry } from './registry';

// What start-up code calls (the note and user menus, posting). Nothing but a look at the
// registry: the guarded calls come with the runtime, and without it there is nothing to call.

/**
 * The note or user menu's entries for the actions plugins registered
 * (`Plugin:register_note_action`, `register_user_action`), after a divider.
 */
export const pluginActionItems = (kind: 'noteAction' | 'userAction', input: unknown): MenuItem[] =>
  pluginRegistry.calls?.actionItems(kind, input) ?? [];

/** The `notes/create` body as plugins' post interruptors leave it (itself when none run). */
export const interruptNotePost = <T extends Record<string, unknown>>(body: T): Promise<T> =>
  pluginRegistry.calls?.interruptNotePost(body) ?? Promise.resolve(body);
