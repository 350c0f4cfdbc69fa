import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useAccount } from '@/accounts';
import { useI18n } from '@/i18n';
import { useEmojiStyle } from '@/mfm/environment';
import { useSetting } from '@/settings';
import { useCustomEmojiIndex, useCustomEmojis } from '../custom/CustomEmojiProvider';
import { useRecentEmojis } from '../recent';
import { searchEmoji } from '../search';
import type { EmojiValue, ReactionTarget } from '../types';
import { useUnicodeEmoji } from '../unicode/loadUnicodeEmoji';
import { useEmojiUser } from '../useEmojiUser';
import { GridContext, type GridEnvironment } from './EmojiGrid';
import styles from './EmojiPicker.module.css';
import { ensureTabStop, firstOption, focusOption, handleGridKey, OPTION_SELECTOR } from './gridNavigation';
import { ProfileSwitcher } from './ProfileSwitcher';
import { CustomPanel, IndexPanel, SearchResults, TagsPanel, UnicodePanel } from './panels';
import {
  customItem,
  eligibility,
  itemsOfValues,
  unicodeByChar,
  unicodeItem,
  usableProfileCount,
  withLikeFallback,
} from './pickerData';
import type { PickerSize } from './pickerSize';
import { ResultsRehearsal, usePickerWarmUp } from './warmUp';

export const PICKER_TABS = ['index', 'custom', 'unicode', 'tags'] as const;
export type PickerTab = (typeof PICKER_TABS)[number];

export interface EmojiPickerProps {
  reactionTarget?: ReactionTarget;
  size: PickerSize;
  /** Columns follow the width setting, or fill the screen in a drawer. */
  fill?: boolean;
  /** The id of a heading naming the picker (the modal is labelled by it). */
  titleId: string;
  onPick(value: EmojiValue): void;
}

/**
 * The emoji picker's content (spec 001 §2): search, the index / custom / unicode / tags tabs,
 * pinned profiles and recently used. As a reaction picker it offers only what the target note
 * accepts from this user — the rest is left out, not greyed.
 */
export function EmojiPicker({ reactionTarget, size, fill = false, titleId, onPick }: EmojiPickerProps) {
  const i18n = useI18n();
  const t = i18n.ts.emojiPicker;
  const baseId = useId();
  const account = useAccount();
  const customEmojis = useCustomEmojis();
  const customIndex = useCustomEmojiIndex();
  const unicodeEmojis = useUnicodeEmoji();
  const user = useEmojiUser();
  const emojiStyle = useEmojiStyle();
  const { recent, remember } = useRecentEmojis();
  const [profiles] = useSetting('reactionProfiles');
  const [profileDefault] = useSetting('pickerProfileDefault');
  const profileCount = usableProfileCount(account?.policies, profiles.length);
  const [profile, setProfile] = useState(() =>
    Math.min(Math.max(Math.round(profileDefault) - 1, 0), profileCount - 1),
  );
  const [tab, setTab] = useState<PickerTab>('index');
  const [query, setQuery] = useState('');
  const panelRef = useRef<HTMLDivElement>(null);

  const allowed = useMemo(
    () => eligibility(reactionTarget, user, customIndex),
    [reactionTarget, user, customIndex],
  );
  const offeredCustom = useMemo(() => customEmojis.filter(allowed.custom), [customEmojis, allowed]);
  const offeredUnicode = useMemo(
    () =>
      unicodeEmojis && reactionTarget ? unicodeEmojis.filter((e) => allowed.unicode(e.char)) : unicodeEmojis,
    [unicodeEmojis, reactionTarget, allowed],
  );
  const unicodeMap = useMemo(() => unicodeByChar(unicodeEmojis), [unicodeEmojis]);
  const pinned = useMemo(() => {
    const items = itemsOfValues(profiles[profile] ?? [], allowed, customIndex, unicodeMap);
    return reactionTarget ? withLikeFallback(items, allowed, unicodeMap) : items;
  }, [profiles, profile, allowed, customIndex, unicodeMap, reactionTarget]);
  const recentItems = useMemo(
    () => itemsOfValues(recent, allowed, customIndex, unicodeMap),
    [recent, allowed, customIndex, unicodeMap],
  );
  const trimmed = query.trim();
  const results = useMemo(() => {
    if (!trimmed) return null;
    const found = searchEmoji(trimmed, { custom: offeredCustom, unicode: offeredUnicode ?? [] });
    return { custom: found.custom.map(customItem), unicode: found.unicode.map(unicodeItem) };
  }, [trimmed, offeredCustom, offeredUnicode]);

  const sample = usePickerWarmUp(offeredCustom, offeredUnicode, results !== null);

  const pick = useCallback(
    (value: EmojiValue) => {
      remember(value);
      onPick(value);
    },
    [remember, onPick],
  );
  const onGridRendered = useCallback(() => ensureTabStop(panelRef.current), []);
  const environment = useMemo<GridEnvironment>(
    () => ({ emojiStyle, columns: size.columns, onGridRendered }),
    [emojiStyle, size.columns, onGridRendered],
  );

  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    const option = (event.target as Element).closest<HTMLElement>(OPTION_SELECTOR);
    const value = option?.dataset.value;
    if (value) pick(value);
  };
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.target as Element).matches(OPTION_SELECTOR) || !panelRef.current) return;
    if (handleGridKey(panelRef.current, event.key, size.columns)) event.preventDefault();
  };
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      const first = firstOption(panelRef.current);
      if (first && panelRef.current) {
        event.preventDefault();
        focusOption(panelRef.current, first);
      }
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      // Enter in the box takes the best match, as typing `:thumbs` + Enter would elsewhere.
      event.preventDefault();
      const best = results?.custom[0] ?? results?.unicode[0];
      if (best) pick(best.value);
    }
  };
  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const edge = event.key === 'Home' ? 0 : event.key === 'End' ? PICKER_TABS.length - 1 : null;
    if (step === 0 && edge === null) return;
    event.preventDefault();
    const index = edge ?? (PICKER_TABS.indexOf(tab) + step + PICKER_TABS.length) % PICKER_TABS.length;
    const next = PICKER_TABS[index] as PickerTab;
    selectTab(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };
  const selectTab = (next: PickerTab) => {
    setTab(next);
    setQuery('');
    panelRef.current?.scrollTo?.({ top: 0 });
  };

  const style = {
    '--cell': `${size.cell}px`,
    '--glyph': `${size.glyph}px`,
    '--columns': size.columns,
    '--rows': size.rows,
  } as CSSProperties;
  return (
    <div className={`${styles.picker} ${fill ? styles.fill : ''}`} style={style}>
      <h2 id={titleId} className="visually-hidden">
        {reactionTarget ? t.reactionTitle : t.title}
      </h2>
      <input
        type="search"
        className={styles.search}
        value={query}
        placeholder={t.searchPlaceholder}
        aria-label={t.search}
        aria-controls={`${baseId}-panel`}
        autoComplete="off"
        spellCheck={false}
        data-autofocus=""
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onSearchKeyDown}
      />
      <div role="tablist" aria-label={t.tabsLabel} className={styles.tabs} onKeyDown={onTabKeyDown}>
        {PICKER_TABS.map((name) => (
          <button
            key={name}
            id={`${baseId}-tab-${name}`}
            type="button"
            role="tab"
            // While searching no tab is current: the results come from all of them.
            aria-selected={!results && tab === name}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => selectTab(name)}
          >
            {t.tabs[name]}
          </button>
        ))}
      </div>
      {tab === 'index' && !results && profileCount > 1 && (
        <ProfileSwitcher count={profileCount} current={profile} onChange={setProfile} />
      )}
      <GridContext.Provider value={environment}>
        <div
          ref={panelRef}
          id={`${baseId}-panel`}
          role="tabpanel"
          aria-labelledby={results ? undefined : `${baseId}-tab-${tab}`}
          // While searching, the panel shows results across all tabs and says so.
          aria-label={results ? t.searchResults : undefined}
          className={styles.panel}
          onClick={onPanelClick}
          onKeyDown={onPanelKeyDown}
        >
          {results ? (
            <SearchResults custom={results.custom} unicode={results.unicode} query={trimmed} />
          ) : tab === 'index' ? (
            <IndexPanel pinned={pinned} recent={recentItems} />
          ) : tab === 'custom' ? (
            <CustomPanel emojis={offeredCustom} />
          ) : tab === 'unicode' ? (
            <UnicodePanel emojis={offeredUnicode} />
          ) : (
            <TagsPanel emojis={offeredCustom} />
          )}
        </div>
        {sample && <ResultsRehearsal sample={sample} />}
      </GridContext.Provider>
    </div>
  );
}
