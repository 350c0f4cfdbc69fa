import { useCallback, useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { apiWithDialog, describeApiError } from '@/api';
import { numberFormat, useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Button, Notice, openConfirm, useModals } from '@/ui';
import styles from './AdminAnnouncements.module.css';
import { type AnnouncementDraft, AnnouncementForm, EMPTY_DRAFT } from './AnnouncementForm';

type AdminAnnouncement = AnnouncementDraft & {
  id: string;
  reads: number;
  userId: string | null;
  imageUrl: string | null;
};

function toParams(draft: AnnouncementDraft) {
  return { ...draft, imageUrl: draft.imageUrl.trim() === '' ? null : draft.imageUrl.trim() };
}

/** /admin/announcements: every announcement with its reads; create, edit and delete them. */
export function AdminAnnouncementsPage() {
  const i18n = useI18n();
  const t = i18n.ts.announcements.admin;
  const modals = useModals();
  const { api } = useAccountContext();
  const [items, setItems] = useState<AdminAnnouncement[] | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setItems(
        (await api.call('admin/announcements/list', { status: 'all', limit: 100 })) as AdminAnnouncement[],
      );
    } catch (e) {
      setError(describeApiError(e, i18n).text);
    }
  }, [api, i18n]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const create = async (draft: AnnouncementDraft) => {
    const { isActive: _active, ...fields } = toParams(draft);
    await apiWithDialog(api, 'admin/announcements/create', fields, { modals });
    await reload();
  };
  const update = async (id: string, draft: AnnouncementDraft) => {
    await apiWithDialog(api, 'admin/announcements/update', { id, ...toParams(draft) }, { modals });
    setEditing(null);
    await reload();
  };
  const remove = async (item: AdminAnnouncement) => {
    const confirmed = await openConfirm(modals, {
      title: i18n.t('announcements.admin.deleteConfirm', { title: item.title }),
      okLabel: t.delete,
      cancelLabel: i18n.ts.cancel,
      danger: true,
    });
    if (!confirmed) return;
    await apiWithDialog(api, 'admin/announcements/delete', { id: item.id }, { modals });
    await reload();
  };

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{i18n.ts.announcements.title}</h1>
      <AnnouncementForm
        heading={t.newTitle}
        initial={EMPTY_DRAFT}
        editing={false}
        submitLabel={t.create}
        onSubmit={create}
      />
      {error && <Notice tone="error">{error}</Notice>}
      {items?.length === 0 && <p className={pageStyles.muted}>{i18n.ts.announcements.empty}</p>}
      <ul className={styles.list} aria-label={i18n.ts.announcements.title}>
        {items?.map((item) =>
          editing === item.id ? (
            <li key={item.id}>
              <AnnouncementForm
                heading={t.editTitle}
                initial={{ ...item, imageUrl: item.imageUrl ?? '' }}
                editing
                submitLabel={i18n.ts.save}
                onSubmit={(draft) => update(item.id, draft)}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <li key={item.id} className={styles.row} aria-label={item.title}>
              <div className={styles.rowText}>
                <strong>{item.title}</strong>
                <span className={pageStyles.muted}>
                  {t.displays[item.display]} · {item.isActive ? t.isActive : t.inactive} ·{' '}
                  {/* A label and its figure, as the account panel shows counts: no sentence to pluralize. */}
                  {t.reads} {numberFormat(i18n.lang).format(item.reads)}
                </span>
              </div>
              <Button size="small" onClick={() => setEditing(item.id)}>
                {t.edit}
              </Button>
              <Button size="small" variant="danger" onClick={() => void remove(item)}>
                {t.delete}
              </Button>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
