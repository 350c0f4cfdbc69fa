import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import { isHttpUrl } from '@/users/httpUrl';
import styles from '../Widgets.module.css';

export default function InstanceInfo() {
  const i18n = useI18n();
  const { meta, host } = useInstance();
  const name = meta?.name || host;
  return (
    <>
      <div className={styles.who}>
        {isHttpUrl(meta?.iconUrl) ? (
          <img className={styles.serverIcon} src={meta.iconUrl} alt="" />
        ) : (
          <span className={`${styles.serverIcon} ${styles.serverMark}`} aria-hidden="true" />
        )}
        <span className={styles.names}>
          <span className={styles.name}>{name}</span>
          <span className={styles.acct} dir="ltr">
            {host}
          </span>
        </span>
      </div>
      {meta?.description && <p className={styles.description}>{meta.description}</p>}
      {meta?.version && (
        <p className={styles.muted}>{i18n.t('navigation.serverVersion', { version: meta.version })}</p>
      )}
    </>
  );
}
