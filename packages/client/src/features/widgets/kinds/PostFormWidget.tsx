import { PostForm } from '@/features/postbox';

export default function PostFormWidget() {
  return <PostForm />;
}
