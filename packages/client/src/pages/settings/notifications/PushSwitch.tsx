import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { disablePush, enablePush, type PushState, readPushState } from '@/features/pwa';
import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import { useToast } from '@/ui';
import local from '../GeneralSettingsPage.module.css';
import { Row } from '../SettingControls';

/**
 * The push notification switch of /settings/notifications: this browser's subscription for the
 * current account (features/pwa). Off and disabled, with the reason as its hint, where push
 * cannot work: no worker or Push API, a server without a key, notifications blocked.
 */
export function PushSwitch({ onSaved }: { onSaved(): void }) {
  const i18n = useI18n();
  const t = i18n.ts.notificationSettings;
  const { api } = useAccountContext();
  const { meta } = useInstance();
  const serverKey = meta?.enableServiceWorker ? (meta.swPublickey ?? null) : null;
  const toast = useToast();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    readPushState(api, serverKey).then(
      (found) => live && setState(found),
      () => live && setState({ kind: 'off' }),
    );
    return () => {
      live = false;
    };
  }, [api, serverKey]);

  const change = async (on: boolean) => {
    if (!serverKey) return;
    setBusy(true);
    try {
      setState(on ? await enablePush(api, serverKey) : await disablePush(api));
      onSaved();
    } catch (error) {
      // The browser's refusals (push service unreachable, permission) are DOMExceptions with a
      // message of their own; the server's answers and network failures are described as usual.
      const reason = error instanceof DOMException ? error.message : describeApiError(error, i18n).text;
      toast(i18n.t('notificationSettings.pushFailed', { error: reason }));
    } finally {
      setBusy(false);
    }
  };

  const hint =
    state?.kind === 'unsupported'
      ? t.pushUnsupported
      : state?.kind === 'notOffered'
        ? t.pushNotOffered
        : state?.kind === 'denied'
          ? t.pushDenied
          : t.pushHint;
  const switchable = state?.kind === 'on' || state?.kind === 'off';

  return (
    <Row
      label={t.pushLabel}
      hint={hint}
      control={({ id, describedBy }) => (
        <input
          id={id}
          type="checkbox"
          role="switch"
          className={local.switch}
          checked={state?.kind === 'on'}
          aria-checked={state?.kind === 'on'}
          disabled={!switchable || busy}
          aria-describedby={describedBy}
          onChange={(event) => void change(event.target.checked)}
        />
      )}
    />
  );
}
