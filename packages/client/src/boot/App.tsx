import { StrictMode, useMemo } from 'react';
import {
  type Account,
  AccountProvider,
  type AccountSession,
  type StreamConnector,
  type TokenProblem,
} from '@/accounts';
import { type AccountApi, connectMainStream } from '@/api';
import { SeasonalEffect } from '@/effects';
import { AchievementWatcherLazy } from '@/features/achievements/lazyWatcher';
import { AnnouncementBanner, AnnouncementPrompts } from '@/features/announcements';
import { AppearanceApplier } from '@/features/appearance/AppearanceApplier';
import { CustomCss } from '@/features/customCss';
import { CustomEmojiProvider } from '@/features/emoji/custom/CustomEmojiProvider';
// By path: the feature's index also holds what only its widget needs.
import { GamingMode } from '@/features/gaming/GamingMode';
import { GlobalHotkeys } from '@/features/hotkeys';
import { ReportToastsLazy } from '@/features/moderation';
import { NoteStoreProvider } from '@/features/notes';
// By path: the pop-ups are a lazy chunk, and the feature's index holds the notifications list.
import { NotificationPopupsLazy } from '@/features/notifications/popups/lazyPopups';
// By path: the feature's index holds the notifications list, which start-up does not draw.
import { UnreadNotificationSync } from '@/features/notifications/useUnreadSync';
import { PluginHost } from '@/features/pluginRuntime';
// By path: the feature's index also holds the settings' resume button.
import { SetupWizardLazy } from '@/features/setupWizard/SetupWizardLazy';
import { SoundEventsLazy } from '@/features/sounds/lazySoundEvents';
import { MentionMenuProvider } from '@/features/userMenu';
import { type I18n, I18nProvider } from '@/i18n';
import { type InstanceInfo, InstanceProvider } from '@/instance';
import { TopBars } from '@/layouts';
import { createRoutes } from '@/pages/routes';
import { EntryKeyProvider } from '@/pages/shell/entryKey';
import { RouterView } from '@/pages/shell/RouterView';
import { type RouterHistory, RouterProvider } from '@/router';
import { SettingsProvider, type SettingsStore, withRegistryUpdates } from '@/settings';
// By path: the settings' index does not load ui/.
import { PreferencesFromSettings } from '@/settings/PreferencesFromSettings';
import { ServerDisconnectHandler } from '@/stream';
import { ThemeApplier } from '@/theme';
import { type ModalController, ModalProvider } from '@/ui';
import { type WindowPages, WindowsProvider } from '@/windows';
import { AppView } from './AppView';

export interface AppProps {
  i18n: I18n;
  instance: InstanceInfo;
  account: Account | null;
  settings: SettingsStore;
  session: AccountSession;
  createApi(origin: string, token: string | null): AccountApi;
  modals: ModalController;
  history: RouterHistory;
  connectStream?: StreamConnector | null;
  onTokenRevoked?(problem?: TokenProblem): void;
}

/** What a page window shows: the route on screen in its own history, as the main view does. */
function WindowPageView({ history, reloadKey }: { history: RouterHistory; reloadKey: number }) {
  return (
    <EntryKeyProvider history={history}>
      <RouterView key={reloadKey} />
    </EntryKeyProvider>
  );
}

/** Every provider in one place: what the app needs is handed down, never imported as a singleton. */
export function App(props: AppProps) {
  const { settings, connectStream = connectMainStream } = props;
  // /redirect-test needs the signed-in username; an account change is a full page load.
  const ownUsername = props.account?.username ?? null;
  const routes = useMemo(() => createRoutes(ownUsername), [ownUsername]);
  // Windows sit below the pages (docs/architecture.md, "Layers"): they get them from here.
  const windowPages = useMemo((): WindowPages => ({ routes, View: WindowPageView }), [routes]);
  // Synced settings changed on another device arrive on the main stream (registryUpdated).
  const connectWithSettings = useMemo(
    (): StreamConnector | null => withRegistryUpdates(connectStream ?? null, settings),
    [connectStream, settings],
  );
  return (
    <StrictMode>
      <I18nProvider i18n={props.i18n}>
        <SettingsProvider store={settings}>
          <InstanceProvider instance={props.instance}>
            {/* Needs the settings and the server's default themes; before the pages so colours come first. */}
            <ThemeApplier />
            {/* Gaming mode turns the accent colour round the wheel (its styles load when switched on). */}
            <GamingMode />
            {/* Font size, corner radii, blur and motion from /settings/appearance. */}
            <AppearanceApplier />
            <RouterProvider routes={routes} history={props.history} base={import.meta.env.BASE_URL}>
              <AccountProvider
                initialAccount={props.account}
                session={props.session}
                createApi={props.createApi}
                instanceOrigin={props.instance.origin}
                connectStream={connectWithSettings}
                onTokenRevoked={props.onTokenRevoked}
              >
                {/* The current server's custom emoji (and their detail button in MFM); mounted here
                    because the account layer sits below the emoji feature. */}
                <CustomEmojiProvider>
                  {/* Innermost, so dialogs can use every context the pages can. Menu style and
                      modal blur come from the settings. */}
                  {/* One normalized copy of every note, live through note subscriptions. */}
                  <NoteStoreProvider>
                    <PreferencesFromSettings>
                      <ModalProvider controller={props.modals}>
                        {/* The user menu on mentions; around the windows, whose pages have mentions too. */}
                        <MentionMenuProvider>
                          {/* Page windows render pages, so they sit inside every provider pages use. */}
                          <WindowsProvider pages={windowPages}>
                            <EntryKeyProvider history={props.history}>
                              <TopBars>
                                {/* An unread banner announcement, as a bar above the app. */}
                                <AnnouncementBanner />
                                {/* The user's own CSS, or the safe-mode bar that says it is off. */}
                                <CustomCss />
                              </TopBars>
                              <AppView />
                            </EntryKeyProvider>
                          </WindowsProvider>
                        </MentionMenuProvider>
                        <SeasonalEffect />
                        {/* Reload, ask or stay quiet when the server connection drops (serverDisconnectedBehavior). */}
                        <ServerDisconnectHandler />
                        {/* The navigation's unread dot follows the main stream on every page. */}
                        <UnreadNotificationSync />
                        {/* Pop-ups of notifications as they arrive (loaded after start-up). */}
                        <NotificationPopupsLazy />
                        {/* Sounds for new notes, notifications and reactions (the player loads lazily). */}
                        <SoundEventsLazy />
                        {/* The active plugins, unless in safe mode (the runtime and AiScript load only then). */}
                        <PluginHost />
                        {/* Dialog announcements at start and live, one at a time (spec 000 §4). */}
                        <AnnouncementPrompts />
                        {/* Achievement rules and the toast when one is earned (loaded after start-up). */}
                        <AchievementWatcherLazy />
                        {/* Moderators are told of a new abuse report as it is filed (loaded only for staff). */}
                        <ReportToastsLazy />
                        {/* The setup wizard for an account signed up here (its dialog loads lazily). */}
                        <SetupWizardLazy />
                        {/* Misskey's keyboard shortcuts (n/p, s, d, ?), on every page. */}
                        <GlobalHotkeys routes={routes} />
                      </ModalProvider>
                    </PreferencesFromSettings>
                  </NoteStoreProvider>
                </CustomEmojiProvider>
              </AccountProvider>
            </RouterProvider>
          </InstanceProvider>
        </SettingsProvider>
      </I18nProvider>
    </StrictMode>
  );
}
