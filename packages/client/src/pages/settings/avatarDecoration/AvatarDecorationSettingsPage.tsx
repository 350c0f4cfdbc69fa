import { useEffect, useState } from 'react';
import { useAccountContext, useSignedInAccount } from '@/accounts';
import { openApiErrorDialog } from '@/api';
import {
  type CatalogDecoration,
  mayWear,
  placementsOf,
  placeWorn,
  previewDecorations,
  sameWorn,
  toggleWorn,
  type WornPlacement,
} from '@/features/avatarDecorations';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { LoadingState, useLoaded } from '@/pages/shell/useLoaded';
import { useSettingValue } from '@/settings';
import { Button, useModals } from '@/ui';
import { isHttpUrl } from '@/users/httpUrl';
import { UserAvatar } from '@/users/UserAvatar';
import local from '../GeneralSettingsPage.module.css';
import { Row, Toggle } from '../SettingControls';
import { SettingsHeader } from '../SettingsHeader';
import { useSavedNotice } from '../useSavedNotice';
import own from './AvatarDecoration.module.css';

/** A slider over one placement value; `unit` turns the value into the words read out. */
function PlacementSlider(props: {
  label: string;
  value: number;
  limit: number;
  valueText(value: number): string;
  onChange(value: number): void;
}) {
  return (
    <Row
      label={props.label}
      control={({ id, describedBy }) => (
        <input
          id={id}
          className={own.slider}
          type="range"
          min={-props.limit}
          max={props.limit}
          step={0.01}
          value={props.value}
          aria-valuetext={props.valueText(props.value)}
          aria-describedby={describedBy}
          onChange={(event) => props.onChange(event.currentTarget.valueAsNumber)}
        />
      )}
    />
  );
}

function Placement({
  decoration,
  placement,
  onChange,
  onTakeOff,
}: {
  decoration: CatalogDecoration;
  placement: WornPlacement;
  onChange(patch: Partial<Omit<WornPlacement, 'id'>>): void;
  onTakeOff(): void;
}) {
  const i18n = useI18n();
  const t = i18n.ts.avatarDecorations;
  const percent = (value: number) => `${Math.round(value * 100)}%`;
  return (
    <fieldset className={own.placement}>
      <legend className={own.legend}>{decoration.name}</legend>
      <PlacementSlider
        label={t.angle}
        value={placement.angle}
        limit={0.5}
        valueText={(value) => `${Math.round(value * 360)}°`}
        onChange={(angle) => onChange({ angle })}
      />
      <Toggle label={t.flip} checked={placement.flipH} onChange={(flipH) => onChange({ flipH })} />
      <PlacementSlider
        label={t.offsetX}
        value={placement.offsetX}
        limit={0.25}
        valueText={percent}
        onChange={(offsetX) => onChange({ offsetX })}
      />
      <PlacementSlider
        label={t.offsetY}
        value={placement.offsetY}
        limit={0.25}
        valueText={percent}
        onChange={(offsetY) => onChange({ offsetY })}
      />
      <div className={own.actions}>
        <Button size="small" onClick={onTakeOff}>
          {i18n.t('avatarDecorations.takeOff', { name: decoration.name })}
        </Button>
      </div>
    </fieldset>
  );
}

/**
 * /settings/avatar-decoration: the server's decorations, those one may wear ticked on or off
 * (up to the avatarDecorationLimit policy), each placed with sliders while the avatar above
 * shows the result; Save stores them (i/update), and every avatar of the user shows them.
 */
export function AvatarDecorationSettingsPage() {
  const i18n = useI18n();
  const t = i18n.ts.avatarDecorations;
  const me = useSignedInAccount();
  const { api, updateMe } = useAccountContext();
  const modals = useModals();
  const { text: savedText, announce } = useSavedNotice(i18n.ts.saved);
  const shown = useSettingValue('showAvatarDecorations');
  const [catalog] = useLoaded(() => api.call('get-avatar-decorations', {}), '', [api]);
  const saved = placementsOf(me.avatarDecorations);
  const [draft, setDraft] = useState<WornPlacement[]>(saved);
  const [saving, setSaving] = useState(false);
  // A save elsewhere (another tab, the stream) becomes the new starting point.
  const savedKey = JSON.stringify(saved);
  // biome-ignore lint/correctness/useExhaustiveDependencies: savedKey stands for `saved`.
  useEffect(() => setDraft(saved), [savedKey]);

  const limit = me.policies.avatarDecorationLimit;
  const roleIds = new Set(me.roles.map((role) => role.id));
  const save = async () => {
    setSaving(true);
    try {
      updateMe(await api.call('i/update', { avatarDecorations: draft }));
      announce();
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'i/update' });
    } finally {
      setSaving(false);
    }
  };

  if (catalog.kind !== 'ready') {
    return (
      <div className={styles.page}>
        <SettingsHeader title={t.title} saved={savedText} />
        <LoadingState state={catalog} title={t.title} notFoundText="" />
      </div>
    );
  }
  const byId = new Map(catalog.value.map((d) => [d.id, d]));
  const worn = draft.filter((d) => byId.has(d.id));
  return (
    <div className={styles.page}>
      <SettingsHeader title={t.title} saved={savedText} />
      <section className={`${styles.panel} ${own.preview}`} aria-labelledby="decoration-preview">
        <UserAvatar user={{ ...me, avatarDecorations: previewDecorations(worn, catalog.value) }} size={96} />
        <div className={own.previewText}>
          <h2 id="decoration-preview" className={local.sectionTitle}>
            {t.preview}
          </h2>
          <p className={own.muted}>
            {limit === 0
              ? t.noneAllowed
              : i18n.t('avatarDecorations.wornCount', { worn: worn.length, limit })}
          </p>
          {!shown && <p className={own.muted}>{t.hiddenHere}</p>}
        </div>
      </section>

      <section className={styles.panel} aria-labelledby="decoration-catalog">
        <h2 id="decoration-catalog" className={local.sectionTitle}>
          {t.available}
        </h2>
        {catalog.value.length === 0 ? (
          <p className={own.muted}>{t.empty}</p>
        ) : (
          <ul className={own.catalog}>
            {catalog.value.map((decoration) => {
              const isWorn = worn.some((d) => d.id === decoration.id);
              const allowed = mayWear(decoration, roleIds);
              const full = !isWorn && worn.length >= limit;
              const about = [decoration.description, allowed ? '' : t.rolesOnly].filter(Boolean).join(' ');
              return (
                <li key={decoration.id}>
                  <label className={own.choice}>
                    {isHttpUrl(decoration.url) && (
                      <img className={own.image} src={decoration.url} alt="" loading="lazy" />
                    )}
                    <span className={own.choiceHead}>
                      <input
                        type="checkbox"
                        className={local.checkbox}
                        // Named by the decoration's name alone; what else the card says describes it.
                        aria-labelledby={`decoration-${decoration.id}`}
                        aria-describedby={about ? `decoration-${decoration.id}-about` : undefined}
                        checked={isWorn}
                        disabled={(!allowed && !isWorn) || full}
                        onChange={() => setDraft((all) => toggleWorn(all, decoration.id, limit))}
                      />
                      <span id={`decoration-${decoration.id}`}>{decoration.name}</span>
                    </span>
                    {about && (
                      <span id={`decoration-${decoration.id}-about`} className={own.muted}>
                        {about}
                      </span>
                    )}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {worn.length > 0 && (
        <section className={styles.panel} aria-labelledby="decoration-placement">
          <h2 id="decoration-placement" className={local.sectionTitle}>
            {t.placement}
          </h2>
          {worn.map((placement) => {
            const decoration = byId.get(placement.id);
            if (!decoration) return null;
            return (
              <Placement
                key={placement.id}
                decoration={decoration}
                placement={placement}
                onChange={(patch) => setDraft((all) => placeWorn(all, placement.id, patch))}
                onTakeOff={() => setDraft((all) => toggleWorn(all, placement.id, limit))}
              />
            );
          })}
        </section>
      )}

      <div className={own.actions}>
        <Button variant="primary" disabled={saving || sameWorn(worn, saved)} onClick={() => void save()}>
          {i18n.ts.save}
        </Button>
      </div>
    </div>
  );
}
