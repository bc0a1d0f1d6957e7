import { config } from 'zod';

// The shell's CSP has no 'unsafe-eval': zod's JIT probe (`new Function("")`) is refused and reported as a
// violation on every form page. jitless skips the probe. zod keeps its config on globalThis, so the
// remotes' own copies of zod read it too; shared-ui is evaluated by the shell before any remote loads.
config({ jitless: true });
