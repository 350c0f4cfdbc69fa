export { GalleryCard, GalleryGrid } from './GalleryCard';
export { GALLERY_PAGE_SIZE, GalleryFeed, type LoadGalleryPage, postsPage } from './GalleryFeed';
export { GalleryForm } from './GalleryForm';
export { GalleryPostView } from './GalleryPostView';
export { dropGalleryDraft, type GalleryDraftKey } from './galleryDraft';
export {
  EMPTY_FIELDS,
  GALLERY_MAX_FILES,
  type GalleryFields,
  type GalleryPost,
  galleryPostPath,
  galleryRequest,
} from './galleryRules';
export { UserGallery } from './UserGallery';
