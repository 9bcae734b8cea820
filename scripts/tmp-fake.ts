import { startFakeUpstream } from '../test/helpers/fake-upstream.js';
const f = await startFakeUpstream();
console.log(f.vpicBaseUrl, f.recallsBaseUrl);
