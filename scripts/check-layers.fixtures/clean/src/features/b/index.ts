import { a } from '@/features/a';

export const b = a;
