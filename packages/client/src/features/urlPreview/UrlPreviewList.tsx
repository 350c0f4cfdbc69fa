import { parseMfm } from '@/mfm';
import { previewUrls } from './extractUrls';
import styles from './UrlPreview.module.css';
import { UrlPreviewCard } from './UrlPreviewCard';

/**
 * The preview cards of a note's links, under its text. Its own chunk: notes without links, a
 * server without previews or the data saver never load it.
 */
export default function UrlPreviewList({
  text,
  origin,
  exclude,
}: {
  text: string;
  origin: string;
  exclude: readonly string[];
}) {
  const urls = previewUrls(parseMfm(text), exclude);
  if (urls.length === 0) return null;
  return (
    <div className={styles.list}>
      {urls.map((url) => (
        <UrlPreviewCard key={url} url={url} origin={origin} />
      ))}
    </div>
  );
}
