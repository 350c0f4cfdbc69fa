export { AttachButton } from './AttachButton';
export { AttachmentList } from './AttachmentList';
export { type AttachmentMenuContext, attachmentMenuItems } from './attachmentMenu';
export { type CropRect, clampCrop } from './cropRect';
export { type Attachments, type UploadingFile, useAttachments } from './useAttachments';
export { type FileDropProps, useFileDrop } from './useFileDrop';
