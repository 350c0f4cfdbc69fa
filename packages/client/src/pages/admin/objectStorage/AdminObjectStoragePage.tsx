import { useState } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { TextField } from '@/ui';
import { AdminMetaForm } from '../security/AdminMetaForm';
import { useAdminMetaForm } from '../security/useAdminMetaForm';
import styles from '../settings/ServerSettings.module.css';
import {
  type ObjectStorageDraft,
  objectStorageDraftOf,
  objectStoragePatchOf,
  objectStorageProblems,
} from './objectStorageDraft';
import { PendingObjectsLine } from './PendingObjectsLine';

type TextKey = 'baseUrl' | 'bucket' | 'prefix' | 'endpoint' | 'region' | 'port' | 'accessKey' | 'secretKey';
type SwitchKey = 'useSSL' | 'useProxy' | 'setPublicRead' | 's3ForcePathStyle';

/**
 * /admin/object-storage (administrators only, as Misskey's admin/meta): the switch that sends new
 * drive files to an S3-compatible bucket, then the bucket's settings, shown while it is on. Saved
 * with admin/update-meta; files uploaded before stay where they are.
 */
export function AdminObjectStoragePage() {
  const i18n = useI18n();
  const t = i18n.ts.adminObjectStorage;
  const form = useAdminMetaForm(objectStorageDraftOf);
  const { api } = useAccountContext();
  const [checked, setChecked] = useState(false);

  const fields = (draft: ObjectStorageDraft) => {
    const problems = checked
      ? objectStorageProblems(draft)
      : { baseUrl: false, endpoint: false, port: false };
    const text = (key: TextKey, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
      <TextField
        label={label}
        value={draft[key]}
        onChange={(value) => form.setDraft({ ...draft, [key]: value })}
        autoComplete="off"
        spellCheck={false}
        {...extra}
      />
    );
    const toggle = (key: SwitchKey, label: string) => (
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={draft[key]}
          onChange={(e) => form.setDraft({ ...draft, [key]: e.target.checked })}
        />
        {label}
      </label>
    );
    return (
      <>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.useObjectStorage}
            onChange={(e) => form.setDraft({ ...draft, useObjectStorage: e.target.checked })}
          />
          {t.useObjectStorage}
        </label>
        {draft.useObjectStorage && (
          <>
            {text('baseUrl', t.baseUrl, {
              type: 'url',
              hint: t.baseUrlHint,
              error: problems.baseUrl ? t.baseUrlProblem : null,
            })}
            {text('bucket', t.bucket)}
            {text('prefix', t.prefix, { hint: t.prefixHint })}
            {text('endpoint', t.endpoint, {
              hint: t.endpointHint,
              error: problems.endpoint ? t.endpointProblem : null,
            })}
            {text('region', t.region)}
            {text('port', t.port, {
              inputMode: 'numeric',
              error: problems.port ? i18n.ts.adminMail.portProblem : null,
            })}
            {text('accessKey', t.accessKey)}
            {text('secretKey', t.secretKey, { type: 'password', autoComplete: 'new-password' })}
            {toggle('useSSL', t.useSSL)}
            {toggle('useProxy', t.useProxy)}
            <p className={styles.hint}>{t.useProxyHint}</p>
            {toggle('setPublicRead', t.setPublicRead)}
            {toggle('s3ForcePathStyle', t.s3ForcePathStyle)}
          </>
        )}
      </>
    );
  };

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{i18n.ts.adminShell.pages.objectStorage}</h1>
      <p className={styles.muted}>{t.lead}</p>
      <PendingObjectsLine api={api} />
      <AdminMetaForm
        form={form}
        submit={(draft) => {
          setChecked(true);
          return objectStoragePatchOf(draft) as Record<string, unknown> | null;
        }}
      >
        {fields}
      </AdminMetaForm>
    </div>
  );
}
