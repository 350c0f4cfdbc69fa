import type { ComponentType, ReactNode } from 'react';
import { useAccount } from '@/accounts';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import type { RouteProps } from '@/router';
import { Link, useRoute } from '@/router';
import styles from './AdminLayout.module.css';
import { adminEntryOfPath, adminGroupsFor } from './adminPages';

type PageProps = { params: RouteProps };

/** Every section in its group, the current one marked (sub-pages mark their section). */
function AdminList() {
  const i18n = useI18n();
  const { url } = useRoute();
  const isAdmin = useAccount()?.isAdmin === true;
  const current = adminEntryOfPath(url.split(/[?#]/)[0] ?? '')?.path;
  return (
    <nav className={styles.nav} aria-label={i18n.ts.adminShell.listLabel}>
      {adminGroupsFor(isAdmin).map((group) => {
        const title = i18n.t(group.title);
        return (
          <section key={group.title} className={styles.group} aria-label={title}>
            <h2 className={styles.groupTitle}>{title}</h2>
            <ul className={styles.list}>
              {group.pages.map((page) => (
                <li key={page.path}>
                  <Link
                    to={page.path}
                    className={styles.link}
                    aria-current={current === page.path ? 'page' : undefined}
                  >
                    {i18n.t(page.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}

/**
 * The control panel's frame, as the settings frame: on a wide screen the list of sections
 * beside the page; on a narrow one /admin is the list and each section has a link back to
 * it. A container query on the frame's own width decides, so a narrow deck column gets the
 * phone layout too.
 */
function AdminFrame({ index, children }: { index: boolean; children?: ReactNode }) {
  const t = useI18n().ts.adminShell;
  return (
    <div className={styles.frame} data-index={index ? '' : undefined}>
      <div className={styles.layout}>
        <aside className={styles.side} aria-label={t.listLabel}>
          {index && <h1 className={`${pageStyles.title} ${styles.indexTitle}`}>{t.title}</h1>}
          <AdminList />
        </aside>
        <div className={styles.main}>
          {index ? (
            <p className={styles.indexHint}>{t.indexHint}</p>
          ) : (
            <Link to="/admin" className={styles.back}>
              {t.back}
            </Link>
          )}
          {children}
        </div>
      </div>
    </div>
  );
}

/** A control panel section in the frame. */
export function framedAdmin(Page: ComponentType<PageProps>): ComponentType<PageProps> {
  return function FramedAdminPage(props: PageProps) {
    return (
      <AdminFrame index={false}>
        <Page {...props} />
      </AdminFrame>
    );
  };
}

/** /admin: the list; on a wide screen, beside a word on what to do. */
export function AdminIndexPage() {
  return <AdminFrame index />;
}
