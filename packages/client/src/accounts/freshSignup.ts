// A sign-up made in this browser leaves a mark so the setup wizard (features/setupWizard) opens
// for that account only: accounts made by API or scripts never see it uninvited.
const KEY = 'shiori:freshSignup';

function ids(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function markFreshSignup(userId: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify([...ids().filter((id) => id !== userId), userId]));
  } catch {
    // Without storage the wizard is still reachable from the profile settings.
  }
}

export function isFreshSignup(userId: string): boolean {
  return ids().includes(userId);
}

export function forgetFreshSignup(userId: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(ids().filter((id) => id !== userId)));
  } catch {
    // Nothing to forget without storage.
  }
}
