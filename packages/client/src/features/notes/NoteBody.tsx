import { useState } from 'react';
import { useAccountContext } from '@/accounts';
import { TextWith, useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import { useSetting } from '@/settings';
import { mayHaveLinks, UrlPreviews } from '../urlPreview';
import { MediaList } from './media';
import styles from './Note.module.css';
import { useNote } from './NoteStoreContext';
import { NoteText } from './NoteText';
import { NoteCard } from './NoteView';
import type { Note } from './noteStore';
import { PollView } from './PollView';
import { cwSummary, isPureRenote, shouldCollapse } from './rules';

// What a note says: text behind its content warning or fold, files, poll and quoted note (a
// NoteCard again, hence the import back from NoteView: a quote is a note inside a note).

function cwLabel(note: Note, i18n: ReturnType<typeof useI18n>): string {
  const s = cwSummary(note);
  const parts: string[] = [];
  if (s.characters) parts.push(i18n.t('notes.cwCharacters', { n: s.characters }));
  if (s.hasQuote) parts.push(i18n.ts.notes.cwQuote);
  if (s.files) parts.push(i18n.t('notes.cwFiles', { n: s.files }));
  if (s.hasPoll) parts.push(i18n.ts.notes.cwPoll);
  return parts.length ? `${i18n.ts.notes.showContent} (${parts.join(', ')})` : i18n.ts.notes.showContent;
}

export function NoteBody({ note, detailed }: { note: Note; detailed?: boolean }) {
  const i18n = useI18n();
  const [revealed, setRevealed] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const collapsible = !detailed && shouldCollapse(note);
  const quote =
    useNote(isPureRenote(note) ? null : note.renoteId) ?? (isPureRenote(note) ? null : note.renote) ?? null;
  const { api } = useAccountContext();
  const { meta } = useInstance();
  const [dataSaver] = useSetting('dataSaver');
  // Link cards when the server offers previews and the reader does not save data on them.
  const previews = meta?.enableUrlPreview === true && !dataSaver.urlPreview && mayHaveLinks(note.text);

  const inner = (
    <>
      {note.text && (
        // A div, not a p: the MFM inside has block elements (quotes, code, centre).
        <div className={detailed ? styles.bigText : styles.bodyText}>
          <NoteText text={note.text} emojis={note.emojis} author={note.user} />
        </div>
      )}
      {note.files && note.files.length > 0 && <MediaList files={note.files} />}
      {note.poll && <PollView note={note} />}
      {previews && note.text && (
        <UrlPreviews
          text={note.text}
          origin={api.origin}
          exclude={[quote?.url, quote?.uri].filter((u): u is string => typeof u === 'string')}
        />
      )}
      {quote && (
        <div className={styles.quote}>
          <NoteCard note={quote} compact />
        </div>
      )}
    </>
  );

  if (note.cw != null) {
    return (
      <div className={styles.body}>
        <div className={styles.cw}>
          <NoteText text={note.cw} emojis={note.emojis} author={note.user} />
        </div>
        <button
          type="button"
          className={styles.cwButton}
          aria-expanded={revealed}
          onClick={() => setRevealed(!revealed)}
        >
          {revealed ? i18n.ts.notes.hideContent : cwLabel(note, i18n)}
        </button>
        {revealed && inner}
      </div>
    );
  }
  if (collapsible) {
    return (
      <div className={styles.body}>
        <div className={expanded ? undefined : styles.collapsed} data-testid="note-collapsible">
          {inner}
        </div>
        <button
          type="button"
          className={styles.collapseButton}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? i18n.ts.notes.showLess : i18n.ts.notes.showMore}
        </button>
      </div>
    );
  }
  return <div className={styles.body}>{inner}</div>;
}

export function DetailedInfo({ note }: { note: Note }) {
  const i18n = useI18n();
  // "1 reply", "2 replies": the words agree with the number, which stays in bold.
  const count = (key: 'notes.repliesCount' | 'notes.renotesCount' | 'notes.reactionsCount', n: number) => (
    <span>
      <TextWith text={i18n.forms(key, { n })} values={{ n: <strong>{i18n.number(n)}</strong> }} />
    </span>
  );
  return (
    <p className={styles.counts}>
      {count('notes.repliesCount', note.repliesCount)}
      {count('notes.renotesCount', note.renoteCount)}
      {count('notes.reactionsCount', note.reactionCount)}
    </p>
  );
}
