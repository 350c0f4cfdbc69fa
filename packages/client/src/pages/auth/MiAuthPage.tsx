import { useMemo } from 'react';
import { useAccountContext } from '@/accounts';
import type { RouteProps } from '@/router';
import { ConsentView } from './ConsentView';
import { parsePermissions, webUrl, withQuery } from './consentRequest';

/**
 * /miauth/{session} (minimal layout): an app asks for a token through MiAuth. Accepting makes
 * one with exactly the permissions asked for (miauth/gen-token); the app then fetches it with
 * `POST /api/miauth/{session}/check`, after being sent back to its callback with `?session=`.
 */
export function MiAuthPage({ params }: { params: RouteProps }) {
  const { api } = useAccountContext();
  const session = params.session ?? '';
  const permissions = useMemo(() => parsePermissions(params.permission), [params.permission]);
  const callback = webUrl(params.callback);

  const accept = async () => {
    await api.call('miauth/gen-token', {
      session,
      name: params.name ?? null,
      iconUrl: webUrl(params.icon)?.href ?? null,
      permission: permissions,
    });
    return callback ? withQuery(callback, 'session', session) : null;
  };

  return (
    <ConsentView
      appName={params.name ?? null}
      iconUrl={webUrl(params.icon)}
      permissions={permissions}
      destination={callback}
      accept={accept}
    />
  );
}
