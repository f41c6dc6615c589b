import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../../../src/client/zod-config';

afterEach(() => cleanup());
