import { useState } from 'react';
import { useAccountContext } from '@/accounts';
import { openApiErrorDialog } from '@/api';
import { NOTE_MAX_FILES } from '@/constants';
import { useI18n } from '@/i18n';
import { useSetting } from '@/settings';
import { openConfirm, useModals, useToast } from '@/ui';
import { type GalleryItem, openGallery } from './gallery';
import styles from './Media.module.css';
import { MediaItem } from './MediaItem';
import { mediaMenuItems } from './mediaMenu';
import { altText, canHideAgain, type DriveFile, initiallyHidden, inlineImageUrl } from './mediaRules';

/**
 * The size PhotoSwipe lays the image out at: the stored one when the original is shown;
 * otherwise (a thumbnail, or no stored size) the image on screen gives it; else a 4:3 guess.
 */
function gallerySize(
  file: DriveFile,
  src: string,
  image: HTMLImageElement | null,
): { width: number; height: number } {
  const { width, height } = file.properties ?? {};
  if (width && height && src === file.url) return { width, height };
  if (image?.naturalWidth && image.naturalHeight)
    return { width: image.naturalWidth, height: image.naturalHeight };
  return { width: 1600, height: 1200 };
}

/** The media grid for 1 to 16 files; one image follows `mediaListWithOneImageAppearance`. */
export function MediaList({ files }: { files: DriveFile[] }) {
  const i18n = useI18n();
  const modals = useModals();
  const toast = useToast();
  const { api, account } = useAccountContext();
  const [appearance] = useSetting('mediaListWithOneImageAppearance');
  const [nsfw] = useSetting('nsfw');
  const [dataSaver] = useSetting('dataSaver');
  const [confirmReveal] = useSetting('confirmWhenRevealingSensitiveMedia');
  // Per file id: what the viewer chose (shown or hidden) and sensitivity a moderator just set.
  const [hiddenById, setHiddenById] = useState<Record<string, boolean>>({});
  const [sensitiveById, setSensitiveById] = useState<Record<string, boolean>>({});

  const shown = files.slice(0, NOTE_MAX_FILES);
  if (shown.length === 0) return null;
  const single = shown.length === 1 ? appearance : null;
  const sensitiveOf = (file: DriveFile) => sensitiveById[file.id] ?? file.isSensitive;
  const hiddenOf = (file: DriveFile) =>
    hiddenById[file.id] ?? initiallyHidden({ isSensitive: sensitiveOf(file) }, nsfw, dataSaver.media);
  const setHidden = (file: DriveFile, hidden: boolean) =>
    setHiddenById((current) => ({ ...current, [file.id]: hidden }));

  const reveal = async (file: DriveFile) => {
    if (sensitiveOf(file) && confirmReveal) {
      const ok = await openConfirm(modals, {
        title: i18n.ts.media.confirmRevealTitle,
        text: i18n.ts.media.confirmRevealText,
        okLabel: i18n.ts.media.confirmRevealOk,
        cancelLabel: i18n.ts.media.cancel,
      });
      if (!ok) return;
    }
    setHidden(file, false);
  };

  const toggleSensitive = async (file: DriveFile) => {
    const isSensitive = !sensitiveOf(file);
    try {
      await api.call('drive/files/update', { fileId: file.id, isSensitive });
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'drive/files/update' });
      return;
    }
    setSensitiveById((current) => ({ ...current, [file.id]: isSensitive }));
    // The new mark applies at once: a file just marked sensitive is covered again.
    setHiddenById((current) => {
      const { [file.id]: _dropped, ...rest } = current;
      return rest;
    });
    toast(isSensitive ? i18n.ts.media.markedSensitive : i18n.ts.media.unmarkedSensitive);
  };

  // The gallery holds the images on show: a covered image must not be reachable by swiping.
  // Each is its original only when that is safe to decode, else its thumbnail (inlineImageUrl).
  const openAt = (file: DriveFile, image: HTMLImageElement | null) => {
    const images = shown.filter(
      (entry) => entry.type.startsWith('image/') && !hiddenOf(entry) && inlineImageUrl(entry, 'full'),
    );
    const items: GalleryItem[] = images.map((entry) => {
      const src = inlineImageUrl(entry, 'full') ?? '';
      return {
        src,
        alt: altText(entry),
        ...gallerySize(entry, src, entry === file ? image : null),
      };
    });
    const index = Math.max(0, images.indexOf(file));
    const t = i18n.ts.media;
    openGallery(items, index, {
      title: t.gallery,
      close: t.galleryClose,
      zoom: t.galleryZoom,
      previous: t.galleryPrevious,
      next: t.galleryNext,
      error: t.galleryError,
    }).catch((error: unknown) => {
      // The gallery chunk failed to load (offline, new deploy): the image opens on its own.
      console.warn('gallery: could not open', error);
      const url = inlineImageUrl(file, 'full');
      if (url) window.open(url, '_blank', 'noopener');
    });
  };

  return (
    <div className={styles.grid} data-count={Math.min(shown.length, 5)}>
      {shown.map((file) => {
        const isSensitive = sensitiveOf(file);
        return (
          <MediaItem
            key={file.id}
            file={file}
            isSensitive={isSensitive}
            hidden={hiddenOf(file)}
            hiddenReason={isSensitive ? 'sensitive' : dataSaver.media ? 'dataSaver' : 'setting'}
            canHide={canHideAgain({ isSensitive }, nsfw, dataSaver.media)}
            single={single}
            menuItems={mediaMenuItems(file, isSensitive, account, i18n, () => void toggleSensitive(file))}
            onReveal={() => void reveal(file)}
            onHide={() => setHidden(file, true)}
            onOpen={(image) => openAt(file, image)}
          />
        );
      })}
    </div>
  );
}
