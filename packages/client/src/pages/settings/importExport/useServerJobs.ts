import { useEffect, useRef, useState } from 'react';
import type { AccountApi } from '@/api';
import { type ServerJob, startJobPoller } from './jobs';

type JobsCall = (endpoint: 'i/import-export/jobs', params: { limit: number }) => Promise<unknown>;

/**
 * The user's recent jobs as the server records them, polled while one runs and not at all
 * when `enabled` is false (a server without the endpoint). `refresh` reads again at once.
 */
export function useServerJobs(api: AccountApi, enabled: boolean): { jobs: ServerJob[]; refresh(): void } {
  const [jobs, setJobs] = useState<ServerJob[]>([]);
  const poller = useRef<{ refresh(): void } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    // Shiori's own endpoint, which misskey-js does not declare.
    const call = api.call as unknown as JobsCall;
    const started = startJobPoller({
      fetch: () => call('i/import-export/jobs', { limit: 20 }),
      onJobs: setJobs,
    });
    poller.current = started;
    return () => {
      started.stop();
      poller.current = null;
    };
  }, [api, enabled]);
  return { jobs, refresh: () => poller.current?.refresh() };
}
