import { Button } from '../ui/Button';

export const account = Button;
