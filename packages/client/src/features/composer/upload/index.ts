export { isAnimatedGif, isAnimatedImage, isAnimatedPng, isAnimatedWebp } from './animation';
export { fitWithin, keepResized, MAX_IMAGE_SIDE, type ResizePlan, resizePlan } from './resizePlan';
export { canEncodeWebp, shrinkImage } from './shrinkImage';
export { UPLOAD_ERROR_IDS, UploadError, type UploadErrorKind, uploadErrorFromResponse } from './uploadError';
export { useDriveUpload } from './useDriveUpload';
export { type UploadOptions, uploadFile, useUploader } from './useUploader';
