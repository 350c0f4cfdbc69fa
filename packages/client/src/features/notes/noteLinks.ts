// Addresses of notes and users, shared by the parts of a note.

export function acctPath(user: { username: string; host: string | null }): string {
  return user.host ? `/@${user.username}@${user.host}` : `/@${user.username}`;
}

export function noteUrl(id: string): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return new URL(`${base}/notes/${id}`, window.location.origin).href;
}
