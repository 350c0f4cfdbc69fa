import { useAccountContext } from '@/accounts';
import { openApiErrorDialog } from '@/api';
import { AntennaEditor, type AntennaForm, antennaRequest, formFromAntenna } from '@/features/antennas';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { LoadingState, useLoaded } from '@/pages/shell/useLoaded';
import { Link, type RouteProps, useNavigate } from '@/router';
import { Button, openConfirm, useModals, useToast } from '@/ui';

/** /my/antennas/{antennaId}: every field of one antenna, its timeline, and delete. */
export function AntennaEditPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.antennas;
  const { api } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const navigate = useNavigate();
  const antennaId = params.antennaId ?? '';
  const [state, set] = useLoaded(() => api.call('antennas/show', { antennaId }), 'NO_SUCH_ANTENNA', [
    api,
    antennaId,
  ]);

  if (state.kind !== 'ready') return <LoadingState state={state} title={t.title} notFoundText={t.notFound} />;
  const antenna = state.value;

  const save = async (form: AntennaForm) => {
    try {
      const updated = await api.call('antennas/update', { antennaId: antenna.id, ...antennaRequest(form) });
      set(updated);
      toast(t.saved);
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'antennas/update' });
    }
  };

  const remove = async () => {
    const ok = await openConfirm(modals, {
      title: i18n.t('antennas.deleteConfirm', { name: antenna.name }),
      okLabel: t.delete,
      cancelLabel: i18n.ts.cancel,
      danger: true,
    });
    if (!ok) return;
    try {
      await api.call('antennas/delete', { antennaId: antenna.id });
      toast(t.deleted);
      navigate('/my/antennas');
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'antennas/delete' });
    }
  };

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{antenna.name}</h1>
        {!antenna.isActive && <p className={styles.muted}>{t.inactive}</p>}
      </header>
      <div className={styles.actions}>
        <Link to={`/timeline/antenna/${antenna.id}`} className={styles.linkButton}>
          {t.openTimeline}
        </Link>
      </div>
      {/* Keyed on the antenna's id: a saved answer does not reset what is being typed. */}
      <AntennaEditor
        key={antenna.id}
        initial={formFromAntenna(antenna)}
        onSubmit={save}
        submitLabel={i18n.ts.save}
      >
        <Button variant="danger" onClick={() => void remove()}>
          {t.delete}
        </Button>
      </AntennaEditor>
    </div>
  );
}
