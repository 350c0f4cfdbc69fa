import { useI18n } from '@/i18n';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import styles from '../settings/ServerSettings.module.css';
import { AdminMetaForm } from './AdminMetaForm';
import local from './Security.module.css';
import {
  DETECTION_MODES,
  DETECTION_SENSITIVITIES,
  type DetectionMode,
  type DetectionSensitivity,
  type SensitiveMediaDraft,
  sensitiveMediaDraftOf,
  sensitiveMediaPatchOf,
} from './sensitiveMedia';
import { useAdminMetaForm } from './useAdminMetaForm';

const MODE_LABEL = {
  none: 'detectionNone',
  all: 'detectionAll',
  local: 'detectionLocal',
  remote: 'detectionRemote',
} as const satisfies Record<DetectionMode, string>;

const SENSITIVITY_LABEL = {
  veryLow: 'sensitivityVeryLow',
  low: 'sensitivityLow',
  medium: 'sensitivityMedium',
  high: 'sensitivityHigh',
  veryHigh: 'sensitivityVeryHigh',
} as const satisfies Record<DetectionSensitivity, string>;

/**
 * The security page's third form: whose uploads the server checks for sensitive media, how
 * readily it marks them, whether a file found sensitive is marked for everyone, and whether
 * videos are checked too (Misskey's four meta fields, saved with admin/update-meta).
 */
export function SensitiveMediaSettings() {
  const i18n = useI18n();
  const t = i18n.ts.adminSecurity;
  const form = useAdminMetaForm(sensitiveMediaDraftOf);

  const fields = (draft: SensitiveMediaDraft) => {
    const set = (patch: Partial<SensitiveMediaDraft>) => form.setDraft({ ...draft, ...patch });
    const check = (
      key: 'setSensitiveFlagAutomatically' | 'enableSensitiveMediaDetectionForVideos',
      label: string,
    ) => (
      <label className={styles.check}>
        <input type="checkbox" checked={draft[key]} onChange={(e) => set({ [key]: e.target.checked })} />
        {label}
      </label>
    );
    return (
      <>
        <p className={styles.muted}>{t.sensitiveIntro}</p>
        <ChoiceGroup
          legend={t.detection}
          choices={DETECTION_MODES.map((mode) => ({ value: mode, label: t[MODE_LABEL[mode]] }))}
          value={draft.sensitiveMediaDetection}
          onChange={(sensitiveMediaDetection) => set({ sensitiveMediaDetection })}
        />
        <ChoiceGroup
          legend={t.sensitivity}
          hint={t.sensitivityHint}
          choices={DETECTION_SENSITIVITIES.map((level) => ({
            value: level,
            label: t[SENSITIVITY_LABEL[level]],
          }))}
          value={draft.sensitiveMediaDetectionSensitivity}
          onChange={(sensitiveMediaDetectionSensitivity) => set({ sensitiveMediaDetectionSensitivity })}
        />
        {check('setSensitiveFlagAutomatically', t.setFlag)}
        {check('enableSensitiveMediaDetectionForVideos', t.videos)}
      </>
    );
  };

  return (
    <>
      <h2 id="admin-security-sensitive" className={local.heading}>
        {t.sensitiveTitle}
      </h2>
      <AdminMetaForm form={form} labelledBy="admin-security-sensitive" submit={sensitiveMediaPatchOf}>
        {fields}
      </AdminMetaForm>
    </>
  );
}
