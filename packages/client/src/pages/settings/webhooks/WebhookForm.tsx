import { type FormEvent, useState } from 'react';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Button, TextField } from '@/ui';
import { Toggle } from '../SettingControls';
import { isWebhookUrl, WEBHOOK_EVENTS, type WebhookEvent } from './events';
import own from './Webhooks.module.css';

export interface WebhookDraft {
  name: string;
  url: string;
  secret: string;
  on: WebhookEvent[];
  active: boolean;
}

export const EMPTY_DRAFT: WebhookDraft = { name: '', url: '', secret: '', on: [], active: true };

/**
 * The fields of a webhook: name, URL (http or https, checked before sending), secret, the
 * events as checkboxes and, when editing, the active switch.
 */
export function WebhookForm(props: {
  initial: WebhookDraft;
  showActive: boolean;
  busy: boolean;
  submitLabel: string;
  onSubmit(draft: WebhookDraft): void;
}) {
  const i18n = useI18n();
  const t = i18n.ts.webhooks;
  const [draft, setDraft] = useState(props.initial);
  const [checked, setChecked] = useState(false);
  const nameError = checked && draft.name.trim() === '' ? t.nameRequired : null;
  const urlError = checked && !isWebhookUrl(draft.url.trim()) ? t.urlInvalid : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (draft.name.trim() === '' || !isWebhookUrl(draft.url.trim())) return;
    props.onSubmit({ ...draft, name: draft.name.trim(), url: draft.url.trim() });
  };

  const toggleEvent = (name: WebhookEvent, on: boolean) =>
    setDraft((current) => ({
      ...current,
      on: on
        ? WEBHOOK_EVENTS.filter((e) => e === name || current.on.includes(e))
        : current.on.filter((e) => e !== name),
    }));

  return (
    <form className={styles.panel} onSubmit={submit} noValidate>
      <TextField
        label={t.name}
        value={draft.name}
        maxLength={100}
        required
        error={nameError}
        onChange={(name) => setDraft((current) => ({ ...current, name }))}
      />
      <TextField
        label={t.url}
        type="url"
        inputMode="url"
        hint={t.urlHint}
        value={draft.url}
        maxLength={1024}
        required
        error={urlError}
        spellCheck={false}
        onChange={(url) => setDraft((current) => ({ ...current, url }))}
      />
      <TextField
        label={t.secret}
        hint={t.secretHint}
        value={draft.secret}
        maxLength={1024}
        autoComplete="off"
        spellCheck={false}
        onChange={(secret) => setDraft((current) => ({ ...current, secret }))}
      />
      <fieldset className={own.events}>
        <legend>{t.events}</legend>
        {WEBHOOK_EVENTS.map((name) => (
          <label key={name} className={own.check}>
            <input
              type="checkbox"
              checked={draft.on.includes(name)}
              onChange={(event) => toggleEvent(name, event.target.checked)}
            />
            <span>
              {t.event[name]}
              {name === 'reaction' && <span className={own.hint}>{t.reactionHint}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      {props.showActive && (
        <Toggle
          label={t.active}
          hint={t.activeHint}
          role="switch"
          checked={draft.active}
          onChange={(active) => setDraft((current) => ({ ...current, active }))}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={props.busy}>
          {props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
