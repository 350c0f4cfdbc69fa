import { endpoint, type RegisteredEndpoint } from './endpoint.js';
import * as iPageLikes from './endpoints/i/page-likes.js';
import * as iPages from './endpoints/i/pages.js';
import * as pagePush from './endpoints/page-push.js';
import * as pagesCreate from './endpoints/pages/create.js';
import * as pagesDelete from './endpoints/pages/delete.js';
import * as pagesFeatured from './endpoints/pages/featured.js';
import * as pagesLike from './endpoints/pages/like.js';
import * as pagesShow from './endpoints/pages/show.js';
import * as pagesUnlike from './endpoints/pages/unlike.js';
import * as pagesUpdate from './endpoints/pages/update.js';
import * as usersPages from './endpoints/users/pages.js';

/** Pages, Misskey's pages/*, users/pages, i/pages, i/page-likes and page-push (issue 24), kept by services/pages. */
export const pageEndpoints: readonly RegisteredEndpoint[] = [
  endpoint('pages/create', pagesCreate),
  endpoint('pages/delete', pagesDelete),
  endpoint('pages/featured', pagesFeatured),
  endpoint('pages/like', pagesLike),
  endpoint('pages/show', pagesShow),
  endpoint('pages/unlike', pagesUnlike),
  endpoint('pages/update', pagesUpdate),
  endpoint('users/pages', usersPages),
  endpoint('i/pages', iPages),
  endpoint('i/page-likes', iPageLikes),
  endpoint('page-push', pagePush),
];
