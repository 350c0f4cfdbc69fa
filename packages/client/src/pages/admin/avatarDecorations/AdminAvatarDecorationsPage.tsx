import type { entities } from 'misskey-js';
import { useCallback, useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { apiWithDialog, describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import list from '@/pages/admin/shell/adminList.module.css';
import pageStyles from '@/pages/shell/Page.module.css';
import { Button, Notice, openConfirm, useModals } from '@/ui';
import { isHttpUrl } from '@/users/httpUrl';
import local from './AdminAvatarDecorations.module.css';
import { type DecorationDraft, EMPTY_DECORATION, editDecoration } from './DecorationDialog';

type Decoration = entities.AdminAvatarDecorationsListResponse[number];

export function toParams(draft: DecorationDraft) {
  return {
    name: draft.name,
    description: draft.description,
    // Empty is no category (null), as Misskey stores it.
    category: draft.category === '' ? null : draft.category,
    url: draft.url,
    roleIdsThatCanBeUsedThisDecoration: draft.roleIds,
  };
}

/**
 * /admin/avatar-decorations: the decorations users may wear (admin/avatar-decorations/*), each
 * with its image, description and the roles that may use it; add and edit in a dialog (an image
 * address or a drive file), delete after confirming. Administrators only, as in Misskey (or the
 * canManageAvatarDecorations policy, which the server checks).
 */
export function AdminAvatarDecorationsPage() {
  const i18n = useI18n();
  const t = i18n.ts.avatarDecorations;
  const { api } = useAccountContext();
  const modals = useModals();
  const [items, setItems] = useState<Decoration[] | null>(null);
  const [roles, setRoles] = useState<entities.Role[]>([]);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      const [decorations, allRoles] = await Promise.all([
        api.call('admin/avatar-decorations/list', {}),
        api.call('admin/roles/list', {}),
      ]);
      setItems(decorations);
      setRoles(allRoles);
      setError(null);
    } catch (e) {
      setError(describeApiError(e, i18n).text);
    }
  }, [api, i18n]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const roleChoices = roles.map((role) => ({ id: role.id, name: role.name }));
  const add = async () => {
    const draft = await editDecoration(modals, {
      initial: EMPTY_DECORATION,
      roles: roleChoices,
      title: t.admin.newTitle,
    });
    if (!draft) return;
    await apiWithDialog(api, 'admin/avatar-decorations/create', toParams(draft), { modals });
    await reload();
  };
  const edit = async (item: Decoration) => {
    const initial = {
      name: item.name,
      description: item.description,
      category: item.category ?? '',
      url: item.url,
      roleIds: item.roleIdsThatCanBeUsedThisDecoration,
    };
    const draft = await editDecoration(modals, { initial, roles: roleChoices, title: t.admin.editTitle });
    if (!draft) return;
    await apiWithDialog(
      api,
      'admin/avatar-decorations/update',
      { id: item.id, ...toParams(draft) },
      { modals },
    );
    await reload();
  };
  const remove = async (item: Decoration) => {
    const confirmed = await openConfirm(modals, {
      title: i18n.t('avatarDecorations.admin.deleteConfirm', { name: item.name }),
      okLabel: t.admin.delete,
      cancelLabel: i18n.ts.cancel,
      danger: true,
    });
    if (!confirmed) return;
    await apiWithDialog(api, 'admin/avatar-decorations/delete', { id: item.id }, { modals });
    await reload();
  };
  const roleNames = (item: Decoration) =>
    item.roleIdsThatCanBeUsedThisDecoration.flatMap((id) => roles.find((role) => role.id === id)?.name ?? []);

  return (
    <div className={pageStyles.page}>
      <div className={list.header}>
        <h1 className={pageStyles.title}>{t.title}</h1>
        <Button variant="primary" onClick={() => void add()}>
          {t.admin.add}
        </Button>
      </div>
      {error && <Notice tone="error">{error}</Notice>}
      {items === null && !error && <p className={list.muted}>{i18n.ts.loading}</p>}
      {items?.length === 0 && <p className={list.muted}>{t.empty}</p>}
      <ul className={list.list} aria-label={t.title}>
        {items?.map((item) => {
          const names = roleNames(item);
          return (
            <li key={item.id} className={list.row} aria-label={item.name}>
              {isHttpUrl(item.url) && <img className={local.image} src={item.url} alt="" loading="lazy" />}
              <div className={list.rowMain}>
                <strong>{item.name}</strong>
                {item.description && <p className={list.muted}>{item.description}</p>}
                {item.category && (
                  <p className={list.muted}>
                    {i18n.t('avatarDecorations.admin.inCategory', { category: item.category })}
                  </p>
                )}
                <p className={list.muted}>
                  {names.length === 0
                    ? t.forEveryone
                    : i18n.t('avatarDecorations.admin.onlyRoles', { roles: names.join(', ') })}
                </p>
              </div>
              <div className={list.actions}>
                <Button size="small" onClick={() => void edit(item)}>
                  {t.admin.edit}
                </Button>
                <Button size="small" variant="danger" onClick={() => void remove(item)}>
                  {t.admin.delete}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
