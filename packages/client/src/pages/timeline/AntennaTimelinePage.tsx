import { useAccountContext } from '@/accounts';
import { antennaSource } from '@/features/antennas';
import { Timeline } from '@/features/timelines';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { LoadingState, useLoaded } from '@/pages/shell/useLoaded';
import { Link, type RouteProps } from '@/router';

/** /timeline/antenna/{antennaId}: the live timeline of one of the account's antennas. */
export function AntennaTimelinePage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.antennas;
  const antennaId = params.antennaId ?? '';
  const { api } = useAccountContext();
  const [state] = useLoaded(() => api.call('antennas/show', { antennaId }), 'NO_SUCH_ANTENNA', [
    api,
    antennaId,
  ]);

  if (state.kind !== 'ready') return <LoadingState state={state} title={t.title} notFoundText={t.notFound} />;
  const { name } = state.value;

  return (
    <div className={styles.page}>
      <header className={styles.actions}>
        <h1 className={styles.title}>{name}</h1>
        <Link to={`/my/antennas/${antennaId}`} className={styles.linkButton}>
          {t.edit}
          <span className="visually-hidden"> {name}</span>
        </Link>
      </header>
      <Timeline source={antennaSource(antennaId)} label={name} />
    </div>
  );
}
