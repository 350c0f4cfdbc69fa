import type * as Misskey from 'misskey-js';
import { FollowButton } from '@/features/follow';
import { UserList, UserRow } from '@/users/UserRow';

/** Users as rows of the shared `UserRow`, each with a follow button. */
export function UserRows({ users, label }: { users: Misskey.entities.UserDetailed[]; label: string }) {
  if (users.length === 0) return null;
  return (
    <UserList label={label}>
      {users.map((user) => (
        <UserRow key={user.id} user={user}>
          <FollowButton user={user} size="small" />
        </UserRow>
      ))}
    </UserList>
  );
}
