import { useDraggable, useDroppable } from '@dnd-kit/core';
import { IconChevronDown, IconChevronRight, IconDots } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import { type Account, useAccount, useAccountContext } from '@/accounts';
import { availableSources } from '@/features/timelines';
import { useI18n } from '@/i18n';
import { useSettingsStore } from '@/settings';
import { Button, MenuButton, openConfirm, openTextInput, useModals } from '@/ui';
import { UserAvatar } from '@/users/UserAvatar';
import { ColumnAccountScope, type ReaderState } from './ColumnAccountScope';
import { ColumnContent } from './ColumnContent';
import { ColumnNavigation } from './ColumnNavigation';
import { chooseColumnAccount, readerHandle } from './chooseAccount';
import { type ChoosableType, chooseSource, isChoosable } from './chooseSource';
import { canReadAsOther } from './columnAccount';
import { columnIcon, columnTitle } from './columnLooks';
import { columnMenuItems } from './columnMenu';
import { playColumnSound } from './columnSound';
import styles from './Deck.module.css';
import { useDeck } from './DeckProvider';
import {
  COLUMN_NAME_MAX,
  type ColumnMove,
  type Deck,
  type DeckColumn,
  moveColumn,
  placeOf,
  possibleMoves,
  removeColumn,
  renameColumn,
  setColumnAccount,
  setColumnWidth,
  toggleCollapsed,
  updateColumn,
} from './model';

export interface DeckColumnViewProps {
  column: DeckColumn;
  deck: Deck;
  /** The routed page, shown by the (first) main column; null for any other. */
  main: ReactNode | null;
}

/**
 * One column, under the account it reads as: the signed-in one, or another saved account with
 * its own API and stream (see ColumnAccountScope).
 */
export function DeckColumnView(props: DeckColumnViewProps) {
  const owner = useAccount();
  return (
    <ColumnAccountScope column={props.column}>
      {(reader) => <ColumnFrame {...props} owner={owner} reader={reader} />}
    </ColumnAccountScope>
  );
}

/**
 * A column: a region named after it, a header (icon and name, which collapses it, the avatar
 * of the account it reads as, and its menu), and a body that scrolls on its own.
 */
function ColumnFrame({
  column,
  deck,
  main,
  owner,
  reader,
}: DeckColumnViewProps & { owner: Account | null; reader: ReaderState }) {
  const i18n = useI18n();
  const modals = useModals();
  const { api, session } = useAccountContext();
  const account = useAccount();
  const { store, announce } = useDeck();
  const settings = useSettingsStore();
  const box = useRef<HTMLElement | null>(null);
  // Dragged by its header onto another column, which it then swaps places with.
  const drag = useDraggable({ id: column.id });
  const drop = useDroppable({ id: column.id });
  const setBox = (node: HTMLElement | null) => {
    box.current = node;
    drop.setNodeRef(node);
  };
  const t = i18n.ts.deck;
  const title = columnTitle(column, i18n);
  const readerAcct = reader.status === 'ready' ? readerHandle(reader.user, reader.origin) : null;
  const label = readerAcct ? i18n.t('deck.columnAs', { name: title, account: readerAcct }) : title;
  const Icon = columnIcon(column);
  const collapsed = column.active === false;
  const id = column.id;
  const patch = (changes: Partial<DeckColumn>) =>
    store.update((current) => updateColumn(current, id, changes));

  const choose = () => {
    if (!isChoosable(column.type)) return;
    chooseSource(api, modals, i18n, column as DeckColumn & { type: ChoosableType }).then(
      (changes) => changes && patch(changes),
      () => {},
    );
  };

  const move = (direction: ColumnMove) => {
    store.update((current) => moveColumn(current, id, direction));
    const moved = store.getSnapshot().deck;
    const place = moved && placeOf(moved, id);
    if (!place) return;
    announce(
      i18n.t('deck.moved', {
        name: title,
        row: place.row + 1,
        rows: place.rows,
        index: place.index + 1,
        total: place.rowLength,
      }),
    );
    // The menu gives focus back to its button; the column has moved, so bring it into view.
    requestAnimationFrame(() => box.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
  };

  const readAs = (target: Account | { id: string; origin: string } | null) =>
    store.update((current) =>
      setColumnAccount(current, id, target && { id: target.id, origin: target.origin }),
    );
  const chooseAccount = () => {
    if (!owner) return;
    chooseColumnAccount(session, modals, i18n, owner, column).then(
      (picked) => picked !== undefined && readAs(picked),
      () => {},
    );
  };

  const items = columnMenuItems(
    column,
    possibleMoves(deck, id),
    i18n,
    {
      choose,
      chooseAccount: canReadAsOther(column.type) ? chooseAccount : undefined,
      setTimeline: (tl) => patch({ tl }),
      setFlag: (flag, value) => patch({ [flag]: value }),
      setSound: (sound) => {
        patch({ soundSetting: sound });
        // Heard once as it is chosen, as the sounds page's preview does.
        void playColumnSound(settings, { soundSetting: sound });
      },
      rename: () => {
        openTextInput(modals, {
          title: t.rename,
          label: t.nameLabel,
          hint: t.nameHint,
          default: column.name ?? '',
          maxLength: COLUMN_NAME_MAX,
        }).then((answer) => {
          if (!answer.canceled) store.update((current) => renameColumn(current, id, answer.result));
        });
      },
      setWidth: (width) => store.update((current) => setColumnWidth(current, id, width)),
      toggleCollapsed: () => store.update((current) => toggleCollapsed(current, id)),
      move,
      remove: () => {
        openConfirm(modals, {
          title: t.remove,
          text: i18n.t('deck.removeConfirm', { name: title }),
          okLabel: i18n.ts.remove,
          cancelLabel: i18n.ts.cancel,
          danger: true,
        }).then((ok) => {
          if (!ok) return;
          store.update((current) => removeColumn(current, id));
          announce(i18n.t('deck.removed', { name: title }));
        });
      },
    },
    availableSources(account?.policies),
  );

  const header = (
    <div className={styles.header} ref={drag.setNodeRef} {...drag.listeners}>
      <h2 className={styles.heading}>
        <button
          type="button"
          className={styles.titleButton}
          aria-expanded={!collapsed}
          onClick={() => store.update((current) => toggleCollapsed(current, id))}
        >
          {collapsed ? (
            <IconChevronRight size={14} aria-hidden="true" className={styles.chevron} />
          ) : (
            <IconChevronDown size={14} aria-hidden="true" className={styles.chevron} />
          )}
          <Icon size={18} aria-hidden="true" />
          <span className={styles.title}>{title}</span>
          {reader.status === 'ready' && (
            <span className={styles.reader} title={readerAcct ?? undefined}>
              <UserAvatar user={reader.user} size={22} />
            </span>
          )}
        </button>
      </h2>
      <MenuButton label={t.columnMenu} items={items} className={styles.menuButton}>
        <IconDots size={18} aria-hidden="true" />
      </MenuButton>
    </div>
  );
  // The routed page stays mounted while its column is collapsed (it keeps its state).
  const body = (!collapsed || column.type === 'main') && (
    <div className={styles.body} hidden={collapsed}>
      {reader.status === 'own' || reader.status === 'ready' ? (
        column.type === 'main' ? (
          <ColumnContent column={column} main={main} onChoose={choose} onPatch={patch} />
        ) : (
          <ColumnNavigation asOther={reader.status === 'ready'}>
            <ColumnContent column={column} main={main} onChoose={choose} onPatch={patch} />
          </ColumnNavigation>
        )
      ) : reader.status === 'checking' ? (
        <p className={styles.readerNote} role="status">
          {i18n.ts.loading}
        </p>
      ) : (
        <div className={styles.choose}>
          <p>{reader.status === 'missing' ? t.accountMissing : t.accountFailed}</p>
          <Button onClick={() => readAs(null)}>{t.readAsMine}</Button>
        </div>
      )}
    </div>
  );
  const className = [
    styles.column,
    collapsed ? styles.collapsed : '',
    drag.isDragging ? styles.dragging : '',
    drop.isOver && !drag.isDragging ? styles.dropTarget : '',
  ].join(' ');

  if (column.type === 'main' && main !== null) {
    return (
      <main
        id="main"
        ref={box}
        className={className}
        tabIndex={-1}
        aria-label={title}
        data-column-type="main"
      >
        {header}
        {body}
      </main>
    );
  }
  return (
    <section ref={setBox} className={className} aria-label={label} data-column-type={column.type}>
      {header}
      {body}
    </section>
  );
}
