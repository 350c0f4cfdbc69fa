import { IconCloud, IconDeviceDesktopUp, IconLink, IconPaperclip, IconPhotoCheck } from '@tabler/icons-react';
import { type JSX, useRef } from 'react';
import { openApiErrorDialog } from '@/api';
import { pickDriveFiles } from '@/features/drive';
import { useI18n } from '@/i18n';
import { MenuButton, type MenuItem, openAlert, openTextInput, useModals, useToast } from '@/ui';
import styles from './Attachments.module.css';
import type { Attachments } from './useAttachments';

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** "Attach files": the upload source menu (spec 001 §2): device, drive, URL, keep original. */
export function AttachButton({ attachments }: { attachments: Attachments }): JSX.Element {
  const i18n = useI18n();
  const modals = useModals();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const texts = i18n.ts.composerParts;

  const fromUrl = async () => {
    const answer = await openTextInput(modals, {
      title: texts.urlTitle,
      label: texts.urlLabel,
      type: 'url',
      minLength: 1,
    });
    if (answer.canceled) return;
    const url = answer.result.trim();
    if (!isHttpUrl(url)) {
      await openAlert(modals, { title: texts.urlTitle, text: texts.invalidUrl, okLabel: i18n.ts.ok });
      return;
    }
    try {
      await attachments.addFromUrl(url);
      toast(texts.urlStarted);
    } catch (error) {
      await openApiErrorDialog(modals, error, { endpoint: 'drive/files/upload-from-url' });
    }
  };

  const items: MenuItem[] = [
    {
      type: 'button',
      text: texts.fromDevice,
      icon: <IconDeviceDesktopUp size={18} aria-hidden />,
      action: () => input.current?.click(),
    },
    {
      type: 'button',
      text: texts.fromDrive,
      icon: <IconCloud size={18} aria-hidden />,
      action: () => {
        // The drive page's own browser, in its picker mode.
        void pickDriveFiles(modals, { exclude: attachments.files.map((f) => f.id) }).then((picked) =>
          attachments.addDriveFiles(picked),
        );
      },
    },
    {
      type: 'button',
      text: texts.fromUrl,
      icon: <IconLink size={18} aria-hidden />,
      action: () => void fromUrl(),
    },
    { type: 'divider' },
    {
      type: 'switch',
      text: texts.keepOriginal,
      icon: <IconPhotoCheck size={18} aria-hidden />,
      checked: attachments.keepOriginal,
      onChange: attachments.setKeepOriginal,
    },
  ];

  return (
    <>
      <MenuButton label={texts.attachFiles} items={items} className={styles.attachButton}>
        <IconPaperclip size={20} aria-hidden />
      </MenuButton>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="composer-file-input"
        onChange={(event) => {
          const chosen = [...(event.currentTarget.files ?? [])];
          // Cleared so choosing the same file again still fires a change.
          event.currentTarget.value = '';
          if (chosen.length > 0) void attachments.add(chosen);
        }}
      />
    </>
  );
}
