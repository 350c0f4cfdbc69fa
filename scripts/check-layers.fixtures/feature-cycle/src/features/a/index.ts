import { b } from '@/features/b';

export const a = () => b;
