import { endpoint, type RegisteredEndpoint } from './endpoint.js';
import * as galleryFeatured from './endpoints/gallery/featured.js';
import * as galleryPopular from './endpoints/gallery/popular.js';
import * as galleryPostsCreate from './endpoints/gallery/posts/create.js';
import * as galleryPostsDelete from './endpoints/gallery/posts/delete.js';
import * as galleryPostsLike from './endpoints/gallery/posts/like.js';
import * as galleryPostsShow from './endpoints/gallery/posts/show.js';
import * as galleryPostsUnlike from './endpoints/gallery/posts/unlike.js';
import * as galleryPostsUpdate from './endpoints/gallery/posts/update.js';
import * as galleryPosts from './endpoints/gallery/posts.js';
import * as iGalleryLikes from './endpoints/i/gallery/likes.js';
import * as iGalleryPosts from './endpoints/i/gallery/posts.js';
import * as usersGalleryPosts from './endpoints/users/gallery/posts.js';

/** The gallery, Misskey's gallery/*, users/gallery/posts and i/gallery/* (issue 24), kept by services/gallery. */
export const galleryEndpoints: readonly RegisteredEndpoint[] = [
  endpoint('gallery/featured', galleryFeatured),
  endpoint('gallery/popular', galleryPopular),
  endpoint('gallery/posts', galleryPosts),
  endpoint('gallery/posts/create', galleryPostsCreate),
  endpoint('gallery/posts/delete', galleryPostsDelete),
  endpoint('gallery/posts/like', galleryPostsLike),
  endpoint('gallery/posts/show', galleryPostsShow),
  endpoint('gallery/posts/unlike', galleryPostsUnlike),
  endpoint('gallery/posts/update', galleryPostsUpdate),
  endpoint('users/gallery/posts', usersGalleryPosts),
  endpoint('i/gallery/posts', iGalleryPosts),
  endpoint('i/gallery/likes', iGalleryLikes),
];
