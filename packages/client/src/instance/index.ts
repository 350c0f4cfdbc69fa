export { type InstanceInfo, type InstanceMeta, InstanceProvider, useInstance } from './InstanceContext';
