export { Button, type ButtonProps, type ButtonVariant } from './Button';
export {
  openPasswordDialog,
  type PasswordDialogOptions,
  type PasswordResult,
} from './dialogs/PasswordDialog';
export { openSelect, type SelectOption, type SelectOptions } from './dialogs/SelectDialog';
export { openTextInput, type TextInputOptions } from './dialogs/TextInputDialog';
export { type LengthProblem, lengthProblem } from './dialogs/textLimits';
export { openWaiting, type WaitingDialog } from './dialogs/WaitingDialog';
export { isTyping, matchesHotkey, useHotkey } from './hotkeys';
export { openContextMenu, useContextMenu, wantsAppMenu } from './menu/contextMenu';
export { Menu, type MenuProps } from './menu/Menu';
export { MenuButton, type MenuButtonProps, menuAsDrawer } from './menu/MenuButton';
export { LiveMenuItems, type OpenMenuOptions, openMenu } from './menu/ModalMenu';
export type { MenuAnchor, MenuCloseReason, MenuItem, MenuUser } from './menu/types';
export { type AlertOptions, type ConfirmOptions, openAlert, openConfirm } from './modal/alerts';
export { DialogFrame, type DialogFrameProps } from './modal/DialogFrame';
export { useCurrentDialog, useModals } from './modal/ModalContext';
export { ModalHost, ModalProvider } from './modal/ModalHost';
export {
  type DialogControls,
  type DialogResult,
  type LayerPriority,
  type ModalAnchor,
  ModalController,
  type ModalStyle,
  type OpenOptions,
} from './modal/modalController';
export { type DeviceKind, isSmallOrTouchScreen, setDeviceKind } from './modal/screen';
export { Notice } from './Notice';
export { type UiPreferences, UiPreferencesProvider, useUiPreferences } from './preferences';
export { StillImage } from './StillImage';
export { TextField, type TextFieldProps } from './TextField';
export { Tooltip, useTooltip } from './Tooltip';
export { useToast } from './toast';
