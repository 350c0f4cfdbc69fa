import { IconArrowDown, IconArrowUp, IconFile, IconX } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { useDriveUpload } from '@/features/composer/upload';
import { pickDriveFiles } from '@/features/drive';
import { inlineImageUrl } from '@/features/notes/media';
import { useI18n } from '@/i18n';
import { Button, Notice, TextField, useModals } from '@/ui';
import styles from './Gallery.module.css';
import { dropGalleryDraft, type GalleryDraftKey, readGalleryDraft, writeGalleryDraft } from './galleryDraft';
import {
  addFiles,
  GALLERY_MAX_FILES,
  type GalleryFields,
  type GalleryProblem,
  galleryProblems,
  moveFile,
} from './galleryRules';

interface Props {
  /** What the form starts from when no draft is kept: the post being edited, or empty. */
  original: GalleryFields;
  draftKey: GalleryDraftKey;
  busy: boolean;
  error: string | null;
  submitLabel: string;
  onSubmit(fields: GalleryFields): void;
}

/**
 * The gallery post form of /gallery/new and /gallery/{postId}/edit: title, description, 1 to
 * 32 files from the drive (uploads go through the drive picker) in the order they will show,
 * and the sensitive mark. Every change is kept as a draft at once, so a reload loses nothing;
 * the page drops the draft once the server has the post.
 */
export function GalleryForm({ original, draftKey, busy, error, submitLabel, onSubmit }: Props) {
  const i18n = useI18n();
  const t = i18n.ts.gallery;
  const modals = useModals();
  const driveUpload = useDriveUpload();
  const countId = useId();
  const [restored] = useState(() => readGalleryDraft(draftKey));
  const [fields, setFields] = useState<GalleryFields>(restored ?? original);
  const [showRestored, setShowRestored] = useState(restored !== null);
  const [tried, setTried] = useState(false);
  const problems = galleryProblems(fields);
  const shown = (problem: GalleryProblem) => tried && problems.includes(problem);

  const change = (next: Partial<GalleryFields>) => {
    setFields((current) => {
      const updated = { ...current, ...next };
      writeGalleryDraft(draftKey, updated);
      return updated;
    });
  };

  const discard = () => {
    dropGalleryDraft(draftKey);
    setFields(original);
    setShowRestored(false);
    setTried(false);
  };

  const chooseFiles = async () => {
    const picked = await pickDriveFiles(modals, {
      exclude: fields.files.map((file) => file.id),
      upload: driveUpload,
    });
    if (picked.length > 0) change({ files: addFiles(fields.files, picked) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.length === 0) onSubmit(fields);
  };

  const count = fields.files.length;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {showRestored && (
        <Notice tone="info">
          <span className={styles.restored}>
            {t.draftRestored}
            <Button onClick={discard}>{t.discardDraft}</Button>
          </span>
        </Notice>
      )}
      <TextField
        label={t.titleField}
        value={fields.title}
        onChange={(title) => change({ title })}
        required
        maxLength={256}
        error={shown('noTitle') ? t.problems.noTitle : null}
      />
      <TextField
        label={t.descriptionField}
        value={fields.description}
        onChange={(description) => change({ description })}
        multiline
        maxLength={2048}
      />
      <fieldset className={styles.fieldset} aria-describedby={countId}>
        <legend className={styles.legend}>{t.filesField}</legend>
        <p id={countId} className={styles.muted}>
          {i18n.t('gallery.filesCount', { n: count, max: GALLERY_MAX_FILES })}
        </p>
        {count > 0 && (
          <ol className={styles.fileList}>
            {fields.files.map((file, index) => {
              const preview = file.type.startsWith('image/') ? inlineImageUrl(file, 'preview') : null;
              return (
                <li key={file.id} className={styles.fileRow}>
                  {preview ? (
                    <img src={preview} alt="" className={styles.fileThumb} />
                  ) : (
                    <IconFile size={28} aria-hidden className={styles.fileThumb} />
                  )}
                  <span className={styles.fileName}>{file.name}</span>
                  <Button
                    variant="ghost"
                    aria-label={i18n.t('gallery.moveEarlier', { name: file.name })}
                    disabled={index === 0}
                    onClick={() => change({ files: moveFile(fields.files, index, -1) })}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={i18n.t('gallery.moveLater', { name: file.name })}
                    disabled={index === count - 1}
                    onClick={() => change({ files: moveFile(fields.files, index, 1) })}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={i18n.t('gallery.removeFile', { name: file.name })}
                    onClick={() => change({ files: fields.files.filter((other) => other.id !== file.id) })}
                  >
                    <IconX size={16} aria-hidden />
                  </Button>
                </li>
              );
            })}
          </ol>
        )}
        <div>
          <Button onClick={() => void chooseFiles()} disabled={count >= GALLERY_MAX_FILES}>
            {t.chooseFiles}
          </Button>
        </div>
        {shown('noFiles') && <p role="alert">{t.problems.noFiles}</p>}
        {shown('tooManyFiles') && (
          <p role="alert">{i18n.t('gallery.problems.tooManyFiles', { max: GALLERY_MAX_FILES })}</p>
        )}
      </fieldset>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={fields.isSensitive}
          onChange={(event) => change({ isSensitive: event.target.checked })}
        />
        {t.sensitiveField}
      </label>
      {error && <p role="alert">{error}</p>}
      <div>
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? i18n.ts.saving : submitLabel}
        </Button>
      </div>
    </form>
  );
}
