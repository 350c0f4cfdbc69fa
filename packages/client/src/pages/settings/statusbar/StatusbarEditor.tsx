import type * as Misskey from 'misskey-js';
import {
  isStatusbarType,
  MAX_DURATION_SEC,
  MAX_REFRESH_SEC,
  MIN_DURATION_SEC,
  MIN_REFRESH_SEC,
  numberProp,
  STATUSBAR_TYPES,
  withType,
} from '@/features/statusbar/model';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { STATUSBAR_SIZES, type StatusbarSetting } from '@/settings';
import { Button } from '@/ui';
import page from '../GeneralSettingsPage.module.css';
import { Select, Toggle } from '../SettingControls';
import { CommitTextField, NumberField } from './fields';
import local from './Statusbar.module.css';

export interface StatusbarEditorProps {
  bar: StatusbarSetting;
  label: string;
  headingId: string;
  first: boolean;
  last: boolean;
  /** The account's lists, null while they load. */
  lists: Misskey.entities.UserList[] | null;
  onChange(bar: StatusbarSetting): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}

/** One status bar's settings: its type, look, and the type's own settings. */
export function StatusbarEditor({ bar, label, headingId, first, last, lists, ...on }: StatusbarEditorProps) {
  const i18n = useI18n();
  const t = i18n.ts.statusbar;
  const setProp = (key: string, value: unknown) =>
    on.onChange({ ...bar, props: { ...bar.props, [key]: value } });
  const type = isStatusbarType(bar.type) ? bar.type : null;
  const num = (key: string, fallback: number, min: number, max: number) =>
    numberProp(bar.props, key, fallback, min, max);

  return (
    <section className={`${styles.panel} ${page.section}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={page.sectionTitle}>
        {label}
      </h2>
      <Select<string>
        label={t.type}
        value={type ?? ''}
        options={[
          ...(type === null ? [{ value: '', label: t.chooseType }] : []),
          ...STATUSBAR_TYPES.map((value) => ({ value, label: t.types[value] })),
        ]}
        onChange={(value) => {
          if (isStatusbarType(value) && value !== type) on.onChange(withType(bar, value, i18n));
        }}
      />
      <CommitTextField
        label={t.name}
        value={bar.name ?? ''}
        maxLength={64}
        onCommit={(name) => on.onChange({ ...bar, name })}
      />
      <Select
        label={t.size}
        value={bar.size}
        options={STATUSBAR_SIZES.map((value) => ({ value, label: t.sizes[value] }))}
        onChange={(size) => on.onChange({ ...bar, size })}
      />
      <Toggle
        label={t.black}
        role="switch"
        checked={bar.black}
        onChange={(black) => on.onChange({ ...bar, black })}
      />
      {type === 'rss' && (
        <>
          <CommitTextField
            label={t.url}
            type="url"
            value={typeof bar.props.url === 'string' ? bar.props.url : ''}
            maxLength={2048}
            onCommit={(url) => setProp('url', url)}
          />
          <Toggle
            label={t.shuffle}
            checked={bar.props.shuffle === true}
            onChange={(value) => setProp('shuffle', value)}
          />
        </>
      )}
      {type === 'userList' && (
        <Select<string>
          label={t.list}
          value={typeof bar.props.userListId === 'string' ? bar.props.userListId : ''}
          options={[
            { value: '', label: t.noList },
            ...(lists ?? []).map((list) => ({ value: list.id, label: list.name })),
          ]}
          onChange={(value) => setProp('userListId', value === '' ? null : value)}
        />
      )}
      {type === 'federation' && (
        <Toggle
          label={t.colored}
          checked={bar.props.colored === true}
          onChange={(value) => setProp('colored', value)}
        />
      )}
      {type !== null && (
        <>
          <NumberField
            label={t.refreshInterval}
            value={num('refreshIntervalSec', 120, MIN_REFRESH_SEC, MAX_REFRESH_SEC)}
            min={MIN_REFRESH_SEC}
            max={MAX_REFRESH_SEC}
            onChange={(value) => setProp('refreshIntervalSec', value)}
          />
          <NumberField
            label={t.duration}
            value={num('marqueeDuration', 100, MIN_DURATION_SEC, MAX_DURATION_SEC)}
            min={MIN_DURATION_SEC}
            max={MAX_DURATION_SEC}
            onChange={(value) => setProp('marqueeDuration', value)}
          />
          <Toggle
            label={t.reverse}
            checked={bar.props.marqueeReverse === true}
            onChange={(value) => setProp('marqueeReverse', value)}
          />
        </>
      )}
      <div className={local.actions}>
        <Button size="small" disabled={first} onClick={() => on.onMove(-1)}>
          {t.moveUp}
          <span className="visually-hidden"> {label}</span>
        </Button>
        <Button size="small" disabled={last} onClick={() => on.onMove(1)}>
          {t.moveDown}
          <span className="visually-hidden"> {label}</span>
        </Button>
        <Button size="small" variant="danger" onClick={on.onRemove}>
          {t.remove}
          <span className="visually-hidden"> {label}</span>
        </Button>
      </div>
    </section>
  );
}
