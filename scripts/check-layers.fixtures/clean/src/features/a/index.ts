import { account } from '@/accounts';

export const a = account;
