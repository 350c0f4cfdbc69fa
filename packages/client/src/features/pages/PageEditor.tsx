import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { pickDriveFiles } from '@/features/drive';
import { useI18n } from '@/i18n';
import { Button, TextField, useModals } from '@/ui';
import { isHttpUrl } from '@/users/httpUrl';
import { BlockDragArea } from './BlockDrag';
import { type BlockEditorContext, BlockList } from './BlockEditor';
import { type PageBlock, pageNameProblem } from './blocks';
import styles from './PageEditor.module.css';
import { type PageFields, type PickedFile, writePageDraft } from './pageDraft';

interface Props {
  initial: PageFields;
  /** Where the fields are kept on the device while they are edited (pageDraftKey). */
  draftKey: string;
  /** The author's username, for the address shown beside the name field. */
  username: string;
  creating: boolean;
  busy: boolean;
  error: string | null;
  /** The server said the name is taken. */
  nameTaken: boolean;
  onSave(fields: PageFields): void;
}

/**
 * The page editor of /pages/new and /pages/edit/{id}: title, name (the address), summary,
 * eye-catching image from the drive, font, centring, the pinned-title switch and the blocks.
 * Every change is written to the device at once (see pageDraft.ts).
 */
export function PageEditor({ initial, draftKey, username, creating, busy, error, nameTaken, onSave }: Props) {
  const i18n = useI18n();
  const t = i18n.ts.pages;
  const modals = useModals();
  const fontId = useId();
  const [fields, setFields] = useState(initial);
  const current = useRef(initial);
  const [announcement, setAnnouncement] = useState('');
  // Why the last move or added block was refused; any change of the blocks clears it.
  const [refusal, setRefusal] = useState('');
  const focusAfterMove = useRef<BlockEditorContext['focusAfterMove']['current']>(null);
  // Shown beside the blocks, and said in the live region (which is always in the page, so
  // screen readers hear it; the shown line takes no room while empty).
  const refuse = (text: string) => {
    setRefusal(text);
    setAnnouncement(text);
  };

  const change = useCallback(
    (patch: Partial<PageFields>) => {
      const next = { ...current.current, ...patch };
      current.current = next;
      setFields(next);
      writePageDraft(localStorage, draftKey, next);
    },
    [draftKey],
  );

  const ctx: BlockEditorContext = {
    root: fields.content,
    onChange: (content: PageBlock[]) => {
      if (refusal) {
        setRefusal('');
        setAnnouncement('');
      }
      change({ content });
    },
    files: fields.files,
    onFilePicked: (id: string, file: PickedFile) =>
      change({ files: { ...current.current.files, [id]: file } }),
    announce: setAnnouncement,
    refuse,
    focusAfterMove,
  };

  const nameProblem = pageNameProblem(fields.name);
  const nameError = nameTaken ? t.nameTaken : nameProblem ? t.nameProblems[nameProblem] : null;
  const titleMissing = fields.title.trim() === '';

  const pickCover = async () => {
    const [file] = await pickDriveFiles(modals, { single: true, type: 'image/*' });
    if (file)
      change({ eyeCatchingImage: { id: file.id, url: file.thumbnailUrl ?? file.url, name: file.name } });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nameProblem || titleMissing) return;
    onSave(current.current);
  };

  const cover = fields.eyeCatchingImage;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t.titleLabel}
        value={fields.title}
        onChange={(title) => change({ title })}
        maxLength={256}
        required
      />
      <TextField
        label={t.nameLabel}
        hint={i18n.t('pages.nameHint', { path: `/@${username}/pages/` })}
        value={fields.name}
        onChange={(name) => change({ name })}
        error={nameError}
        autoCapitalize="off"
        spellCheck={false}
        required
      />
      <TextField
        label={t.summaryLabel}
        multiline
        maxLength={2048}
        value={fields.summary}
        onChange={(summary) => change({ summary })}
      />
      <fieldset className={styles.group}>
        <legend className={styles.groupLegend}>{t.coverLabel}</legend>
        {cover && isHttpUrl(cover.url) && (
          <img className={styles.coverPreview} src={cover.url} alt={cover.name} />
        )}
        <div className={styles.row}>
          <Button onClick={() => void pickCover()}>{cover ? t.changeImage : t.chooseImage}</Button>
          {cover && <Button onClick={() => change({ eyeCatchingImage: null })}>{t.removeCover}</Button>}
        </div>
      </fieldset>
      <div className={styles.row}>
        <label htmlFor={fontId}>{t.fontLabel}</label>
        <select
          id={fontId}
          className={styles.select}
          value={fields.font}
          onChange={(e) => change({ font: e.target.value === 'serif' ? 'serif' : 'sans-serif' })}
        >
          <option value="sans-serif">{t.fonts.sansSerif}</option>
          <option value="serif">{t.fonts.serif}</option>
        </select>
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={fields.alignCenter}
          onChange={(e) => change({ alignCenter: e.target.checked })}
        />
        {t.alignCenter}
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={fields.hideTitleWhenPinned}
          onChange={(e) => change({ hideTitleWhenPinned: e.target.checked })}
        />
        {t.hideTitleWhenPinned}
      </label>
      <section className={styles.group} aria-labelledby={`${fontId}-content`}>
        <h2 id={`${fontId}-content`} className={styles.groupLegend}>
          {t.contentLabel}
        </h2>
        <p className={styles.muted}>{t.moveHint}</p>
        <p className={styles.refusal}>{refusal}</p>
        <BlockDragArea
          root={fields.content}
          onChange={ctx.onChange}
          announce={setAnnouncement}
          refuse={refuse}
        >
          <BlockList blocks={fields.content} parentId={null} ctx={ctx} />
        </BlockDragArea>
      </section>
      <p className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
      {error && <p role="alert">{error}</p>}
      <div className={styles.row}>
        <Button type="submit" variant="primary" busy={busy} disabled={nameProblem !== null || titleMissing}>
          {creating ? t.create : t.save}
        </Button>
      </div>
    </form>
  );
}
