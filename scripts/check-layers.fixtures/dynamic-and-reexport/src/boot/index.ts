export const boot = 'boot';
