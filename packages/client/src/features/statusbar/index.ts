export { StatusbarSlot } from './StatusbarSlot';
