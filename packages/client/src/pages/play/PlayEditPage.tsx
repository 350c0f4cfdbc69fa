import type * as Misskey from 'misskey-js';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError, openApiErrorDialog } from '@/api';
import { CodeEditor } from '@/features/aiscript';
import {
  dropPlayDraft,
  keepPlayDraft,
  PLAY_PRESETS,
  type PlayDraft,
  type PlayPreset,
  parsePermissions,
  STARTER_SCRIPT,
  scriptHasEdits,
  takePlayDraft,
} from '@/features/flash';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { LoadingState, useLoaded } from '@/pages/shell/useLoaded';
import { type RouteProps, useNavigate } from '@/router';
import { Button, openConfirm, TextField, useModals, useToast } from '@/ui';
import own from './Play.module.css';

/**
 * /play/new and /play/{id}/edit: title, summary, the script in the AiScript code field,
 * permissions and visibility. Every change is kept on this device as typed (a reload restores
 * it, with a way to discard it); saving sends it and drops the copy.
 */
export function PlayEditPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.play;
  const { api, account } = useAccountContext();
  const flashId = params.id ?? null;
  const [state] = useLoaded(
    async () => (flashId ? api.call('flash/show', { flashId }) : null),
    'NO_SUCH_FLASH',
    [api, flashId],
  );
  const title = flashId ? t.editTitle : t.newPlay;
  if (state.kind !== 'ready') return <LoadingState state={state} title={title} notFoundText={t.notFound} />;
  const flash = state.value;
  if (flash && flash.userId !== account?.id) {
    return <LoadingState state={{ kind: 'notFound' }} title={title} notFoundText={t.ownerOnly} />;
  }
  return <PlayForm key={flashId ?? 'new'} flash={flash} title={title} />;
}

function fieldsOf(flash: Misskey.entities.Flash | null): PlayDraft {
  return flash
    ? {
        title: flash.title,
        summary: flash.summary,
        script: flash.script,
        // Misskey never answers a play's permissions: the field starts empty and is sent only if edited.
        permissions: '',
        visibility: flash.visibility,
      }
    : { title: '', summary: '', script: STARTER_SCRIPT, permissions: '', visibility: 'public' };
}

function PlayForm({ flash, title }: { flash: Misskey.entities.Flash | null; title: string }) {
  const i18n = useI18n();
  const t = i18n.ts.play;
  const { api, account } = useAccountContext();
  const navigate = useNavigate();
  const modals = useModals();
  const toast = useToast();
  const draftKey = { accountId: account?.id ?? '', origin: api.origin, flashId: flash?.id ?? null };
  const visibilityHint = useId();
  const [restored] = useState(() => takePlayDraft(draftKey));
  const [fields, setFields] = useState<PlayDraft>(() => restored ?? fieldsOf(flash));
  const [showRestored, setShowRestored] = useState(restored !== null);
  const permissionsEdited = useRef(restored !== null && restored.permissions !== '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = <K extends keyof PlayDraft>(key: K, value: PlayDraft[K]) => {
    if (key === 'permissions') permissionsEdited.current = true;
    const next = { ...fields, [key]: value };
    setFields(next);
    keepPlayDraft(draftKey, next);
  };

  // An example replaces the script; the writer's own code is only lost once they agree.
  const choosePreset = async (preset: PlayPreset) => {
    if (preset.script === fields.script) return;
    if (scriptHasEdits(fields.script)) {
      const ok = await openConfirm(modals, {
        title: t.replaceScriptConfirm,
        okLabel: t.replaceScript,
        cancelLabel: i18n.ts.cancel,
      });
      if (!ok) return;
    }
    change('script', preset.script);
  };

  const discard = () => {
    dropPlayDraft(draftKey);
    permissionsEdited.current = false;
    setFields(fieldsOf(flash));
    setShowRestored(false);
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const body = {
      title: fields.title,
      summary: fields.summary,
      script: fields.script,
      visibility: fields.visibility,
    };
    const permissions = parsePermissions(fields.permissions);
    try {
      let id: string;
      if (flash) {
        await api.call('flash/update', {
          flashId: flash.id,
          ...body,
          ...(permissionsEdited.current ? { permissions } : {}),
        });
        id = flash.id;
      } else {
        id = (await api.call('flash/create', { ...body, permissions })).id;
      }
      dropPlayDraft(draftKey);
      toast(t.saved);
      navigate(`/play/${id}`);
    } catch (failure) {
      setError(describeApiError(failure, i18n).text);
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!flash) return;
    const ok = await openConfirm(modals, {
      title: t.deleteConfirm,
      okLabel: t.delete,
      cancelLabel: i18n.ts.cancel,
      danger: true,
    });
    if (!ok) return;
    try {
      await api.call('flash/delete', { flashId: flash.id });
      dropPlayDraft(draftKey);
      toast(t.deleted);
      navigate('/play#my');
    } catch (failure) {
      void openApiErrorDialog(modals, failure, { endpoint: 'flash/delete' });
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {showRestored && (
        <div className={`${styles.panel} ${own.buttons}`} role="status">
          <span>{t.draftRestored}</span>
          <Button onClick={discard}>{t.discardDraft}</Button>
        </div>
      )}
      <form className={`${styles.panel} ${own.form}`} onSubmit={(event) => void save(event)}>
        <TextField
          label={t.titleLabel}
          value={fields.title}
          onChange={(value) => change('title', value)}
          required
          maxLength={256}
        />
        <TextField
          label={t.summaryLabel}
          value={fields.summary}
          onChange={(value) => change('summary', value)}
          multiline
          maxLength={1024}
        />
        {!flash && (
          <fieldset className={own.fieldset}>
            <legend>{t.presetsLabel}</legend>
            {PLAY_PRESETS.map((preset) => (
              <Button key={preset.id} size="small" onClick={() => void choosePreset(preset)}>
                {t.presets[preset.id]}
              </Button>
            ))}
          </fieldset>
        )}
        <div className={own.field}>
          <CodeEditor
            label={t.scriptLabel}
            value={fields.script}
            onChange={(value) => change('script', value)}
            onSubmit={() => void save()}
            hint={t.editorHint}
          />
        </div>
        <TextField
          label={t.permissionsLabel}
          value={fields.permissions}
          onChange={(value) => change('permissions', value)}
          hint={t.permissionsHint}
          spellCheck={false}
          autoCapitalize="off"
        />
        <fieldset className={own.fieldset} aria-describedby={visibilityHint}>
          <legend>{t.visibility}</legend>
          {(['public', 'private'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="visibility"
                value={value}
                checked={fields.visibility === value}
                onChange={() => change('visibility', value)}
              />{' '}
              {t[value]}
            </label>
          ))}
          <p id={visibilityHint} className={own.hint}>
            {t.visibilityHint}
          </p>
        </fieldset>
        {error && (
          <p className={styles.muted} role="alert">
            {error}
          </p>
        )}
        <div className={own.buttons}>
          <Button type="submit" variant="primary" busy={busy} disabled={fields.title.trim() === ''}>
            {t.save}
          </Button>
          {flash && (
            <Button variant="danger" onClick={() => void remove()}>
              {t.delete}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
