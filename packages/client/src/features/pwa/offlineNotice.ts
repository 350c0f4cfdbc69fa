import styles from './OfflineNotice.module.css';

/**
 * A line at the top of the window while the browser is offline, saying that what shows is what
 * this device kept (the app started from the service worker's copy, or lost the network while
 * open). Plain DOM outside React's tree: it is mounted after start-up by startPwa, and
 * announced politely (role=status) when it appears. Its text is set as text, never as HTML.
 */
export function mountOfflineNotice(text: string, doc: Document = document): () => void {
  const notice = doc.createElement('div');
  notice.className = styles.notice ?? '';
  notice.setAttribute('role', 'status');
  const view = doc.defaultView ?? window;
  const update = () => {
    const offline = view.navigator.onLine === false;
    notice.hidden = !offline;
    // Filled only when shown, so a screen reader announces it as it appears.
    notice.textContent = offline ? text : '';
  };
  update();
  doc.body.append(notice);
  view.addEventListener('online', update);
  view.addEventListener('offline', update);
  return () => {
    view.removeEventListener('online', update);
    view.removeEventListener('offline', update);
    notice.remove();
  };
}
