import { account } from '@/accounts';

export const Button = account;
