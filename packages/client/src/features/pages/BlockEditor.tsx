import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { type KeyboardEvent, useCallback, useEffect, useRef } from 'react';
import { noteIdOf } from '@/features/channels';
import { pickDriveFiles } from '@/features/drive';
import { useI18n } from '@/i18n';
import { Button, TextField, useModals } from '@/ui';
import { isHttpUrl } from '@/users/httpUrl';
import { useBlockDrag, useListEndDrop } from './BlockDrag';
import {
  addBlock,
  allBlocks,
  BLOCK_TYPES,
  moveBlock,
  newBlock,
  type PageBlock,
  type PageBlockType,
  positionOf,
  removeBlock,
  updateBlock,
} from './blocks';
import styles from './PageEditor.module.css';
import type { PickedFile } from './pageDraft';

export interface BlockEditorContext {
  /** The whole tree: every operation works on it, wherever the block sits. */
  root: PageBlock[];
  onChange(next: PageBlock[]): void;
  files: Record<string, PickedFile>;
  onFilePicked(id: string, file: PickedFile): void;
  /** Says a move or removal out loud (the editor's live region). */
  announce(text: string): void;
}

/** A list of blocks (the page's top level or a section's children) with its Add buttons. */
export function BlockList({
  blocks,
  parentId,
  ctx,
}: {
  blocks: PageBlock[];
  parentId: string | null;
  ctx: BlockEditorContext;
}) {
  const i18n = useI18n();
  const t = i18n.ts.pages;
  const end = useListEndDrop(parentId);
  // Focus follows a block that was added (its first field) so keyboard users land in it.
  const added = useRef<string | null>(null);
  const add = (type: PageBlockType) => {
    const block = newBlock(type);
    added.current = block.id;
    ctx.onChange(addBlock(ctx.root, block, parentId));
  };
  useEffect(() => {
    const id = added.current;
    if (!id || !blocks.some((b) => b.id === id)) return;
    added.current = null;
    const box = document.querySelector<HTMLElement>(`[data-block-id="${id}"]`);
    (box?.querySelector<HTMLElement>('input, textarea, [data-primary]') ?? box)?.focus();
  }, [blocks]);
  return (
    <div className={styles.blockList}>
      {blocks.length > 0 && (
        <ol className={styles.blocks}>
          {blocks.map((block) => (
            <li key={block.id}>
              <BlockEditor block={block} ctx={ctx} />
            </li>
          ))}
        </ol>
      )}
      <fieldset ref={end.setNodeRef} className={`${styles.addRow} ${end.over ? styles.dropTarget : ''}`}>
        <legend className={styles.addLegend}>{parentId === null ? t.addBlock : t.addToSection}</legend>
        {BLOCK_TYPES.map((type) => (
          <Button key={type} size="small" onClick={() => add(type)}>
            {t.blockTypes[type]}
          </Button>
        ))}
      </fieldset>
    </div>
  );
}

function BlockEditor({ block, ctx }: { block: PageBlock; ctx: BlockEditorContext }) {
  const i18n = useI18n();
  const t = i18n.ts.pages;
  const modals = useModals();
  const position = positionOf(ctx.root, block.id);
  const index = position?.index ?? 0;
  const count = position?.count ?? 1;
  // Numbered in reading order over the whole page, so every block's name is unique.
  const number = allBlocks(ctx.root).findIndex((b) => b.id === block.id) + 1;
  const name = i18n.t('pages.blockName', { type: t.blockTypes[block.type], index: number });
  const focusAfterMove = useRef<string | null>(null);
  const box = useRef<HTMLFieldSetElement | null>(null);
  const drag = useBlockDrag(block.id);
  const { setBox } = drag;
  const boxRef = useCallback(
    (node: HTMLFieldSetElement | null) => {
      box.current = node;
      setBox(node);
    },
    [setBox],
  );

  // A moved block is re-inserted in the list, which takes the focus away: give it back.
  useEffect(() => {
    const selector = focusAfterMove.current;
    if (!selector) return;
    focusAfterMove.current = null;
    const target = box.current?.querySelector<HTMLElement>(selector);
    (target && !(target as HTMLButtonElement).disabled ? target : box.current)?.focus();
  });

  const move = (by: -1 | 1, selector: string) => {
    const to = index + by;
    if (to < 0 || to >= count) return;
    focusAfterMove.current = selector;
    ctx.onChange(moveBlock(ctx.root, block.id, by));
    ctx.announce(i18n.t('pages.moved', { position: to + 1, total: count }));
  };
  const remove = () => {
    ctx.onChange(removeBlock(ctx.root, block.id));
    ctx.announce(i18n.t('pages.removed', { name }));
  };
  const update = (patch: Partial<PageBlock>) => ctx.onChange(updateBlock(ctx.root, block.id, patch));

  // Alt+Arrow keys move the block from anywhere inside it, as the buttons do.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    event.stopPropagation();
    move(event.key === 'ArrowUp' ? -1 : 1, '[data-move="self"]');
  };

  const pickImage = async () => {
    const [file] = await pickDriveFiles(modals, { single: true, type: 'image/*' });
    if (!file) return;
    ctx.onFilePicked(file.id, { url: file.thumbnailUrl ?? file.url, name: file.name });
    update({ fileId: file.id });
  };

  const picked = block.type === 'image' && block.fileId ? ctx.files[block.fileId] : undefined;
  return (
    <fieldset
      ref={boxRef}
      className={[
        styles.block,
        drag.dragging ? styles.dragging : '',
        drag.over ? styles.dropTarget : '',
      ].join(' ')}
      style={drag.style}
      data-block-id={block.id}
      onKeyDown={onKeyDown}
      tabIndex={-1}
    >
      <legend className={styles.blockLegend}>{name}</legend>
      <div className={styles.blockTools}>
        <span className={styles.grip} {...drag.grip}>
          <IconGripVertical size={18} />
        </span>
        <Button
          size="small"
          variant="ghost"
          aria-label={i18n.t('pages.moveUp', { name })}
          disabled={index === 0}
          data-move="up"
          onClick={() => move(-1, '[data-move="up"]')}
        >
          <IconArrowUp size={16} aria-hidden />
        </Button>
        <Button
          size="small"
          variant="ghost"
          aria-label={i18n.t('pages.moveDown', { name })}
          disabled={index === count - 1}
          data-move="down"
          onClick={() => move(1, '[data-move="down"]')}
        >
          <IconArrowDown size={16} aria-hidden />
        </Button>
        <Button
          size="small"
          variant="ghost"
          aria-label={i18n.t('pages.removeBlock', { name })}
          onClick={remove}
        >
          <IconTrash size={16} aria-hidden />
        </Button>
      </div>
      {block.type === 'text' && (
        <TextField
          label={t.textLabel}
          hint={t.textHint}
          multiline
          value={block.text}
          onChange={(text) => update({ text })}
        />
      )}
      {block.type === 'section' && (
        <>
          <TextField label={t.sectionTitle} value={block.title} onChange={(title) => update({ title })} />
          <BlockList blocks={block.children} parentId={block.id} ctx={ctx} />
        </>
      )}
      {block.type === 'image' && (
        <div className={styles.imageRow}>
          {picked && isHttpUrl(picked.url) && (
            <img className={styles.imagePreview} src={picked.url} alt={picked.name} />
          )}
          {block.fileId && !picked && <span className={styles.muted}>{t.imageChosen}</span>}
          <Button data-primary onClick={() => void pickImage()}>
            {block.fileId ? t.changeImage : t.chooseImage}
          </Button>
        </div>
      )}
      {block.type === 'note' && <NoteBlockFields block={block} onChange={update} />}
    </fieldset>
  );
}

function NoteBlockFields({
  block,
  onChange,
}: {
  block: Extract<PageBlock, { type: 'note' }>;
  onChange(patch: Partial<PageBlock>): void;
}) {
  const t = useI18n().ts.pages;
  // What was typed stays as typed (a link, say); the block keeps the id read from it.
  const typed = useRef(block.note ?? '');
  const invalid = typed.current.trim() !== '' && block.note === null;
  return (
    <>
      <TextField
        label={t.noteLabel}
        hint={t.noteHint}
        value={typed.current}
        error={invalid ? t.noteInvalid : null}
        onChange={(value) => {
          typed.current = value;
          onChange({ note: noteIdOf(value) });
        }}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={block.detailed}
          onChange={(e) => onChange({ detailed: e.target.checked })}
        />
        {t.noteDetailed}
      </label>
    </>
  );
}
