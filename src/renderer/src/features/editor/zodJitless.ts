import { config } from 'zod';

/**
 * zod compiles object schemas with `new Function` when it may, and probes for that when a schema is
 * built; the pages' Content-Security-Policy has no 'unsafe-eval', so the probe alone is reported as a
 * violation. Imported first by the operator page (the only one that validates quizzes), before any
 * schema exists: zod then validates without compiling.
 */
config({ jitless: true });
