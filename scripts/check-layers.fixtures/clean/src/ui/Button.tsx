import { i18n } from '@/i18n';

export const Button = i18n;
