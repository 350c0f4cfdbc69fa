import { IconEyeOff } from '@tabler/icons-react';
import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { initiallyHidden, inlineImageUrl } from '@/features/notes/media';
import { openGallery } from '@/features/notes/media/gallery';
import { altText } from '@/features/notes/media/mediaRules';
import { useTimelineChannel } from '@/features/timelines/useTimelineChannel';
import { useI18n } from '@/i18n';
import { useSetting } from '@/settings';
import { openConfirm, useModals } from '@/ui';
import type { WidgetProps } from '../types';
import styles from '../Widgets.module.css';
import fun from './Fun.module.css';
import type { TransparentSettings } from './fun';
import { newestImages } from './photoPicks';

type DriveFile = Misskey.entities.DriveFile;

/**
 * The newest pictures of the home timeline (nine), new ones arriving with its stream. A
 * picture the sensitive-media settings hide shows a cover until the reader asks for it; each
 * picture on show opens the media viewer with the others on show.
 */
export default function Photos(_props: WidgetProps<TransparentSettings>) {
  const i18n = useI18n();
  const modals = useModals();
  const { api } = useAccountContext();
  const [nsfw] = useSetting('nsfw');
  const [dataSaver] = useSetting('dataSaver');
  const [confirmReveal] = useSetting('confirmWhenRevealingSensitiveMedia');
  const [files, setFiles] = useState<DriveFile[] | null>(null);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    let live = true;
    api.call('notes/timeline', { limit: 30, withFiles: true }).then(
      (notes) => live && setFiles((current) => newestImages([...(current ?? []), ...imagesOf(notes)])),
      () => live && setFiles((current) => current ?? []),
    );
    return () => {
      live = false;
    };
  }, [api]);
  useTimelineChannel('home', (note) =>
    setFiles((current) => newestImages([...imagesOf([note]), ...(current ?? [])])),
  );

  if (files === null) return <p className={styles.muted}>{i18n.ts.loading}</p>;
  if (files.length === 0) return <p className={styles.muted}>{i18n.ts.widgets.noPhotos}</p>;
  const hidden = (file: DriveFile) => !revealed.has(file.id) && initiallyHidden(file, nsfw, dataSaver.media);
  const onShow = files.filter((file) => !hidden(file) && inlineImageUrl(file, 'full'));

  const reveal = async (file: DriveFile) => {
    if (file.isSensitive && confirmReveal) {
      const ok = await openConfirm(modals, {
        title: i18n.ts.media.confirmRevealTitle,
        text: i18n.ts.media.confirmRevealText,
        okLabel: i18n.ts.media.confirmRevealOk,
        cancelLabel: i18n.ts.media.cancel,
      });
      if (!ok) return;
    }
    setRevealed((current) => new Set(current).add(file.id));
  };

  const open = (file: DriveFile) => {
    const t = i18n.ts.media;
    const items = onShow.map((entry) => ({
      src: inlineImageUrl(entry, 'full') ?? '',
      alt: altText(entry),
      width: entry.properties?.width ?? 1600,
      height: entry.properties?.height ?? 1200,
    }));
    openGallery(items, Math.max(0, onShow.indexOf(file)), {
      title: t.gallery,
      close: t.galleryClose,
      zoom: t.galleryZoom,
      previous: t.galleryPrevious,
      next: t.galleryNext,
      error: t.galleryError,
    }).catch((error: unknown) => console.warn('photos: the viewer did not open', error));
  };

  return (
    <ul className={fun.photos}>
      {files.map((file) => {
        const preview = inlineImageUrl(file, 'preview');
        return (
          <li key={file.id} className={fun.photo}>
            {hidden(file) || !preview ? (
              <button type="button" className={fun.covered} onClick={() => void reveal(file)}>
                <IconEyeOff size={18} aria-hidden />
                <span className="visually-hidden">{i18n.ts.widgets.showSensitive}</span>
              </button>
            ) : (
              <button type="button" className={fun.photoButton} onClick={() => open(file)}>
                <img src={preview} alt={altText(file)} loading="lazy" decoding="async" />
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The pictures a page of notes carries, renoted ones included. */
function imagesOf(notes: readonly Misskey.entities.Note[]): DriveFile[] {
  return notes.flatMap((note) => [...(note.files ?? []), ...(note.renote?.files ?? [])]);
}
