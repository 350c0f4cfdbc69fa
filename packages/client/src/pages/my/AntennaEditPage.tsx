import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError, isApiError, openApiErrorDialog } from '@/api';
import { AntennaEditor, type AntennaForm, antennaRequest, formFromAntenna } from '@/features/antennas';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Link, type RouteProps, useNavigate } from '@/router';
import { Button, openConfirm, useModals, useToast } from '@/ui';

type State =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; antenna: Misskey.entities.Antenna };

/** /my/antennas/{antennaId}: every field of one antenna, its timeline, and delete. */
export function AntennaEditPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.antennas;
  const { api } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const navigate = useNavigate();
  const antennaId = params.antennaId ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    api
      .call('antennas/show', { antennaId })
      .then((antenna) => live && setState({ kind: 'ready', antenna }))
      .catch((error) => {
        if (!live) return;
        if (isApiError(error) && error.code === 'NO_SUCH_ANTENNA') setState({ kind: 'notFound' });
        else setState({ kind: 'failed', message: describeApiError(error, i18n).text });
      });
    return () => {
      live = false;
    };
  }, [api, antennaId, i18n]);

  if (state.kind === 'loading') return <p className={styles.muted}>{i18n.ts.loading}</p>;
  if (state.kind === 'notFound') {
    return (
      <div className={styles.center}>
        <h1 className={styles.title}>{t.title}</h1>
        <p className={styles.muted}>{t.notFound}</p>
      </div>
    );
  }
  if (state.kind === 'failed') return <p className={styles.muted}>{state.message}</p>;
  const { antenna } = state;

  const save = async (form: AntennaForm) => {
    try {
      const updated = await api.call('antennas/update', { antennaId: antenna.id, ...antennaRequest(form) });
      setState({ kind: 'ready', antenna: updated });
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
