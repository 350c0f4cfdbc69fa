import type { ModalController } from '@/ui';

/**
 * Opens an emoji's detail dialog, loading the dialog's code first: start-up draws emoji buttons
 * in notes but none of the dialog, which loads (once) with the first press.
 */
export async function openEmojiDetail(modals: ModalController, name: string): Promise<void> {
  const dialog = await import('./EmojiDetailDialog');
  return dialog.openEmojiDetail(modals, name);
}
