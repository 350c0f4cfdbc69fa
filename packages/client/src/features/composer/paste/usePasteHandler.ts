import type { ClipboardEvent } from 'react';
import { useAccountContext } from '@/accounts';
import { PASTE_TO_FILE_THRESHOLD } from '@/constants';
import { useI18n } from '@/i18n';
import { useSetting } from '@/settings';
import { openConfirm, useModals } from '@/ui';
import type { Attachments } from '../attachments/useAttachments';
import { noteIdFromUrl } from './noteUrl';
import { formatPastedFileName, renamePastedFile } from './pastedFileName';

export interface PasteOptions {
  attachments: Attachments;
  insertText(text: string): void;
  quote(noteId: string): void;
}

/**
 * The composer's paste handling (spec 001 §5): pasted files are attached, long text may become a
 * text file, and a link to a note here may become a quote. Whenever the user says no, the text
 * goes into the note as pasted: nothing pasted is ever dropped.
 */
export function usePasteHandler({
  attachments,
  insertText,
  quote,
}: PasteOptions): (event: ClipboardEvent<HTMLTextAreaElement>) => void {
  const i18n = useI18n();
  const modals = useModals();
  const { account } = useAccountContext();
  const [pattern] = useSetting('pastedFileName');
  const texts = i18n.ts.composerParts;

  return (event) => {
    const data = event.clipboardData;
    if (!data) return;
    const files = [...data.files];
    if (files.length > 0) {
      event.preventDefault();
      const now = new Date();
      void attachments.add(files.map((file, index) => renamePastedFile(file, pattern, now, index + 1)));
      return;
    }
    const text = data.getData('text/plain');
    if (!text) return;

    if (text.length > PASTE_TO_FILE_THRESHOLD) {
      event.preventDefault();
      void openConfirm(modals, {
        title: texts.pasteAsFileTitle,
        text: i18n.t('composerParts.pasteAsFileText', { length: text.length }),
        okLabel: texts.pasteAsFile,
        cancelLabel: texts.pasteInline,
      }).then((asFile) => {
        if (!asFile) {
          insertText(text);
          return;
        }
        const name = `${formatPastedFileName(pattern, new Date(), 1)}.txt`;
        // If the server refuses the file, the text goes into the note rather than being lost.
        void attachments.add([new File([text], name, { type: 'text/plain' })]).then(([uploaded]) => {
          if (!uploaded) insertText(text);
        });
      });
      return;
    }

    const origins = [account?.origin, typeof location === 'undefined' ? undefined : location.origin].filter(
      (origin): origin is string => typeof origin === 'string',
    );
    const noteId = noteIdFromUrl(text, origins);
    if (noteId) {
      event.preventDefault();
      void openConfirm(modals, {
        title: texts.quoteTitle,
        text: texts.quoteText,
        okLabel: texts.quote,
        cancelLabel: texts.pasteAsLink,
      }).then((yes) => (yes ? quote(noteId) : insertText(text)));
    }
  };
}
