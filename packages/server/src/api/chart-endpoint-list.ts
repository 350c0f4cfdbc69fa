import { endpoint, type RegisteredEndpoint } from './endpoint.js';
import * as chartsActiveUsers from './endpoints/charts/active-users.js';
import * as chartsApRequest from './endpoints/charts/ap-request.js';
import * as chartsDrive from './endpoints/charts/drive.js';
import * as chartsFederation from './endpoints/charts/federation.js';
import * as chartsInstance from './endpoints/charts/instance.js';
import * as chartsNotes from './endpoints/charts/notes.js';
import * as chartsUserDrive from './endpoints/charts/user/drive.js';
import * as chartsUserFollowing from './endpoints/charts/user/following.js';
import * as chartsUserNotes from './endpoints/charts/user/notes.js';
import * as chartsUserPv from './endpoints/charts/user/pv.js';
import * as chartsUserReactions from './endpoints/charts/user/reactions.js';
import * as chartsUsers from './endpoints/charts/users.js';

/** Misskey's charts/* (issue 21), answered from the counters of services/charts. */
export const chartEndpoints: readonly RegisteredEndpoint[] = [
  endpoint('charts/active-users', chartsActiveUsers),
  endpoint('charts/ap-request', chartsApRequest),
  endpoint('charts/drive', chartsDrive),
  endpoint('charts/federation', chartsFederation),
  endpoint('charts/instance', chartsInstance),
  endpoint('charts/notes', chartsNotes),
  endpoint('charts/users', chartsUsers),
  endpoint('charts/user/drive', chartsUserDrive),
  endpoint('charts/user/following', chartsUserFollowing),
  endpoint('charts/user/notes', chartsUserNotes),
  endpoint('charts/user/pv', chartsUserPv),
  endpoint('charts/user/reactions', chartsUserReactions),
];
