/**
 * The clicker game's save, exactly as Misskey Web keeps it in the registry (scope
 * ['clickerGame'], key 'saveData'), so the widget, the /clicker page and Misskey Web all count
 * the same cookies.
 */
export const CLICKER_SCOPE = ['clickerGame'];
export const CLICKER_KEY = 'saveData';

export interface ClickerSave {
  gameVersion: 2;
  cookies: number;
  totalCookies: number;
  totalHandmadeCookies: number;
  clicked: number;
  /** Kept as saved: Misskey reserves them and a later game may fill them. */
  achievements: unknown[];
  facilities: unknown[];
}

export function newClickerSave(): ClickerSave {
  return {
    gameVersion: 2,
    cookies: 0,
    totalCookies: 0,
    totalHandmadeCookies: 0,
    clicked: 0,
    achievements: [],
    facilities: [],
  };
}

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;

/**
 * A save read from the registry, as version 2. Version 1 kept only `cookies` and `clicked`; as
 * Misskey does, its cookies become the totals too. Anything that is not a save at all gives
 * null, so the caller does not overwrite a value it does not understand.
 */
export function readClickerSave(value: unknown): ClickerSave | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const saved = value as Record<string, unknown>;
  if (saved.gameVersion === 1) {
    const cookies = count(saved.cookies);
    return {
      ...newClickerSave(),
      cookies,
      totalCookies: cookies,
      totalHandmadeCookies: cookies,
      clicked: count(saved.clicked),
    };
  }
  if (saved.gameVersion !== 2) return null;
  return {
    ...saved,
    gameVersion: 2,
    cookies: count(saved.cookies),
    totalCookies: count(saved.totalCookies),
    totalHandmadeCookies: count(saved.totalHandmadeCookies),
    clicked: count(saved.clicked),
    achievements: Array.isArray(saved.achievements) ? saved.achievements : [],
    facilities: Array.isArray(saved.facilities) ? saved.facilities : [],
  };
}

/** One click: a cookie made by hand. */
export function clickOnce(save: ClickerSave): ClickerSave {
  return {
    ...save,
    cookies: save.cookies + 1,
    totalCookies: save.totalCookies + 1,
    totalHandmadeCookies: save.totalHandmadeCookies + 1,
    clicked: save.clicked + 1,
  };
}
