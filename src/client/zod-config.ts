import { z } from 'zod';

// zod probes `new Function()` for its fast path; the CSP forbids eval, so switch that off first.
z.config({ jitless: true });
