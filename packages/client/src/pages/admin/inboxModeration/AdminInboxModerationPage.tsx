import { useState } from 'react';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { TextField } from '@/ui';
import { NotFederating, useFederates } from '../federation/NotFederating';
import { AdminMetaForm } from '../security/AdminMetaForm';
import { type AdminMeta, useAdminMetaForm } from '../security/useAdminMetaForm';
import styles from '../shell/adminList.module.css';
import {
  EDITABLE_HOST_LISTS,
  firstBadHost,
  type HostListsDraft,
  hostListsDraftOf,
  hostListsPatchOf,
} from './hostLists';

/** The form's draft: the editable lists, and what the page only shows (set on the federation page). */
type Draft = HostListsDraft & Pick<AdminMeta, 'federation' | 'federationHosts'>;

function draftOf(meta: AdminMeta): Draft {
  return { ...hostListsDraftOf(meta), federation: meta.federation, federationHosts: meta.federationHosts };
}

/**
 * /admin/inbox-moderation (administrators): what the server accepts from other servers — its
 * federation mode, and the blocked, silenced and media-silenced hosts, edited one a line and
 * saved with admin/update-meta. A server that does not federate keeps them for the day it does.
 */
export function AdminInboxModerationPage() {
  const i18n = useI18n();
  const t = i18n.ts.adminInboxModeration;
  const federates = useFederates();
  const form = useAdminMetaForm(draftOf);
  const [checked, setChecked] = useState(false);

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t.title}</h1>
      <p className={styles.muted}>{t.lead}</p>
      {!federates && <NotFederating what={t.notFederating} />}
      <AdminMetaForm
        form={form}
        submit={(draft) => {
          setChecked(true);
          if (EDITABLE_HOST_LISTS.some((key) => firstBadHost(draft[key]) !== null)) return null;
          return hostListsPatchOf(draft);
        }}
      >
        {(draft) => (
          <>
            <dl className={styles.facts}>
              <div className={styles.figure}>
                <dt>{t.mode}</dt>
                <dd>{t.modes[draft.federation]}</dd>
              </div>
              <div className={styles.figure}>
                <dt>{t.lists.federationHosts}</dt>
                <dd dir="ltr">{draft.federationHosts.join(', ') || t.noHosts}</dd>
              </div>
            </dl>
            <p className={styles.muted}>{t.hostsHint}</p>
            {EDITABLE_HOST_LISTS.map((key) => {
              const bad = checked ? firstBadHost(draft[key]) : null;
              return (
                <TextField
                  key={key}
                  label={t.lists[key]}
                  value={draft[key]}
                  onChange={(value) => form.setDraft({ ...draft, [key]: value })}
                  multiline
                  hint={key === 'mediaSilencedHosts' ? t.exactHostHint : t.subdomainsHint}
                  error={bad === null ? null : i18n.t('adminInboxModeration.hostProblem', { line: bad })}
                  spellCheck={false}
                  autoCapitalize="off"
                />
              );
            })}
          </>
        )}
      </AdminMetaForm>
    </div>
  );
}
