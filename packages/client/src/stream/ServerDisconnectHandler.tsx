import { useEffect, useLayoutEffect, useRef } from 'react';
import { useI18n } from '@/i18n';
import { useSetting } from '@/settings';
import { openConfirm, useModals } from '@/ui';
import { useStream } from './StreamContext';

export interface ServerDisconnectHandlerProps {
  /** Tests pass a spy; the page reloads otherwise. */
  reload?(): void;
}

function reloadPage() {
  window.location.reload();
}

/**
 * What happens when a working connection to the server drops (spec 000 §4 "Server
 * disconnect"), per the serverDisconnectedBehavior setting: 'reload' reloads at once,
 * 'dialog' asks first (one dialog at a time, however often the connection flaps), and
 * 'quiet' leaves it to the stream indicator.
 */
export function ServerDisconnectHandler({ reload = reloadPage }: ServerDisconnectHandlerProps) {
  const stream = useStream();
  const [behavior] = useSetting('serverDisconnectedBehavior');
  const modals = useModals();
  const i18n = useI18n();
  // Read at the moment of the drop, so a changed setting applies without reconnecting.
  const latest = useRef({ behavior, i18n, reload });
  useLayoutEffect(() => {
    latest.current = { behavior, i18n, reload };
  });
  const asking = useRef(false);

  useEffect(() => {
    if (!stream) return;
    return stream.onDisconnected(() => {
      const { behavior, i18n, reload } = latest.current;
      if (behavior === 'reload') {
        reload();
        return;
      }
      if (behavior !== 'dialog' || asking.current) return;
      asking.current = true;
      void openConfirm(modals, {
        title: i18n.ts.streaming.disconnectedTitle,
        text: i18n.ts.streaming.disconnectedText,
        okLabel: i18n.ts.reload,
        cancelLabel: i18n.ts.cancel,
      }).then((confirmed) => {
        asking.current = false;
        if (confirmed) latest.current.reload();
      });
    });
  }, [stream, modals]);

  return null;
}
