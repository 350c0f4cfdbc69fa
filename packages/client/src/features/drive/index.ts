export { type DriveActionContext, deleteItems } from './actions';
export type { DriveBrowserProps } from './DriveBrowser';
export { DriveCapacity } from './DriveCapacity';
export { pickDriveFiles } from './DrivePicker';
export { chooseFolder } from './FolderChooser';
export { LazyDriveBrowser as DriveBrowser } from './LazyDriveBrowser';
export { safeThumbnailUrl } from './safeUrl';
export type { DriveFile, DriveFolder, DriveSort, DriveUpload, DriveUploadOptions } from './types';
