import './ui/theme.css';
import { boot } from './boot/boot';
import { applyCachedTheme } from './theme/apply';
import { CLIENT_VERSION } from './version';

// The last theme, before anything renders: no flash of the default colours on reload. It has
// to happen here, in the first module, because the CSP allows no inline script in index.html.
try {
  applyCachedTheme(window.localStorage, CLIENT_VERSION);
} catch {
  // Storage refused (private mode, policy): the default colours of ui/theme.css stay.
}

const container = document.getElementById('app');
if (container) void boot(container);
