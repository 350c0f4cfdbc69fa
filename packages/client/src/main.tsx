import './ui/theme.css';
import { boot } from './boot/boot';

const container = document.getElementById('app');
if (container) void boot(container);
