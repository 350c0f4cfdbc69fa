import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { MediaList, NoteView, useNoteStore } from '@/features/notes';
import { useI18n } from '@/i18n';
import { Mfm } from '@/mfm';
import { isHttpUrl } from '@/users/httpUrl';
import { type PageBlock, sanitizeBlocks } from './blocks';
import styles from './Pages.module.css';

type Page = Misskey.entities.Page;

/**
 * A page's content as everyone sees it: the eye-catching image, the title, the summary and the
 * blocks. Text goes through the app's MFM renderer (elements and text only, never HTML), section
 * titles and file names are plain text, and pictures come only from http(s) addresses.
 */
export function PageView({ page }: { page: Page }) {
  const blocks = sanitizeBlocks(page.content);
  const cover = page.eyeCatchingImage;
  const classes = [
    styles.page,
    page.font === 'serif' ? styles.serif : '',
    page.alignCenter ? styles.centered : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <article className={classes} aria-labelledby={`page-title-${page.id}`}>
      {cover && isHttpUrl(cover.url) && (
        <img className={styles.cover} src={cover.url} alt={cover.comment ?? cover.name} />
      )}
      <h1 id={`page-title-${page.id}`} className={styles.pageTitle} dir="auto">
        {page.title}
      </h1>
      {page.summary && (
        <p className={styles.summary} dir="auto">
          {page.summary}
        </p>
      )}
      <PageBlocks blocks={blocks} page={page} depth={0} />
    </article>
  );
}

export function PageBlocks({ blocks, page, depth }: { blocks: PageBlock[]; page: Page; depth: number }) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block) => (
        <BlockView key={block.id} block={block} page={page} depth={depth} />
      ))}
    </div>
  );
}

function BlockView({ block, page, depth }: { block: PageBlock; page: Page; depth: number }) {
  switch (block.type) {
    case 'text':
      return <Mfm text={block.text} author={page.user} />;
    case 'section': {
      // h2 for a top-level section, one level deeper per nesting, never past h6.
      const Heading = `h${Math.min(2 + depth, 6)}` as 'h2';
      return (
        <section className={styles.section}>
          <Heading className={styles.sectionTitle} dir="auto">
            {block.title}
          </Heading>
          <PageBlocks blocks={block.children} page={page} depth={depth + 1} />
        </section>
      );
    }
    case 'image': {
      const file = page.attachedFiles.find((f) => f.id === block.fileId);
      return file ? <MediaList files={[file]} /> : null;
    }
    case 'note':
      return block.note ? <EmbeddedNote noteId={block.note} /> : null;
  }
}

/** A note shown inside the page: fetched once, then drawn from the shared note store. */
function EmbeddedNote({ noteId }: { noteId: string }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const store = useNoteStore();
  const [state, setState] = useState<'loading' | 'ready' | 'missing'>('loading');
  useEffect(() => {
    let live = true;
    api.call('notes/show', { noteId }).then(
      (note) => {
        if (!live) return;
        store.put([note]);
        setState('ready');
      },
      () => live && setState('missing'),
    );
    return () => {
      live = false;
    };
  }, [api, noteId, store]);
  if (state === 'loading') return <p className={styles.muted}>{i18n.ts.loading}</p>;
  if (state === 'missing') return <p className={styles.muted}>{i18n.ts.pages.noteMissing}</p>;
  return <NoteView noteId={noteId} withParent={false} />;
}
