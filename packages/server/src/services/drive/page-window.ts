import type { PageWindow } from '../../db/paging.js';

/** The paging parameters a drive list request gave, without the absent ones (exact optional types). */
export function pageWindowOf(ps: PageWindow): PageWindow {
  return {
    ...(ps.sinceId !== undefined ? { sinceId: ps.sinceId } : {}),
    ...(ps.untilId !== undefined ? { untilId: ps.untilId } : {}),
    ...(ps.sinceDate !== undefined ? { sinceDate: ps.sinceDate } : {}),
    ...(ps.untilDate !== undefined ? { untilDate: ps.untilDate } : {}),
  };
}
