import {
  IconArrowDown,
  IconArrowUp,
  IconGripVertical,
  IconIndentDecrease,
  IconIndentIncrease,
  IconTrash,
} from '@tabler/icons-react';
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
  MAX_SECTION_DEPTH,
  moveBlock,
  moveBlockTo,
  nestsTooDeep,
  nestsTooDeepIn,
  newBlock,
  type PageBlock,
  type PageBlockType,
  positionOf,
  removeBlock,
  sectionMoveTarget,
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
  /** Shows (and says) why a move or an added block was refused. */
  refuse(text: string): void;
  /**
   * The control to focus in a block once it is moved. Shared by the whole editor: a block
   * moved into or out of a section is a new element in another list, not the one that moved it.
   */
  focusAfterMove: { current: { id: string; spot: FocusSpot } | null };
}

/**
 * A control of a block: the index of one of its own fields, or its move buttons by `data-move`
 * in order of preference (a move may take the button away: into a section, the block has no
 * section above it any more, but it can go back out).
 */
type FocusSpot = number | readonly string[];

/** The block's own controls matching `selector`, not those of the blocks inside a section. */
function ownControls(box: HTMLElement | null, selector: string): HTMLElement[] {
  if (!box) return [];
  return [...box.querySelectorAll<HTMLElement>(selector)].filter(
    (control) => control.closest('[data-block-id]') === box && !(control as HTMLButtonElement).disabled,
  );
}
const FIELDS = 'input, textarea, select';
const moveButton = (move: string) => `[data-move="${move}"]`;

/** Where the focus is in the block, to give it back to the same control after a move. */
function spotOf(box: HTMLElement | null, focused: EventTarget): FocusSpot {
  const field = ownControls(box, FIELDS).indexOf(focused as HTMLElement);
  if (field >= 0) return field;
  const move = focused instanceof HTMLElement ? focused.dataset.move : undefined;
  return move ? [move] : [];
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
    if (nestsTooDeepIn(ctx.root, block, parentId)) {
      ctx.refuse(i18n.t('pages.tooDeepToAdd', { depth: MAX_SECTION_DEPTH }));
      return;
    }
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

  // A moved block is re-inserted (in its list, or in another one as a new element), which
  // takes the focus away: give it back to the same control, or to the block when that is gone.
  const { focusAfterMove } = ctx;
  useEffect(() => {
    const pending = focusAfterMove.current;
    if (pending?.id !== block.id) return;
    focusAfterMove.current = null;
    const { spot } = pending;
    const target =
      typeof spot === 'number'
        ? ownControls(box.current, FIELDS)[spot]
        : spot.map((move) => ownControls(box.current, moveButton(move))[0]).find(Boolean);
    (target ?? box.current)?.focus();
  });

  const move = (by: -1 | 1, spot: FocusSpot) => {
    const to = index + by;
    if (to < 0 || to >= count) return;
    focusAfterMove.current = { id: block.id, spot };
    ctx.onChange(moveBlock(ctx.root, block.id, by));
    ctx.announce(i18n.t('pages.moved', { position: to + 1, total: count }));
  };
  // Into the section just above / out of the block's section: what a drop does, by keyboard.
  const into = sectionMoveTarget(ctx.root, block.id, 'into');
  const out = sectionMoveTarget(ctx.root, block.id, 'out');
  const moveAcross = (move: 'into' | 'out', spot: FocusSpot) => {
    const target = move === 'into' ? into : out;
    if (!target) return;
    if (nestsTooDeep(ctx.root, block.id, target)) {
      ctx.refuse(i18n.t('pages.tooDeepToMove', { depth: MAX_SECTION_DEPTH }));
      return;
    }
    const next = moveBlockTo(ctx.root, block.id, target);
    const position = positionOf(next, block.id);
    if (next === ctx.root || !position) return;
    focusAfterMove.current = { id: block.id, spot };
    ctx.onChange(next);
    const at = { position: position.index + 1, total: position.count };
    if (move === 'out') ctx.announce(i18n.t('pages.movedOut', at));
    else {
      // Named as the section's outline is after the move ("Block 2: Section").
      const sectionId = target.kind === 'end' ? target.parentId : null;
      const index = allBlocks(next).findIndex((b) => b.id === sectionId) + 1;
      const section = i18n.t('pages.blockName', { type: t.blockTypes.section, index });
      ctx.announce(i18n.t('pages.movedInto', { section, ...at }));
    }
  };
  const remove = () => {
    ctx.onChange(removeBlock(ctx.root, block.id));
    ctx.announce(i18n.t('pages.removed', { name }));
  };
  const update = (patch: Partial<PageBlock>) => ctx.onChange(updateBlock(ctx.root, block.id, patch));

  // Alt+Arrow keys move the block from anywhere inside it, as the buttons do: up and down among
  // its siblings, and (as the page's text runs) forward into the section above, back out of its
  // own, so Alt+Left goes into a section when the interface reads right to left.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || !event.key.startsWith('Arrow')) return;
    event.preventDefault();
    event.stopPropagation();
    const spot = spotOf(box.current, event.target);
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') move(event.key === 'ArrowUp' ? -1 : 1, spot);
    else {
      const forward = document.documentElement.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      moveAcross(event.key === forward ? 'into' : 'out', spot);
    }
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
          onClick={() => move(-1, ['up'])}
        >
          <IconArrowUp size={16} aria-hidden />
        </Button>
        <Button
          size="small"
          variant="ghost"
          aria-label={i18n.t('pages.moveDown', { name })}
          disabled={index === count - 1}
          data-move="down"
          onClick={() => move(1, ['down'])}
        >
          <IconArrowDown size={16} aria-hidden />
        </Button>
        {into && (
          <Button
            size="small"
            variant="ghost"
            aria-label={i18n.t('pages.moveIntoSection', { name })}
            data-move="into"
            onClick={() => moveAcross('into', ['into', 'out'])}
          >
            <IconIndentIncrease size={16} aria-hidden />
          </Button>
        )}
        {out && (
          <Button
            size="small"
            variant="ghost"
            aria-label={i18n.t('pages.moveOutOfSection', { name })}
            data-move="out"
            onClick={() => moveAcross('out', ['out', 'into'])}
          >
            <IconIndentDecrease size={16} aria-hidden />
          </Button>
        )}
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
