import { useI18n } from '@/i18n';
import type { StatusbarSetting } from '@/settings';
import { FederationBar, RssBar, UserListBar } from './Bars';
import { barLabel } from './model';
import styles from './Statusbar.module.css';

function Bar({ bar }: { bar: StatusbarSetting }) {
  const i18n = useI18n();
  const label = barLabel(bar, i18n);
  const body =
    bar.type === 'rss' ? (
      <RssBar props={bar.props} label={label} />
    ) : bar.type === 'federation' ? (
      <FederationBar props={bar.props} label={label} />
    ) : bar.type === 'userList' ? (
      <UserListBar props={bar.props} label={label} />
    ) : null;
  // A bar whose type is not chosen yet (or unknown to this client) shows nothing, as Misskey's.
  if (body === null) return null;
  return (
    <section
      className={styles.bar}
      aria-label={i18n.t('statusbar.region', { name: label })}
      data-size={bar.size}
      data-black={bar.black || undefined}
    >
      {bar.name && (
        <span className={styles.name} aria-hidden="true">
          {bar.name}
        </span>
      )}
      <div className={styles.body}>{body}</div>
    </section>
  );
}

/** The status bars along the bottom of the screen, in the order the settings page gives them. */
export default function Statusbars({ bars }: { bars: StatusbarSetting[] }) {
  return (
    <div className={styles.bars}>
      {bars.map((bar) => (
        <Bar key={bar.id} bar={bar} />
      ))}
    </div>
  );
}
