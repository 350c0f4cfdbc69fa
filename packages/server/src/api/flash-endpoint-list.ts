import { endpoint, type RegisteredEndpoint } from './endpoint.js';
import * as flashCreate from './endpoints/flash/create.js';
import * as flashDelete from './endpoints/flash/delete.js';
import * as flashFeatured from './endpoints/flash/featured.js';
import * as flashLike from './endpoints/flash/like.js';
import * as flashMy from './endpoints/flash/my.js';
import * as flashMyLikes from './endpoints/flash/my-likes.js';
import * as flashSearch from './endpoints/flash/search.js';
import * as flashShow from './endpoints/flash/show.js';
import * as flashUnlike from './endpoints/flash/unlike.js';
import * as flashUpdate from './endpoints/flash/update.js';
import * as usersFlashs from './endpoints/users/flashs.js';

/** Play, Misskey's flash/* and users/flashs (issue 24), kept by services/flash. */
export const flashEndpoints: readonly RegisteredEndpoint[] = [
  endpoint('flash/create', flashCreate),
  endpoint('flash/delete', flashDelete),
  endpoint('flash/featured', flashFeatured),
  endpoint('flash/like', flashLike),
  endpoint('flash/my', flashMy),
  endpoint('flash/my-likes', flashMyLikes),
  endpoint('flash/search', flashSearch),
  endpoint('flash/show', flashShow),
  endpoint('flash/unlike', flashUnlike),
  endpoint('flash/update', flashUpdate),
  endpoint('users/flashs', usersFlashs),
];
