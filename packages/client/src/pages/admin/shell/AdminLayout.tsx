import type { ComponentType, ReactNode } from 'react';
import { useAccount } from '@/accounts';
import { badgeText, useOpenReportCount } from '@/features/moderation';
import { useI18n } from '@/i18n';
import type { RouteProps } from '@/router';
import { useRoute } from '@/router';
import { SectionFrame, SectionNav } from '../../shell/SectionFrame';
import { adminEntryOfPath, adminGroupsFor } from './adminPages';

type PageProps = { params: RouteProps };

/** Every section a moderator or administrator may use, the current one marked. */
function AdminList() {
  const i18n = useI18n();
  const { url } = useRoute();
  const isAdmin = useAccount()?.isAdmin === true;
  const current = adminEntryOfPath(url.split(/[?#]/)[0] ?? '')?.path;
  const reports = useOpenReportCount();
  const badges = reports
    ? {
        '/admin/abuses': {
          text: badgeText(reports),
          spoken: i18n.t('adminShell.openReports', { count: reports }),
        },
      }
    : undefined;
  return (
    <SectionNav
      label={i18n.ts.adminShell.listLabel}
      groups={adminGroupsFor(isAdmin)}
      current={current}
      badges={badges}
    />
  );
}

function AdminFrame({ index, children }: { index: boolean; children?: ReactNode }) {
  const t = useI18n().ts.adminShell;
  return (
    <SectionFrame
      index={index}
      title={t.title}
      sideLabel={t.listLabel}
      side={<AdminList />}
      indexHint={t.indexHint}
      backTo="/admin"
      backLabel={t.back}
    >
      {children}
    </SectionFrame>
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
