import { IconFile, IconUpload } from '@tabler/icons-react';
import type { JSX } from 'react';
import { useAccountContext } from '@/accounts';
import { NOTE_MAX_FILES } from '@/constants';
import { safeThumbnailUrl as safeImageUrl } from '@/features/drive';
import { useI18n } from '@/i18n';
import { MenuButton, useModals } from '@/ui';
import type { DriveFile } from '../types';
import { useUploader } from '../upload/useUploader';
import styles from './Attachments.module.css';
import { type AttachmentMenuContext, attachmentMenuItems } from './attachmentMenu';
import type { Attachments } from './useAttachments';

function Thumbnail({ file, context }: { file: DriveFile; context: AttachmentMenuContext }) {
  const i18n = context.i18n;
  const thumbnail =
    file.type.startsWith('image/') || file.type.startsWith('video/') ? safeImageUrl(file.thumbnailUrl) : null;
  return (
    <li className={styles.attachment}>
      <MenuButton
        label={i18n.t('composerParts.fileMenu', { name: file.name })}
        items={attachmentMenuItems(file, context)}
        className={styles.thumbButton}
      >
        <span className={styles.thumb} data-sensitive={file.isSensitive || undefined}>
          {thumbnail ? (
            <img src={thumbnail} alt="" loading="lazy" />
          ) : (
            <span className={styles.fileIcon}>
              <IconFile size={28} aria-hidden />
            </span>
          )}
        </span>
        <span className={styles.badges} aria-hidden>
          {file.isSensitive && <span className={styles.badge}>{i18n.ts.composerParts.sensitiveBadge}</span>}
          {file.comment && <span className={styles.badge}>{i18n.ts.composerParts.hasAltText}</span>}
        </span>
      </MenuButton>
      <span className={styles.fileName} title={file.name}>
        {file.name}
      </span>
    </li>
  );
}

/**
 * The note's attachments: thumbnails (each opens its menu), the uploads still running with their
 * progress, and the "n/16" counter, which turns to a warning above 16 (spec 001 §5).
 */
export function AttachmentList({ attachments }: { attachments: Attachments }): JSX.Element | null {
  const i18n = useI18n();
  const modals = useModals();
  const { api } = useAccountContext();
  const upload = useUploader();
  const { files, uploading } = attachments;
  if (files.length === 0 && uploading.length === 0) return null;
  const context: AttachmentMenuContext = { api, modals, i18n, attachments, upload };
  const over = files.length > NOTE_MAX_FILES;
  const texts = i18n.ts.composerParts;

  return (
    <section className={styles.root} aria-label={texts.attachments}>
      {files.length > 0 && (
        <>
          <ul className={styles.list}>
            {files.map((file) => (
              <Thumbnail key={file.id} file={file} context={context} />
            ))}
          </ul>
          <p className={styles.counter} data-over={over || undefined}>
            <span aria-hidden>
              {i18n.t('composerParts.fileCount', { count: files.length, max: NOTE_MAX_FILES })}
            </span>
            <span className="visually-hidden">
              {i18n.t('composerParts.fileCountLabel', { count: files.length, max: NOTE_MAX_FILES })}
            </span>
          </p>
          {over && (
            <p className={styles.warning} role="alert">
              {i18n.t('composerParts.tooManyFiles', { max: NOTE_MAX_FILES })}
            </p>
          )}
        </>
      )}
      {uploading.length > 0 && (
        <ul className={styles.uploading} aria-label={texts.uploadingList}>
          {uploading.map((item) => (
            <li key={item.id} className={styles.uploadItem}>
              <IconUpload size={16} aria-hidden />
              <span className={styles.uploadName}>{item.name}</span>
              <progress
                className={styles.progress}
                value={item.loaded}
                max={Math.max(item.total, 1)}
                aria-label={i18n.t('composerParts.uploadingFile', { name: item.name })}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
