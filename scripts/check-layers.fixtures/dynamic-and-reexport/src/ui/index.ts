export { boot } from '../boot';
