import type * as Misskey from 'misskey-js';
import { useId } from 'react';
import { useI18n } from '@/i18n';
import { Button } from '@/ui';
import styles from './AdminRoles.module.css';
import {
  addChild,
  changeType,
  DAY_SECONDS,
  FORMULA_TYPES,
  type FormulaNode,
  type FormulaType,
  removeNode,
  replaceNode,
} from './formula';

interface BuilderProps {
  /** The whole formula (every change gives back a new one). */
  formula: FormulaNode;
  onChange(formula: FormulaNode): void;
  /** Manual roles, for "has the role". */
  roles: readonly Misskey.entities.Role[];
  /** The node that cannot be saved, marked and explained. */
  invalidId: string | null;
}

/** The condition formula of a conditional role as nested groups of conditions. */
export function FormulaBuilder(props: BuilderProps) {
  return <FormulaNodeEditor {...props} node={props.formula} onRemove={null} />;
}

function FormulaNodeEditor({
  formula,
  onChange,
  roles,
  invalidId,
  node,
  onRemove,
}: BuilderProps & { node: FormulaNode; onRemove: (() => void) | null }) {
  const i18n = useI18n();
  const t = i18n.ts.adminRoles.formula;
  const id = useId();
  const set = (next: FormulaNode) => onChange(replaceNode(formula, node.id, next));
  const invalid = invalidId === node.id;
  return (
    <fieldset className={styles.node} data-invalid={invalid ? '' : undefined}>
      <legend className={styles.muted}>{t.condition}</legend>
      <div className={styles.inline}>
        <label className={styles.field}>
          {t.type}
          <select value={node.type} onChange={(e) => set(changeType(node, e.target.value as FormulaType))}>
            {FORMULA_TYPES.map((type) => (
              <option key={type} value={type}>
                {t.types[type]}
              </option>
            ))}
          </select>
        </label>
        {'sec' in node && (
          <label className={styles.field}>
            {t.days}
            <input
              type="number"
              min={0}
              step="any"
              value={node.sec / DAY_SECONDS}
              onChange={(e) => set({ ...node, sec: Math.round(Number(e.target.value) * DAY_SECONDS) })}
            />
          </label>
        )}
        {'value' in node && typeof node.value === 'number' && (
          <label className={styles.field}>
            {t.count}
            <input
              type="number"
              min={0}
              step={1}
              value={node.value}
              aria-invalid={invalid || undefined}
              onChange={(e) => set({ ...node, value: Number(e.target.value) } as FormulaNode)}
            />
          </label>
        )}
        {node.type === 'roleAssignedTo' && (
          <label className={styles.field}>
            {t.role}
            <select
              value={node.roleId}
              aria-invalid={invalid || undefined}
              onChange={(e) => set({ ...node, roleId: e.target.value })}
            >
              <option value="">{t.chooseRole}</option>
              {roles
                .filter((role) => role.target === 'manual')
                .map((role) => (
                  <option key={role.id} value={role.id}>
                    {role.name}
                  </option>
                ))}
            </select>
          </label>
        )}
        {onRemove && (
          <Button size="small" variant="ghost" onClick={onRemove}>
            {t.remove}
          </Button>
        )}
      </div>
      {invalid && (
        <p className={styles.error} id={`${id}-error`}>
          {t.invalid}
        </p>
      )}
      {(node.type === 'and' || node.type === 'or') && (
        <>
          {node.values.length === 0 && <p className={styles.muted}>{t.empty}</p>}
          <ul className={styles.children}>
            {node.values.map((child) => (
              <li key={child.id}>
                <FormulaNodeEditor
                  formula={formula}
                  onChange={onChange}
                  roles={roles}
                  invalidId={invalidId}
                  node={child}
                  onRemove={() => onChange(removeNode(formula, child.id))}
                />
              </li>
            ))}
          </ul>
          <div>
            <Button size="small" onClick={() => onChange(addChild(formula, node.id))}>
              {t.add}
            </Button>
          </div>
        </>
      )}
      {node.type === 'not' && (
        <div className={styles.children}>
          <FormulaNodeEditor
            formula={formula}
            onChange={onChange}
            roles={roles}
            invalidId={invalidId}
            node={node.value}
            onRemove={null}
          />
        </div>
      )}
    </fieldset>
  );
}
