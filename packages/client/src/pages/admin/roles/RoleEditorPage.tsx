import type * as Misskey from 'misskey-js';
import { useEffect, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { apiWithDialog, describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import type { RouteProps } from '@/router';
import { Link, useNavigate } from '@/router';
import { Button, Notice, TextField, useModals } from '@/ui';
import styles from './AdminRoles.module.css';
import { FormulaBuilder } from './FormulaBuilder';
import { PolicyEditor } from './PolicyEditor';
import {
  type BasePolicies,
  type DraftProblem,
  draftFromRole,
  type PolicyKey,
  type RoleDraft,
  roleParams,
} from './roleForm';

type Loaded = {
  draft: RoleDraft;
  base: BasePolicies;
  roles: Misskey.entities.Role[];
  name: string;
};

const FLAGS = [
  'isPublic',
  'isExplorable',
  'asBadge',
  'isModerator',
  'isAdministrator',
  'canEditMembersByModerator',
] as const;

/** /admin/roles/new and /admin/roles/{id}/edit: every field of a role, its policies and condition. */
export function RoleEditorPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.adminRoles.editor;
  const { api } = useAccountContext();
  const modals = useModals();
  const navigate = useNavigate();
  const roleId = params.id ?? null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<DraftProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    let live = true;
    Promise.all([
      api.call('meta', { detail: true }),
      api.call('admin/roles/list', {}),
      roleId ? api.call('admin/roles/show', { roleId }) : Promise.resolve(null),
    ]).then(
      ([meta, roles, role]) => {
        if (!live) return;
        const base = ((meta as { policies?: Misskey.entities.RolePolicies }).policies ??
          {}) as Loaded['base'];
        setLoaded({ draft: draftFromRole(role, base), base, roles, name: role?.name ?? '' });
      },
      (e: unknown) => live && setError(describeApiError(e, i18n).text),
    );
    return () => {
      live = false;
    };
  }, [api, roleId, i18n]);

  if (error) return <Notice tone="error">{error}</Notice>;
  if (!loaded) return <p className={pageStyles.muted}>{i18n.ts.loading}</p>;
  const { draft, base, roles } = loaded;
  const set = (patch: Partial<RoleDraft>) => setLoaded({ ...loaded, draft: { ...draft, ...patch } });

  const save = async () => {
    const result = roleParams(draft);
    setProblem(result.problem);
    if (result.problem) {
      // Take the eye (and the keyboard) to what needs fixing.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      if (roleId) {
        await apiWithDialog(api, 'admin/roles/update', { roleId, ...result.params } as never, { modals });
        navigate(`/admin/roles/${roleId}`);
      } else {
        const created = await apiWithDialog(api, 'admin/roles/create', result.params as never, { modals });
        navigate(`/admin/roles/${(created as Misskey.entities.Role).id}`);
      }
    } catch {
      // The dialog has told why.
    } finally {
      setBusy(false);
    }
  };

  const title = roleId ? i18n.t('adminRoles.editor.editTitle', { name: loaded.name }) : t.newTitle;
  return (
    <form
      ref={form}
      className={pageStyles.page}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      noValidate
    >
      <div className={styles.header}>
        <h1 className={pageStyles.title}>{title}</h1>
        <Link className={styles.link} to={roleId ? `/admin/roles/${roleId}` : '/admin/roles'}>
          {i18n.ts.cancel}
        </Link>
      </div>
      <section className={styles.panel} aria-label={t.basics}>
        <TextField
          label={t.name}
          value={draft.name}
          onChange={(name) => set({ name })}
          maxLength={256}
          error={problem?.field === 'name' ? t.nameRequired : null}
          required
        />
        <TextField
          label={t.description}
          value={draft.description}
          onChange={(description) => set({ description })}
          multiline
          maxLength={2048}
        />
        <div className={styles.inline}>
          <TextField
            label={t.color}
            value={draft.color}
            onChange={(color) => set({ color })}
            maxLength={16}
          />
          <TextField
            label={t.iconUrl}
            value={draft.iconUrl}
            onChange={(iconUrl) => set({ iconUrl })}
            type="url"
          />
          <TextField
            label={t.displayOrder}
            value={draft.displayOrder}
            onChange={(displayOrder) => set({ displayOrder })}
            inputMode="numeric"
            error={problem?.field === 'displayOrder' ? t.displayOrderInvalid : null}
          />
        </div>
        {FLAGS.map((flag) => (
          <label key={flag} className={styles.check}>
            <input
              type="checkbox"
              checked={draft[flag]}
              onChange={(e) => set({ [flag]: e.target.checked })}
            />
            {t[flag]}
          </label>
        ))}
      </section>
      <section className={styles.panel} aria-labelledby="role-target-title">
        <h2 className={styles.panelTitle} id="role-target-title">
          {t.membership}
        </h2>
        <label className={styles.field}>
          {t.target}
          <select
            value={draft.target}
            onChange={(e) => set({ target: e.target.value as RoleDraft['target'] })}
          >
            <option value="manual">{t.targetManual}</option>
            <option value="conditional">{t.targetConditional}</option>
          </select>
        </label>
        {draft.target === 'conditional' && (
          <FormulaBuilder
            formula={draft.condFormula}
            onChange={(condFormula) => set({ condFormula })}
            roles={roles.filter((role) => role.id !== roleId)}
            invalidId={problem?.field === 'condFormula' ? (problem.nodeId ?? null) : null}
          />
        )}
      </section>
      <section className={styles.panel} aria-labelledby="role-policies-title">
        <h2 className={styles.panelTitle} id="role-policies-title">
          {t.policies}
        </h2>
        <p className={styles.muted}>{t.priorityHint}</p>
        <PolicyEditor
          policies={draft.policies}
          base={base}
          invalidKey={problem?.field === 'policy' ? (problem.key as PolicyKey) : null}
          onChange={(key, next) => set({ policies: { ...draft.policies, [key]: next } })}
        />
      </section>
      {problem && <Notice tone="error">{t.fixProblems}</Notice>}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={busy}>
          {roleId ? i18n.ts.save : t.create}
        </Button>
      </div>
    </form>
  );
}
