import type { FormEvent, ReactNode } from 'react';
import { useI18n } from '@/i18n';
import { Button, Notice } from '@/ui';
import styles from '../settings/ServerSettings.module.css';
import type { useAdminMetaForm } from './useAdminMetaForm';

/**
 * The frame of a control panel form over admin/meta: the load error or "Loading", else the
 * fields (`children`, given the draft) with Saved and Save under them. `submit` returns false
 * (null) when a field's problem keeps it from saving.
 */
export function AdminMetaForm<D>({
  form,
  submit,
  endpoint,
  afterSave,
  labelledBy,
  children,
}: {
  form: ReturnType<typeof useAdminMetaForm<D>>;
  submit(draft: D): Record<string, unknown> | null;
  /** Where the patch goes: admin/update-meta unless said. */
  endpoint?: 'admin/update-meta' | 'admin/captcha/save';
  afterSave?(ok: boolean): void;
  /** The heading that names the form, when a page holds more than one. */
  labelledBy?: string;
  children(draft: D): ReactNode;
}) {
  const i18n = useI18n();
  if (form.loadError) return <Notice tone="error">{form.loadError}</Notice>;
  const { draft } = form;
  if (!draft) return <p className={styles.muted}>{i18n.ts.loading}</p>;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const patch = submit(draft);
    if (patch) void form.save(patch, endpoint).then((ok) => afterSave?.(ok));
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
      {children(draft)}
      <div className={styles.actions}>
        <span role="status">{form.saved ? i18n.ts.saved : ''}</span>
        <Button type="submit" variant="primary" busy={form.busy}>
          {i18n.ts.save}
        </Button>
      </div>
    </form>
  );
}
