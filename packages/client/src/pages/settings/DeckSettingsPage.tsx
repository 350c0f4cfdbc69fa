import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import {
  createProfile,
  DEFAULT_PROFILE,
  deleteProfile,
  PROFILE_NAME_MAX,
  profileList,
  profileNameProblem,
  registryOf,
  renameProfile,
} from '@/features/deck';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Button, Notice, openAlert, openConfirm, openTextInput, useModals } from '@/ui';
import local from './DeckSettingsPage.module.css';
import page from './GeneralSettingsPage.module.css';
import { Select, Toggle, useSaved } from './SettingControls';
import { SettingsHeader } from './SettingsHeader';
import { useSavedNotice } from './useSavedNotice';

/**
 * /settings/deck: the deck settings of spec 000 §3 (saved on this device for this account) and
 * the deck profiles, each a key of the account's registry (features/deck).
 */
export function DeckSettingsPage() {
  const i18n = useI18n();
  const t = i18n.ts.deck.settings;
  const { api } = useAccountContext();
  const modals = useModals();
  const registry = useMemo(() => registryOf(api), [api]);
  const { text: savedText, announce } = useSavedNotice(i18n.ts.saved);
  const [align, setAlign] = useSaved('deck.columnAlign', announce);
  const [alwaysMain, setAlwaysMain] = useSaved('deck.alwaysShowMainColumn', announce);
  const [simpleUi, setSimpleUi] = useSaved('deck.useSimpleUiForNonRootPages', announce);
  const [navWindow, setNavWindow] = useSaved('deck.navWindow', announce);
  const [profile, setProfile] = useSaved('deck.profile', announce);
  const [keys, setKeys] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(() => {
    registry.keys().then(setKeys, (failure: unknown) => setError(describeApiError(failure, i18n).text));
  }, [registry, i18n]);
  useEffect(refresh, [refresh]);
  const names = profileList(keys ?? [], profile);

  /** Runs a registry change, then lists the profiles again; a failure is shown, not thrown. */
  const run = async (change: () => Promise<void>) => {
    try {
      await change();
      setError(null);
      announce();
    } catch (failure) {
      setError(describeApiError(failure, i18n).text);
    }
    refresh();
  };

  /** Asks for a name until it is usable (or the dialog is cancelled). */
  const askName = async (title: string, current?: string): Promise<string | null> => {
    let value = current ?? '';
    for (;;) {
      const answer = await openTextInput(modals, {
        title,
        label: t.profileName,
        default: value,
        maxLength: PROFILE_NAME_MAX,
      });
      if (answer.canceled) return null;
      value = answer.result.trim();
      const problem = profileNameProblem(value, names, current);
      if (!problem) return value;
      await openAlert(modals, { title, text: t.problems[problem], okLabel: i18n.ts.ok });
    }
  };

  const create = async () => {
    const name = await askName(t.newProfile);
    if (name === null) return;
    await run(async () => {
      await createProfile(registry, name);
      setProfile(name);
    });
  };

  const rename = async (from: string) => {
    const to = await askName(t.renameProfile, from);
    if (to === null || to === from) return;
    await run(async () => {
      await renameProfile(registry, from, to);
      if (from === profile) setProfile(to);
    });
  };

  const remove = async (name: string) => {
    const ok = await openConfirm(modals, {
      title: t.deleteProfile,
      text: i18n.t('deck.settings.deleteConfirm', { name }),
      okLabel: t.deleteProfile,
      cancelLabel: i18n.ts.cancel,
      danger: true,
    });
    if (!ok) return;
    await run(async () => {
      await deleteProfile(registry, name);
      if (name === profile) setProfile(DEFAULT_PROFILE);
    });
  };

  return (
    <div className={styles.page}>
      <SettingsHeader title={t.title} saved={savedText} />
      <section className={`${styles.panel} ${page.section}`} aria-labelledby="deck-behaviour">
        <h2 id="deck-behaviour" className={page.sectionTitle}>
          {t.title}
        </h2>
        <Select
          label={t.columnAlign}
          value={align}
          options={[
            { value: 'left', label: t.alignLeft },
            { value: 'center', label: t.alignCenter },
          ]}
          onChange={setAlign}
        />
        <Toggle label={t.alwaysShowMainColumn} role="switch" checked={alwaysMain} onChange={setAlwaysMain} />
        <Toggle label={t.navWindow} role="switch" checked={navWindow} onChange={setNavWindow} />
        <Toggle
          label={t.useSimpleUiForNonRootPages}
          role="switch"
          checked={simpleUi}
          onChange={setSimpleUi}
        />
      </section>
      <section className={`${styles.panel} ${page.section}`} aria-labelledby="deck-profiles">
        <h2 id="deck-profiles" className={page.sectionTitle}>
          {t.profiles}
        </h2>
        <p className={local.hint}>{t.profilesHint}</p>
        {error && <Notice tone="error">{error}</Notice>}
        <ul className={local.profiles} aria-busy={keys === null}>
          {names.map((name) => (
            <li key={name} className={local.profile}>
              <span className={local.name}>{name}</span>
              {name === profile ? (
                <span className={local.inUse}>{t.inUse}</span>
              ) : (
                <Button size="small" onClick={() => setProfile(name)}>
                  {t.use}
                  <span className="visually-hidden"> {name}</span>
                </Button>
              )}
              <Button size="small" onClick={() => rename(name)}>
                {t.renameProfile}
                <span className="visually-hidden"> {name}</span>
              </Button>
              {name !== DEFAULT_PROFILE && (
                <Button size="small" variant="danger" onClick={() => remove(name)}>
                  {t.deleteProfile}
                  <span className="visually-hidden"> {name}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
        <div>
          <Button onClick={create}>{t.newProfile}</Button>
        </div>
      </section>
    </div>
  );
}
