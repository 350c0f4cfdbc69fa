import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { useI18n } from '@/i18n';
import type { RouteProps } from '@/router';
import { useNavigate, useRoute } from '@/router';
import { SectionFrame } from '../../shell/SectionFrame';
import { SettingsList } from '../SettingsNav';
import { jumpToSetting } from './jumpToSetting';
import { SettingsSearch } from './SettingsSearch';
import type { SettingsSearchItem } from './search';
import { SETTINGS_GROUPS } from './settingsPages';

type PageProps = { params: RouteProps };

/**
 * The setting a search result asked for, kept while its page opens (a new history entry with
 * its own shell, which picks it up when it mounts).
 */
let pendingJump: { path: string; label: string } | null = null;

const pathOf = (url: string) => url.split(/[?#]/)[0] ?? '';

/**
 * Every settings page inside the area frame (pages/shell/SectionFrame), with the search on
 * top of the list of pages; a search result opens its page and finds the setting there.
 */
function SettingsFrame({ index, children }: { index: boolean; children?: ReactNode }) {
  const i18n = useI18n();
  const t = i18n.ts.settingsShell;
  const navigate = useNavigate();
  const { url } = useRoute();
  const main = useRef<HTMLDivElement>(null);
  // Where this frame was opened: a frame kept for Back must not take a later jump.
  const [openedAt] = useState(() => pathOf(url));

  // A result chosen on another page: find its setting here once the page shows it.
  useEffect(() => {
    const jump = pendingJump;
    if (!jump || !main.current || jump.path !== openedAt) return;
    pendingJump = null;
    return jumpToSetting(main.current, jump.label);
  }, [openedAt]);

  const open = (item: SettingsSearchItem) => {
    if (item.isPage) {
      navigate(item.path);
      return;
    }
    if (!index && pathOf(url) === item.path && main.current) {
      jumpToSetting(main.current, item.label);
      return;
    }
    pendingJump = { path: item.path, label: item.label };
    navigate(item.path);
  };

  return (
    <SectionFrame
      index={index}
      title={t.title}
      sideLabel={t.listLabel}
      side={
        <SettingsSearch groups={SETTINGS_GROUPS} onOpen={open}>
          <SettingsList />
        </SettingsSearch>
      }
      indexHint={t.indexHint}
      backTo="/settings"
      backLabel={t.back}
      mainRef={main}
    >
      {children}
    </SectionFrame>
  );
}

/** A settings page in the frame. */
export function framed(Page: ComponentType<PageProps>): ComponentType<PageProps> {
  return function FramedSettingsPage(props: PageProps) {
    return (
      <SettingsFrame index={false}>
        <Page {...props} />
      </SettingsFrame>
    );
  };
}

/** /settings: the list (and search); on a wide screen, beside a word on what to do. */
export function SettingsIndexPage() {
  return <SettingsFrame index />;
}
