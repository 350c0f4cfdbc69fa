export { PostForm, type PostTarget, usePostBox } from './PostBox';
