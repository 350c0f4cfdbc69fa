export const account = 'alice';
