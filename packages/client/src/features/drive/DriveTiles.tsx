import { useDraggable, useDroppable } from '@dnd-kit/core';
import { IconDots, IconFile, IconFolder } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { formatBytes } from '@/features/notes/media';
import { useI18n } from '@/i18n';
import { Link } from '@/router';
import { MenuButton, type MenuItem } from '@/ui';
import styles from './Drive.module.css';
import { safeThumbnailUrl } from './safeUrl';
import type { DriveFile, DriveFolder } from './types';

export interface TileSelection {
  selected: boolean;
  /** Shift held: select everything between the last choice and this one. */
  onToggle(shiftKey: boolean): void;
}

/** The drag handle and drop zone parts every tile shares; `dropId` is set on folders only. */
function useTileDnd(dragId: string, dropId: string | null, disabled: boolean) {
  const drag = useDraggable({ id: dragId, disabled });
  const drop = useDroppable({ id: dropId ?? `none:${dragId}`, disabled: dropId === null });
  return {
    ref: (node: HTMLElement | null) => {
      drag.setNodeRef(node);
      drop.setNodeRef(node);
    },
    // Only the pointer listeners: the keyboard moves things through "Move to…" instead, and
    // dnd-kit's own attributes would turn the whole tile into a second button.
    listeners: drag.listeners,
    dragging: drag.isDragging,
    over: drop.isOver && !drag.isDragging,
  };
}

function Checkbox({ label, selection }: { label: string; selection: TileSelection }) {
  return (
    <input
      type="checkbox"
      className={styles.check}
      aria-label={label}
      checked={selection.selected}
      onChange={() => {}}
      onClick={(event: MouseEvent<HTMLInputElement>) => selection.onToggle(event.shiftKey)}
    />
  );
}

function TileShell(props: {
  dnd: ReturnType<typeof useTileDnd>;
  selected: boolean;
  kind: 'file' | 'folder';
  children: ReactNode;
}) {
  const { dnd } = props;
  return (
    <li
      ref={dnd.ref}
      {...dnd.listeners}
      className={styles.tile}
      data-kind={props.kind}
      data-selected={props.selected || undefined}
      data-dragging={dnd.dragging || undefined}
      data-over={dnd.over || undefined}
    >
      {props.children}
    </li>
  );
}

export function FolderTile(props: {
  folder: DriveFolder;
  selection: TileSelection | null;
  menu: MenuItem[] | null;
  draggable: boolean;
  onOpen(folder: DriveFolder): void;
}) {
  const i18n = useI18n();
  const t = i18n.ts.drive;
  const { folder } = props;
  const dnd = useTileDnd(`folder:${folder.id}`, `into:${folder.id}`, !props.draggable);
  return (
    <TileShell dnd={dnd} selected={props.selection?.selected ?? false} kind="folder">
      {props.selection && (
        <Checkbox label={i18n.t('drive.select', { name: folder.name })} selection={props.selection} />
      )}
      <button type="button" className={styles.tileMain} onClick={() => props.onOpen(folder)}>
        <span className={styles.thumb} aria-hidden>
          <IconFolder size={40} stroke={1.5} />
        </span>
        <span className={styles.name}>
          <span className={styles.visuallyHidden}>{t.folder} </span>
          {folder.name}
        </span>
      </button>
      {props.menu && (
        <MenuButton
          label={i18n.t('drive.actionsFor', { name: folder.name })}
          items={props.menu}
          className={styles.tileMenu}
        >
          <IconDots size={18} aria-hidden />
        </MenuButton>
      )}
    </TileShell>
  );
}

export function FileTile(props: {
  file: DriveFile;
  selection: TileSelection;
  menu: MenuItem[] | null;
  draggable: boolean;
  /** The file's page, or null in pick mode where the tile toggles the choice. */
  href: string | null;
}) {
  const i18n = useI18n();
  const { file } = props;
  const dnd = useTileDnd(`file:${file.id}`, null, !props.draggable);
  const thumbnail = safeThumbnailUrl(file.thumbnailUrl);
  const body = (
    <>
      <span className={styles.thumb} aria-hidden>
        {thumbnail ? (
          <img src={thumbnail} alt="" loading="lazy" draggable={false} />
        ) : (
          <IconFile size={40} stroke={1.5} />
        )}
      </span>
      <span className={styles.name}>{file.name}</span>
      <span className={styles.meta}>{formatBytes(file.size, i18n.lang)}</span>
    </>
  );
  return (
    <TileShell dnd={dnd} selected={props.selection.selected} kind="file">
      <Checkbox label={i18n.t('drive.select', { name: file.name })} selection={props.selection} />
      {props.href ? (
        <Link to={props.href} className={styles.tileMain} draggable={false}>
          {body}
        </Link>
      ) : (
        <button
          type="button"
          className={styles.tileMain}
          onClick={(event) => props.selection.onToggle(event.shiftKey)}
        >
          {body}
        </button>
      )}
      {props.menu && (
        <MenuButton
          label={i18n.t('drive.actionsFor', { name: file.name })}
          items={props.menu}
          className={styles.tileMenu}
        >
          <IconDots size={18} aria-hidden />
        </MenuButton>
      )}
    </TileShell>
  );
}

/** A breadcrumb is a drop target too: dropping on it moves things up to that folder. */
export function CrumbDrop({ target, children }: { target: string | null; children: ReactNode }) {
  const drop = useDroppable({ id: `into:${target ?? 'root'}` });
  return (
    <li ref={drop.setNodeRef} data-over={drop.isOver || undefined} className={styles.crumbItem}>
      {children}
    </li>
  );
}
