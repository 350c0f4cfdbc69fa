import { useAccountContext } from '@/accounts';
import { openApiErrorDialog } from '@/api';
import { AntennaEditor, type AntennaForm, antennaRequest, EMPTY_ANTENNA_FORM } from '@/features/antennas';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { useNavigate } from '@/router';
import { useModals, useToast } from '@/ui';

/** /my/antennas/create: the editor, empty; a created antenna opens its timeline. */
export function AntennaCreatePage() {
  const i18n = useI18n();
  const t = i18n.ts.antennas;
  const { api } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const navigate = useNavigate();

  const create = async (form: AntennaForm) => {
    try {
      const antenna = await api.call('antennas/create', antennaRequest(form));
      toast(t.created);
      navigate(`/timeline/antenna/${antenna.id}`);
    } catch (error) {
      // TOO_MANY_ANTENNAS gets the "you cannot create anymore" dialog of spec 000 §8.
      void openApiErrorDialog(modals, error, { endpoint: 'antennas/create' });
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.createTitle}</h1>
      <AntennaEditor initial={EMPTY_ANTENNA_FORM} onSubmit={create} submitLabel={t.create} />
    </div>
  );
}
