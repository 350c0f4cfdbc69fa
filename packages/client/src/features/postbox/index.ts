export { canPost, PostForm, type PostTarget, postPayload, usePostBox, type Visibility } from './PostBox';
