import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { IconChevronRight, IconCursorText, IconFolderSymlink, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { openApiErrorDialog } from '@/api';
import { useI18n } from '@/i18n';
import { Button, type MenuItem, openTextInput, useModals, useToast } from '@/ui';
import {
  createFolder,
  type DriveActionContext,
  deleteItems,
  moveItems,
  renameFile,
  renameFolder,
} from './actions';
import styles from './Drive.module.css';
import { CrumbDrop, FileTile, FolderTile } from './DriveTiles';
import { DriveToolbar } from './DriveToolbar';
import { chooseFolder } from './FolderChooser';
import type { DriveFile, DriveFolder, DriveItems, DriveSort, DriveUpload } from './types';
import { useDriveListing } from './useDriveListing';
import { useFileDropUpload } from './useFileDropUpload';
import { useFolderPath } from './useFolderPath';
import { useUploads } from './useUploads';

export interface DriveBrowserProps {
  folderId: string | null;
  onOpenFolder(folderId: string | null): void;
  /** 'manage': the drive page; 'pick': choose files (the composer's "from drive"). */
  mode: 'manage' | 'pick';
  upload?: DriveUpload;
  /** Pick mode: the chosen files, in the order chosen. */
  onPickedChange?(files: DriveFile[]): void;
  /** Files already attached: shown, not choosable again. */
  exclude?: readonly string[];
  /** Only files of this MIME type (`audio/*`: a sound), as `drive/files` filters by `type`. */
  fileType?: string;
}

const keyOf = (kind: 'file' | 'folder', id: string) => `${kind}:${id}`;

/** Folders and files in a grid with breadcrumbs, uploads, moves and multi-select. */
export function DriveBrowser({
  folderId,
  onOpenFolder,
  mode,
  upload,
  onPickedChange,
  exclude = [],
  fileType,
}: DriveBrowserProps) {
  const i18n = useI18n();
  const t = i18n.ts.drive;
  const { api } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const ctx: DriveActionContext = useMemo(() => ({ api, modals, i18n }), [api, modals, i18n]);
  const [sort, setSort] = useState<DriveSort>('+createdAt');
  const listing = useDriveListing(folderId, sort, fileType);
  const { path, missing } = useFolderPath(folderId);
  const [selected, setSelected] = useState<string[]>([]);
  const anchor = useRef<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const manage = mode === 'manage';
  const upsertFile = listing.upsertFile;
  const { uploads, start } = useUploads(upload, modals, i18n, upsertFile);
  const fileDrop = useFileDropUpload(upload ? (files) => start(files, folderId) : null);
  // A mouse drags after moving a few pixels (a click still opens); a finger must rest on a tile
  // first, so swiping over the grid scrolls it instead of dragging.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 300, tolerance: 8 } }),
  );

  // A new folder starts with nothing chosen; in pick mode the choice survives folder changes.
  const [selectionFolder, setSelectionFolder] = useState(folderId);
  if (selectionFolder !== folderId) {
    setSelectionFolder(folderId);
    if (manage) setSelected([]);
  }

  const order = useMemo(
    () => [
      ...(manage ? listing.folders.map((f) => keyOf('folder', f.id)) : []),
      ...listing.files.filter((f) => !exclude.includes(f.id)).map((f) => keyOf('file', f.id)),
    ],
    [listing.folders, listing.files, manage, exclude],
  );
  const pickedFiles = useRef(new Map<string, DriveFile>());

  const toggle = (key: string, shiftKey: boolean) => {
    setSelected((current) => {
      let next: string[];
      const from = anchor.current ? order.indexOf(anchor.current) : -1;
      const to = order.indexOf(key);
      if (shiftKey && from !== -1 && to !== -1) {
        const range = order.slice(Math.min(from, to), Math.max(from, to) + 1);
        next = [...current, ...range.filter((k) => !current.includes(k))];
      } else {
        next = current.includes(key) ? current.filter((k) => k !== key) : [...current, key];
      }
      return next;
    });
    anchor.current = key;
  };

  useEffect(() => {
    if (!onPickedChange) return;
    for (const file of listing.files) pickedFiles.current.set(file.id, file);
    const files = selected
      .filter((k) => k.startsWith('file:'))
      .map((k) => pickedFiles.current.get(k.slice(5)))
      .filter((f): f is DriveFile => f !== undefined);
    onPickedChange(files);
  }, [selected, listing.files, onPickedChange]);

  const itemsOf = useCallback(
    (keys: readonly string[]): DriveItems => ({
      files: listing.files.filter((f) => keys.includes(keyOf('file', f.id))),
      folders: listing.folders.filter((f) => keys.includes(keyOf('folder', f.id))),
    }),
    [listing.files, listing.folders],
  );

  const afterMove = (moved: DriveItems) => {
    listing.remove(
      moved.files.map((f) => f.id),
      moved.folders.map((f) => f.id),
    );
    const gone = new Set([
      ...moved.files.map((f) => keyOf('file', f.id)),
      ...moved.folders.map((f) => keyOf('folder', f.id)),
    ]);
    setSelected((current) => current.filter((k) => !gone.has(k)));
  };

  const moveTo = async (items: DriveItems) => {
    const choice = await chooseFolder(modals, {
      title: t.moveTo,
      okLabel: t.moveHere,
      excluded: items.folders.map((f) => f.id),
    });
    if (!choice) return;
    const moved = await moveItems(ctx, items, choice.folder?.id ?? null);
    afterMove(moved);
  };

  const remove = async (items: DriveItems) => {
    const deleted = await deleteItems(ctx, items);
    afterMove(deleted);
  };

  const fileMenu = (file: DriveFile): MenuItem[] => [
    {
      type: 'button',
      text: t.rename,
      icon: <IconCursorText size={18} aria-hidden />,
      action: async () => {
        const renamed = await renameFile(ctx, file);
        if (renamed) listing.upsertFile(renamed);
      },
    },
    {
      type: 'button',
      text: t.moveTo,
      icon: <IconFolderSymlink size={18} aria-hidden />,
      action: () => void moveTo({ files: [file], folders: [] }),
    },
    {
      type: 'button',
      text: t.delete,
      icon: <IconTrash size={18} aria-hidden />,
      danger: true,
      action: () => void remove({ files: [file], folders: [] }),
    },
  ];
  const folderMenu = (folder: DriveFolder): MenuItem[] => [
    {
      type: 'button',
      text: t.rename,
      icon: <IconCursorText size={18} aria-hidden />,
      action: async () => {
        const renamed = await renameFolder(ctx, folder);
        if (renamed) listing.upsertFolder(renamed);
      },
    },
    {
      type: 'button',
      text: t.moveTo,
      icon: <IconFolderSymlink size={18} aria-hidden />,
      action: () => void moveTo({ files: [], folders: [folder] }),
    },
    {
      type: 'button',
      text: t.delete,
      icon: <IconTrash size={18} aria-hidden />,
      danger: true,
      action: () => void remove({ files: [], folders: [folder] }),
    },
  ];

  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null);
    const target = event.over ? String(event.over.id) : null;
    if (!target?.startsWith('into:')) return;
    const targetId = target === 'into:root' ? null : target.slice(5);
    const key = String(event.active.id);
    const keys = selected.includes(key) ? selected : [key];
    const items = itemsOf(keys);
    items.folders = items.folders.filter((f) => f.id !== targetId);
    void moveItems(ctx, items, targetId).then(afterMove);
  };

  const uploadUrl = async () => {
    const answer = await openTextInput(modals, { title: t.fromUrl, label: t.url, type: 'url', minLength: 1 });
    if (answer.canceled) return;
    try {
      await api.call('drive/files/upload-from-url', { url: answer.result.trim(), folderId, force: true });
      toast(t.urlUploadStarted);
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'drive/files/upload-from-url' });
    }
  };

  // Infinite scroll: the next page loads when the end of the grid comes into view.
  const [sentinel, setSentinel] = useState<HTMLDivElement | null>(null);
  const { loadMore, next } = listing;
  useEffect(() => {
    if (!sentinel || next === 'done' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadMore();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, loadMore, next]);

  const selection = itemsOf(selected);
  const draggedName = dragging
    ? dragging.startsWith('file:')
      ? listing.files.find((f) => keyOf('file', f.id) === dragging)?.name
      : listing.folders.find((f) => keyOf('folder', f.id) === dragging)?.name
    : undefined;
  const draggedCount = dragging && selected.includes(dragging) ? selected.length : 1;

  return (
    <DndContext
      sensors={sensors}
      onDragStart={(e) => setDragging(String(e.active.id))}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
    >
      <div className={styles.browser} data-file-over={fileDrop.hovering || undefined} {...fileDrop.handlers}>
        <nav aria-label={t.breadcrumbs}>
          <ol className={styles.crumbs}>
            <CrumbDrop target={null}>
              <button
                type="button"
                className={styles.crumb}
                onClick={() => onOpenFolder(null)}
                aria-current={folderId ? undefined : 'location'}
              >
                {t.title}
              </button>
            </CrumbDrop>
            {path.map((folder, index) => (
              <CrumbDrop key={folder.id} target={folder.id}>
                <IconChevronRight size={14} aria-hidden />
                <button
                  type="button"
                  className={styles.crumb}
                  onClick={() => onOpenFolder(folder.id)}
                  aria-current={index === path.length - 1 ? 'location' : undefined}
                >
                  {folder.name}
                </button>
              </CrumbDrop>
            ))}
          </ol>
        </nav>
        <DriveToolbar
          sort={sort}
          onSort={setSort}
          onUploadFiles={upload ? (files) => start(files, folderId) : null}
          onUploadUrl={manage ? () => void uploadUrl() : null}
          onNewFolder={
            manage ? () => void createFolder(ctx, folderId).then((f) => f && listing.upsertFolder(f)) : null
          }
        />
        {manage && selected.length > 0 && (
          <section className={styles.selectionBar} aria-label={t.selection}>
            <span role="status">{i18n.t('drive.selectedCount', { n: selected.length })}</span>
            <Button size="small" onClick={() => void moveTo(selection)}>
              {t.moveTo}
            </Button>
            <Button size="small" variant="danger" onClick={() => void remove(selection)}>
              {t.delete}
            </Button>
            <Button size="small" onClick={() => setSelected([])}>
              {t.clearSelection}
            </Button>
          </section>
        )}
        {uploads.length > 0 && (
          <ul className={styles.uploads} aria-label={t.uploading}>
            {uploads.map((u) => (
              <li key={u.id}>
                <span className={styles.name}>{u.name}</span>
                <progress
                  max={u.total || 1}
                  value={u.loaded}
                  aria-label={i18n.t('drive.uploadProgress', { name: u.name })}
                />
              </li>
            ))}
          </ul>
        )}
        {missing && <p role="alert">{t.folderMissing}</p>}
        {listing.error && <p role="alert">{listing.error}</p>}
        <ul className={styles.grid} aria-label={path.at(-1)?.name ?? t.title} aria-busy={listing.loading}>
          {manage &&
            listing.folders.map((folder) => (
              <FolderTile
                key={folder.id}
                folder={folder}
                selection={{
                  selected: selected.includes(keyOf('folder', folder.id)),
                  onToggle: (shift) => toggle(keyOf('folder', folder.id), shift),
                }}
                menu={folderMenu(folder)}
                draggable
                onOpen={(f) => onOpenFolder(f.id)}
              />
            ))}
          {!manage &&
            listing.folders.map((folder) => (
              <FolderTile
                key={folder.id}
                folder={folder}
                selection={null}
                menu={null}
                draggable={false}
                onOpen={(f) => onOpenFolder(f.id)}
              />
            ))}
          {listing.files
            .filter((f) => !exclude.includes(f.id))
            .map((file) => (
              <FileTile
                key={file.id}
                file={file}
                selection={{
                  selected: selected.includes(keyOf('file', file.id)),
                  onToggle: (shift) => toggle(keyOf('file', file.id), shift),
                }}
                menu={manage ? fileMenu(file) : null}
                draggable={manage}
                href={manage ? `/my/drive/file/${file.id}` : null}
              />
            ))}
        </ul>
        {!listing.loading &&
          listing.next === 'done' &&
          listing.files.length === 0 &&
          listing.folders.length === 0 && <p className={styles.muted}>{t.empty}</p>}
        {listing.loading && <p className={styles.muted}>{i18n.ts.loading}</p>}
        {listing.next !== 'done' && !listing.loading && (
          <div ref={setSentinel}>
            <Button fullWidth onClick={listing.loadMore}>
              {t.loadMore}
            </Button>
          </div>
        )}
      </div>
      <DragOverlay dropAnimation={null}>
        {dragging && draggedName !== undefined && (
          <div className={styles.dragChip}>
            {draggedCount > 1 ? i18n.t('drive.selectedCount', { n: draggedCount }) : draggedName}
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
