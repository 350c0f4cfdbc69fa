// The first Intl call of a page loads the browser's locale data, 40-110 ms of the main thread.
// This file is a classic script, run as soon as it arrives, so that happens while the app's
// modules are still downloading rather than in the middle of start-up (notes need Intl for
// their times).
try {
  new Intl.DateTimeFormat().resolvedOptions();
} catch {
  // No Intl: the app reports that itself where it matters.
}
