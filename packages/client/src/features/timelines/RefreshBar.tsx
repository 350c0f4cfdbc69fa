import { IconRefresh } from '@tabler/icons-react';
import type * as Misskey from 'misskey-js';
import type { RefObject } from 'react';
import { useState } from 'react';
import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import { Button, Notice } from '@/ui';
import type { LoadPage } from './NoteList';
import styles from './RefreshBar.module.css';
import { readNewer } from './readNewer';

export interface RefreshBarProps {
  load: LoadPage;
  /** The newest note the timeline has read; the loader moves it on. */
  newest: RefObject<string | undefined>;
  /** Puts a newer note on top, as a streamed one would be. */
  add(note: Misskey.entities.Note): void;
  /** The list had no note to read after: start it over instead. */
  restart(): void;
}

/**
 * disableStreamingTimeline's Refresh button above a timeline that joins no channel: it asks
 * for the notes after the newest one read, oldest first, as the stream would have brought
 * them. A lazy chunk: most timelines stream and never load it.
 */
export default function RefreshBar({ load, newest, add, restart }: RefreshBarProps) {
  const i18n = useI18n();
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = async () => {
    if (!newest.current) return restart();
    setRefreshing(true);
    setError(null);
    try {
      await readNewer(load, newest, add);
    } catch (failure) {
      setError(describeApiError(failure, i18n).text);
    } finally {
      setRefreshing(false);
    }
  };
  return (
    <div className={styles.refreshBar}>
      {error && <Notice tone="error">{error}</Notice>}
      <Button size="small" busy={refreshing} onClick={refresh}>
        <IconRefresh size={16} aria-hidden="true" />
        {i18n.ts.timelines.refresh}
      </Button>
    </div>
  );
}
