import { startLocalApi } from './server.ts';
import { freshDataDir } from '../tests/api/helpers.ts';
import { DEMO_ANON_KEY } from './config.ts';
import { applyRequestSettings } from './caller.ts';
const ms: number[] = [];
const api = await startLocalApi({ port: 0, dataDir: await freshDataDir(), log: (l) => ms.push(JSON.parse(l).ms) });
const h = { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${DEMO_ANON_KEY}` };
for (let i = 0; i < 50; i++) await (await fetch(`${api.url}/rest/v1/events?published=eq.true`, { headers: h })).text();
ms.length = 0;
let t = performance.now();
for (let i = 0; i < 600; i++) await (await fetch(`${api.url}/rest/v1/events?published=eq.true`, { headers: h })).text();
console.log('http seq ms/req', (performance.now() - t) / 200, 'server ms avg', ms.reduce((a, b) => a + b, 0) / ms.length);

await api.stop();
