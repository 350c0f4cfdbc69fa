import { pickDriveFiles } from '@/features/drive';
import {
  appSoundPlayer,
  BUILT_IN_SOUNDS,
  builtInSoundKey,
  DRIVE_FILE_SOUND,
  SOUND_EVENTS,
  type SoundEvent,
  type StoredSound,
} from '@/features/sounds';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { useSettingsStore } from '@/settings';
import { Button, useModals } from '@/ui';
import page from '../GeneralSettingsPage.module.css';
import { Row, Select, Toggle, useSaved } from '../SettingControls';
import { SettingsHeader } from '../SettingsHeader';
import { useSavedNotice } from '../useSavedNotice';
import local from './Sounds.module.css';

const PICK_FROM_DRIVE = '__pick__';

/** A 0–100 % slider over a 0–1 volume. */
function VolumeSlider(props: { label: string; value: number; onChange(value: number): void }) {
  const percent = Math.round(props.value * 100);
  return (
    <Row
      label={props.label}
      control={({ id, describedBy }) => (
        <input
          id={id}
          type="range"
          min={0}
          max={100}
          step={5}
          value={percent}
          aria-valuetext={`${percent}%`}
          aria-describedby={describedBy}
          onChange={(event) => props.onChange(event.currentTarget.valueAsNumber / 100)}
        />
      )}
    />
  );
}

/** One event's sound: which one (none, ours, a drive file), its volume, and a preview. */
function EventSound({ event, announce }: { event: SoundEvent; announce(): void }) {
  const i18n = useI18n();
  const t = i18n.ts.soundSettings;
  const modals = useModals();
  const store = useSettingsStore();
  const [sound, setSound] = useSaved(`sound_${event}`, announce) as [
    StoredSound,
    (next: StoredSound) => void,
  ];
  const headingId = `sound-${event}`;

  const choose = async (value: string) => {
    if (value !== PICK_FROM_DRIVE) {
      setSound({ type: value === '' ? null : value, volume: sound.volume });
      return;
    }
    // Only sounds: a picture or a text file would play as silence.
    const [file] = await pickDriveFiles(modals, { single: true, type: 'audio/*' });
    if (file) setSound({ type: DRIVE_FILE_SOUND, fileId: file.id, fileUrl: file.url, volume: sound.volume });
  };

  const driveLabel = sound.type === DRIVE_FILE_SOUND ? t.driveFileChosen : null;
  return (
    <section className={`${styles.panel} ${page.section}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={page.sectionTitle}>
        {t.events[event]}
      </h2>
      <Select<string>
        label={t.sound}
        value={sound.type ?? ''}
        options={[
          { value: '', label: t.none },
          ...BUILT_IN_SOUNDS.map((id) => ({ value: id, label: t.builtIn[builtInSoundKey(id)] })),
          ...(driveLabel ? [{ value: DRIVE_FILE_SOUND, label: driveLabel }] : []),
          { value: PICK_FROM_DRIVE, label: t.chooseFromDrive },
        ]}
        onChange={(value) => void choose(value)}
      />
      <VolumeSlider
        label={t.volume}
        value={sound.volume}
        onChange={(volume) => setSound({ ...sound, volume })}
      />
      <div>
        <Button
          disabled={sound.type === null}
          aria-label={i18n.t('soundSettings.previewOf', { event: t.events[event] })}
          onClick={() => void appSoundPlayer().play(sound, store.get('sound_masterVolume'))}
        >
          {t.preview}
        </Button>
      </div>
    </section>
  );
}

/**
 * /settings/sounds: the sounds of this device (spec 001 "Sound setting"): a master volume, and for
 * a new note, one's own note, a notification and a reaction the sound, its volume and a preview.
 */
export function SoundsSettingsPage() {
  const i18n = useI18n();
  const t = i18n.ts.soundSettings;
  const { text: savedText, announce } = useSavedNotice(i18n.ts.saved);
  const [master, setMaster] = useSaved('sound_masterVolume', announce);
  const [mute, setMute] = useSaved('sound_notUseSound', announce);
  const [onlyActive, setOnlyActive] = useSaved('sound_useSoundOnlyWhenActive', announce);

  return (
    <div className={styles.page}>
      <SettingsHeader title={t.title} saved={savedText} />
      <section className={`${styles.panel} ${page.section} ${local.untitled}`}>
        <Toggle label={t.notUseSound} role="switch" checked={mute} onChange={setMute} />
        <Toggle label={t.onlyWhenActive} role="switch" checked={onlyActive} onChange={setOnlyActive} />
        <VolumeSlider label={t.masterVolume} value={master} onChange={setMaster} />
      </section>
      {SOUND_EVENTS.map((event) => (
        <EventSound key={event} event={event} announce={announce} />
      ))}
    </div>
  );
}
