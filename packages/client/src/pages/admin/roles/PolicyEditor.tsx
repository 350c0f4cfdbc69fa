import { useI18n } from '@/i18n';
import styles from './AdminRoles.module.css';
import {
  type BasePolicies,
  EDITABLE_POLICIES,
  type PolicyDraft,
  type PolicyKey,
  type Priority,
  policyKind,
  policyText,
} from './roleForm';

const CHAT_STATES = ['available', 'readonly', 'unavailable'] as const;

/**
 * Every policy of spec 000 §3 with its own value (a switch, a number, the chat state or the
 * uploadable file types), whether the role uses the default instead, and its priority.
 */
export function PolicyEditor({
  policies,
  base,
  invalidKey,
  onChange,
  mode = 'role',
}: {
  /** A role's policies, or the instance's defaults (no "use the default", no priority). */
  mode?: 'role' | 'default';
  policies: Partial<Record<PolicyKey, PolicyDraft>>;
  /** The instance's default policies, shown for a policy that uses them. */
  base: BasePolicies;
  invalidKey: PolicyKey | null;
  onChange(key: PolicyKey, next: PolicyDraft): void;
}) {
  const i18n = useI18n();
  const t = i18n.ts.adminRoles.editor;
  const names: Record<string, string> = { ...i18n.ts.rolesSettings.policies, ...t.extraPolicies };
  return (
    <div className={styles.policies}>
      {EDITABLE_POLICIES.map((key) => {
        const entry = policies[key];
        if (!entry) return null;
        const set = (patch: Partial<PolicyDraft>) => onChange(key, { ...entry, ...patch });
        const kind = policyKind(key);
        return (
          <fieldset
            key={key}
            className={styles.policy}
            data-own={mode === 'role' && !entry.useDefault ? '' : undefined}
          >
            <legend>{names[key]}</legend>
            <div className={styles.policyControls}>
              {mode === 'role' && (
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={entry.useDefault}
                    onChange={(e) =>
                      // Back to the default shows the default's value again.
                      set(
                        e.target.checked
                          ? { useDefault: true, value: policyText(key, base[key]) }
                          : { useDefault: false },
                      )
                    }
                  />
                  {t.useDefault}
                </label>
              )}
              {kind === 'boolean' && (
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={entry.value === true}
                    disabled={entry.useDefault}
                    onChange={(e) => set({ value: e.target.checked })}
                  />
                  {t.allowed}
                </label>
              )}
              {kind === 'number' && (
                <label className={styles.field}>
                  {t.value}
                  <input
                    type="text"
                    inputMode="decimal"
                    value={String(entry.value)}
                    disabled={entry.useDefault}
                    aria-invalid={invalidKey === key || undefined}
                    onChange={(e) => set({ value: e.target.value })}
                  />
                </label>
              )}
              {kind === 'chat' && (
                <label className={styles.field}>
                  {t.value}
                  <select
                    value={String(entry.value)}
                    disabled={entry.useDefault}
                    onChange={(e) => set({ value: e.target.value })}
                  >
                    {CHAT_STATES.map((state) => (
                      <option key={state} value={state}>
                        {i18n.ts.rolesSettings.chat[state]}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {kind === 'list' && (
                <label className={styles.field}>
                  {t.fileTypes}
                  <textarea
                    rows={3}
                    value={String(entry.value)}
                    disabled={entry.useDefault}
                    onChange={(e) => set({ value: e.target.value })}
                  />
                </label>
              )}
              {mode === 'role' && (
                <label className={styles.field}>
                  {t.priority}
                  <select
                    value={entry.priority}
                    onChange={(e) => set({ priority: Number(e.target.value) as Priority })}
                  >
                    <option value={0}>{t.priorities.low}</option>
                    <option value={1}>{t.priorities.middle}</option>
                    <option value={2}>{t.priorities.high}</option>
                  </select>
                </label>
              )}
            </div>
            {invalidKey === key && <p className={styles.error}>{t.policyInvalid}</p>}
          </fieldset>
        );
      })}
    </div>
  );
}
