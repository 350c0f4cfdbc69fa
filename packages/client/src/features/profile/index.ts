/**
 * The profile's pictures (issue 22): the avatar and banner chosen from the device or the drive,
 * cropped to their shape and saved at once. /settings/profile shows both; the setup wizard the
 * avatar.
 */
export { AvatarPicker } from './AvatarPicker';
export { ProfilePictures } from './ProfilePictures';
