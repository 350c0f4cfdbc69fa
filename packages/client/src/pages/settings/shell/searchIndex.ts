import type { TextKey } from '@/i18n';

/**
 * What the settings search can find on each page: the texts that label its settings (the
 * same locale keys the page shows them with, so a match is what the user will see there).
 * Opening a result finds the setting on the page by that label (see jumpToSetting). A new
 * page's settings come in as one entry here; the page itself is found by its list label.
 */
export const SETTINGS_SEARCH_INDEX: Record<string, TextKey[]> = {
  '/settings/general': [
    'generalSettings.language',
    'generalSettings.pageCache',
    'generalSettings.layout',
    'generalSettings.serverDisconnected',
    'generalSettings.nsfw',
    'generalSettings.confirmReveal',
    'generalSettings.dataSaverMedia',
    'generalSettings.oneImage',
    'generalSettings.instanceTicker',
    'generalSettings.collapseRenotes',
    'generalSettings.rememberReadingPosition',
  ],
  '/settings/appearance': [
    'appearanceSettings.fontSize',
    'appearanceSettings.cornerRadius',
    'appearanceSettings.reduceAnimation',
    'appearanceSettings.useBlurEffect',
    'appearanceSettings.useBlurEffectForModal',
    'generalSettings.seasonalEffects',
    'generalSettings.animatedMfm',
    'appearanceSettings.menuDisplay',
    'appearanceSettings.menuStyle',
  ],
  '/settings/profile': [
    'profileSettings.location',
    'profileSettings.language',
    'profileSettings.isCat',
    'profileSettings.speakAsCat',
    'profileSettings.isBot',
    'profileSettings.fields',
    'setupWizard.title',
  ],
  '/settings/privacy': [
    'privacySettings.defaultVisibility',
    'privacySettings.defaultLocalOnly',
    'privacySettings.rememberVisibility',
    'privacySettings.keepCw',
    'privacySettings.followersOnlyBefore',
    'privacySettings.hiddenBefore',
  ],
  '/settings/emoji-picker': [
    'emojiPickerSettings.pickerStyle',
    'emojiPickerSettings.scale',
    'emojiPickerSettings.width',
    'emojiPickerSettings.height',
    'emojiPickerSettings.reactionsDisplaySize',
    'emojiPickerSettings.emojiStyle',
  ],
  '/settings/drive': ['driveSettings.keepOriginal', 'driveSettings.alwaysSensitive'],
  '/settings/notifications': [
    'notificationSettings.receiveTitle',
    'notificationSettings.popupPosition',
    'notificationSettings.popupStackAxis',
    'notificationSettings.actionsTitle',
  ],
  '/settings/email': ['emailSettings.notifyTitle'],
  '/settings/security': [
    'securitySettings.changePassword',
    'securitySettings.currentPassword',
    'securitySettings.twoFactorTitle',
    'securitySettings.regenerateTitle',
    'securitySettings.historyTitle',
  ],
  '/settings/theme': [
    'themes.darkMode',
    'themes.syncDeviceDarkMode',
    'themes.lightTheme',
    'themes.darkTheme',
  ],
  '/settings/sounds': [
    'soundSettings.notUseSound',
    'soundSettings.onlyWhenActive',
    'soundSettings.masterVolume',
    'soundSettings.events.note',
    'soundSettings.events.noteMy',
    'soundSettings.events.notification',
    'soundSettings.events.reaction',
  ],
  '/settings/deck': [
    'deck.settings.columnAlign',
    'deck.settings.alwaysShowMainColumn',
    'deck.settings.navWindow',
    'deck.settings.useSimpleUiForNonRootPages',
  ],
  '/settings/roles': ['rolesSettings.yourRoles', 'rolesSettings.policiesTitle'],
  '/settings/mute-block': ['muteBlock.softLabel', 'muteBlock.hardLabel', 'muteBlock.instanceLabel'],
  '/settings/preferences-backups': ['preferencesBackups.importFile'],
  '/settings/other': ['otherSettings.debugTitle', 'otherSettings.cacheTitle', 'otherSettings.deleteTitle'],
};
