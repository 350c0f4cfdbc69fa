import type * as Misskey from 'misskey-js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { useMainChannelEvent } from '@/stream';
import { ACHIEVEMENT_EVENT, type AchievementDetail, PAGE_WINDOWS_ACHIEVEMENT_KEY } from '@/windows';
import { AchievementIcon, useAchievementLabel } from './AchievementBadge';
import styles from './achievements.module.css';
import { createClaimer } from './claimer';
import { earnedByFacts, earnedByUsage, isLuckyDraw, LUCKY_INTERVAL_MS } from './rules';

type AchievementName = Misskey.entities.AchievementName;

/** Spec 000 §9: toasts stay 4 s. */
const TOAST_MS = 4000;
/** The composer tells of a posted note so the counts are read again (notes1 on the first). */
export const NOTE_POSTED_EVENT = 'shiori:notePosted';

/**
 * Runs the client's achievement rules for the signed-in account (spec 001 §4, §9) and shows
 * the toast when the server says one was earned. Loaded lazily, after start-up.
 */
export default function AchievementWatcher() {
  const { account, api, updateMe } = useAccountContext();
  const accountRef = useRef(account);
  accountRef.current = account;
  const updateMeRef = useRef(updateMe);
  updateMeRef.current = updateMe;
  const accountId = account?.id ?? null;

  // The one read of the account (`i`), for every moment its counts or list may have changed.
  // updateMe is a new function with every account it is given, so it is reached through a ref:
  // this depends on the API alone, and an effect that uses it does not run again on each update
  // (last time one did, the app read `i` and re-rendered for ever).
  const readAccount = useCallback(
    () =>
      api.call('i', {}).then(
        (me) => updateMeRef.current(me),
        () => undefined,
      ),
    [api],
  );

  const claimer = useMemo(
    () =>
      accountId === null
        ? null
        : createClaimer(accountId, {
            // The account is read again after a claim: its list then holds the name, which shows
            // the toast even when the stream was not connected to bring the notification.
            // (A failed read leaves the claim done: the next read shows it.)
            claim: (name) => api.call('i/claim-achievement', { name }).then(readAccount),
            currentAccountId: () => accountRef.current?.id ?? null,
            held: () => new Set((accountRef.current?.achievements ?? []).map((a) => a.name)),
          }),
    [accountId, api, readAccount],
  );

  // Counts and dates, whenever the account's own record changes.
  useEffect(() => {
    if (!claimer || !account) return;
    claimer.add(earnedByFacts(account, new Date()));
  }, [claimer, account]);

  // Time of use, the lucky draw while visible, the page's own events, a posted note.
  useEffect(() => {
    if (!claimer) return;
    const started = Date.now();
    const tick = window.setInterval(() => {
      claimer.add(earnedByUsage((Date.now() - started) / 60_000));
      if (document.visibilityState === 'visible' && isLuckyDraw(Math.random()))
        claimer.add(['justPlainLucky']);
    }, LUCKY_INTERVAL_MS);
    const onAchievement = (e: Event) => {
      const name = (e as CustomEvent<AchievementDetail>).detail?.name;
      // The ones the page notices as they happen: three page windows, the clicker's first cookie.
      if (name === 'open3windows' || name === 'cookieClicked') claimer.add([name]);
    };
    const onPosted = () => void readAccount();
    try {
      if (localStorage.getItem(PAGE_WINDOWS_ACHIEVEMENT_KEY) !== null) claimer.add(['open3windows']);
    } catch {
      // Storage blocked: the live event still counts.
    }
    window.addEventListener(ACHIEVEMENT_EVENT, onAchievement);
    window.addEventListener(NOTE_POSTED_EVENT, onPosted);
    return () => {
      window.clearInterval(tick);
      window.removeEventListener(ACHIEVEMENT_EVENT, onAchievement);
      window.removeEventListener(NOTE_POSTED_EVENT, onPosted);
    };
  }, [claimer, readAccount]);

  // This watcher loads after start-up: a note posted before it listened was told to nobody, and
  // the account read at start-up does not count it. Read it once now.
  useEffect(() => {
    void readAccount();
  }, [readAccount]);

  const [shown, setShown] = useState<{ key: string; name: AchievementName } | null>(null);
  // Each earned name is told once per account and page load: by the stream, or by the account's list.
  const toasted = useRef(new Set<string>());
  const show = useCallback((key: string, name: AchievementName) => {
    const told = `${accountRef.current?.id}:${name}`;
    if (toasted.current.has(told)) return;
    toasted.current.add(told);
    setShown({ key, name });
  }, []);

  // A name that joins the signed-in account's list while the page is open was just earned.
  const listed = useRef<{ accountId: string; names: Set<string> } | null>(null);
  useEffect(() => {
    if (!account) {
      listed.current = null;
      return;
    }
    const names = new Set((account.achievements ?? []).map((a) => a.name));
    const before = listed.current;
    listed.current = { accountId: account.id, names };
    if (!before || before.accountId !== account.id) return;
    for (const name of names) if (!before.names.has(name)) show(`list:${name}`, name as AchievementName);
  }, [account, show]);

  useMainChannelEvent('notification', (notification) => {
    if (notification.type !== 'achievementEarned') return;
    show(notification.id, notification.achievement);
    // The account's list now holds it: a later check must not claim it again.
    void readAccount();
  });
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(null), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);

  return shown ? <AchievementToast key={shown.key} name={shown.name} /> : null;
}

function AchievementToast({ name }: { name: string }) {
  const i18n = useI18n();
  const label = useAchievementLabel();
  return (
    <div className={styles.toast} role="status">
      <AchievementIcon name={name} size={44} />
      <div>
        <div className={styles.toastTitle}>{i18n.ts.achievements.earned}</div>
        <strong>{label(name)}</strong>
      </div>
    </div>
  );
}
