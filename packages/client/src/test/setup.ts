import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './matchers';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
