import type * as Misskey from 'misskey-js';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useUploader } from '@/features/composer/upload';
import { pickDriveFiles } from '@/features/drive';
import { useI18n } from '@/i18n';
import { Button, TextField, useModals } from '@/ui';
import styles from './Channels.module.css';
import { safeChannelColor, safeImageUrl } from './channelStyle';

type Channel = Misskey.entities.Channel;

/** What channels/create and channels/update take from the form. */
export interface ChannelFields {
  name: string;
  description: string | null;
  color: string;
  bannerId: string | null;
  isSensitive: boolean;
  allowRenoteToExternal: boolean;
  /** Edit only. */
  isArchived?: boolean;
  pinnedNoteIds?: string[];
}

const DEFAULT_COLOR = '#86b300';

/** A note id from a line: the id itself, or the last part of a /notes/{id} link. */
export function noteIdOf(line: string): string | null {
  const text = line.trim();
  if (text === '') return null;
  const fromLink = /\/notes\/([A-Za-z0-9]+)\/?(?:[?#].*)?$/.exec(text);
  if (fromLink) return fromLink[1] ?? null;
  return /^[A-Za-z0-9]+$/.test(text) ? text : null;
}

interface Props {
  /** The channel being edited; absent when creating one. */
  channel?: Channel;
  busy: boolean;
  error: string | null;
  onSubmit(fields: ChannelFields): void;
}

/**
 * The channel editor of /channels/new and /channels/{id}/edit: name, description, colour, a
 * banner uploaded from the device or chosen from the drive, the sensitive and renote switches; editing adds the pinned
 * notes (ids or note links, one a line) and archiving.
 */
export function ChannelForm({ channel, busy, error, onSubmit }: Props) {
  const i18n = useI18n();
  const t = i18n.ts.channels;
  const upload = useUploader();
  const modals = useModals();
  const colorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(channel?.name ?? '');
  const [description, setDescription] = useState(channel?.description ?? '');
  const [color, setColor] = useState(safeChannelColor(channel?.color) ?? DEFAULT_COLOR);
  const [banner, setBanner] = useState<{ id: string; url: string | null } | null>(
    channel?.bannerId ? { id: channel.bannerId, url: safeImageUrl(channel.bannerUrl) } : null,
  );
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [isSensitive, setSensitive] = useState(channel?.isSensitive ?? false);
  const [allowRenote, setAllowRenote] = useState(channel?.allowRenoteToExternal ?? true);
  const [isArchived, setArchived] = useState(channel?.isArchived ?? false);
  const [pinned, setPinned] = useState((channel?.pinnedNoteIds ?? []).join('\n'));

  const pinnedIds = pinned.split('\n').map(noteIdOf);
  const badPinned = pinnedIds.some((id, i) => id === null && (pinned.split('\n')[i] ?? '').trim() !== '');

  const chooseBanner = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const uploaded = await upload(file, { keepOriginal: false });
      setBanner({ id: uploaded.id, url: safeImageUrl(uploaded.url) });
    } catch (failure) {
      setUploadError(failure instanceof Error ? failure.message : t.bannerFailed);
    } finally {
      setUploading(false);
    }
  };

  // A picture already in the drive: the drive browser's picker, the one the composer uses.
  const pickBanner = async () => {
    const picked = await pickDriveFiles(modals, { exclude: banner ? [banner.id] : [], single: true });
    if (picked.length === 0) return;
    const image = picked.find((file) => file.type.startsWith('image/'));
    if (!image) {
      setUploadError(t.bannerNotImage);
      return;
    }
    setUploadError(null);
    setBanner({ id: image.id, url: safeImageUrl(image.url) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '' || badPinned) return;
    onSubmit({
      name: name.trim(),
      description: description.trim() === '' ? null : description,
      color,
      bannerId: banner?.id ?? null,
      isSensitive,
      allowRenoteToExternal: allowRenote,
      ...(channel ? { isArchived, pinnedNoteIds: pinnedIds.filter((id): id is string => id !== null) } : {}),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      <TextField label={t.name} value={name} onChange={setName} required maxLength={128} initialFocus />
      <TextField
        label={t.description}
        value={description}
        onChange={setDescription}
        multiline
        maxLength={2048}
      />
      <div className={styles.colorRow}>
        <label htmlFor={colorId}>{t.color}</label>
        <input id={colorId} type="color" value={color} onChange={(e) => setColor(e.target.value)} />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.banner}</legend>
        {banner?.url && <img src={banner.url} alt={t.bannerPreview} className={styles.bannerPreview} />}
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          aria-label={t.uploadBanner}
          onChange={(e) => void chooseBanner(e)}
        />
        <div className={styles.colorRow}>
          <Button onClick={() => fileInput.current?.click()} disabled={uploading}>
            {uploading ? i18n.ts.loading : t.uploadBanner}
          </Button>
          <Button onClick={() => void pickBanner()} disabled={uploading}>
            {t.bannerFromDrive}
          </Button>
          {banner && (
            <Button onClick={() => setBanner(null)} disabled={uploading}>
              {t.removeBanner}
            </Button>
          )}
        </div>
        {uploadError && <p role="alert">{uploadError}</p>}
      </fieldset>
      <label className={styles.check}>
        <input type="checkbox" checked={isSensitive} onChange={(e) => setSensitive(e.target.checked)} />
        {t.isSensitive}
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={allowRenote} onChange={(e) => setAllowRenote(e.target.checked)} />
        {t.allowRenoteToExternal}
      </label>
      {channel && (
        <>
          <TextField
            label={t.pinnedNotes}
            hint={t.pinnedNotesHint}
            value={pinned}
            onChange={setPinned}
            multiline
            error={badPinned ? t.pinnedNotesInvalid : null}
          />
          <label className={styles.check}>
            <input type="checkbox" checked={isArchived} onChange={(e) => setArchived(e.target.checked)} />
            {t.archive}
          </label>
        </>
      )}
      {error && <p role="alert">{error}</p>}
      <div>
        <Button
          type="submit"
          variant="primary"
          disabled={busy || uploading || name.trim() === '' || badPinned}
        >
          {channel ? t.save : t.create}
        </Button>
      </div>
    </form>
  );
}
