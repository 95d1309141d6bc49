import {chromium} from 'playwright-core';
const b = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu']});
const ctx = await b.newContext({viewport: {width: 412, height: 823}});
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', {interval: 200});
await cdp.send('Profiler.start');
await p.goto('http://127.0.0.1:3191' + process.argv[2], {waitUntil: 'load'});
await p.waitForSelector('html[data-has-hydrated="true"]'); await p.waitForTimeout(1500);
const {profile} = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const self = new Map(); const dt = profile.timeDeltas; 
const counts = new Map(); profile.samples.forEach((s, i) => counts.set(s, (counts.get(s)||0) + (dt[i]||0)));
for (const [id, t] of counts) { const n = byId.get(id); const cf = n.callFrame; const key = `${cf.functionName||'(anon)'} ${cf.url.replace(/.*\//,'')}:${cf.lineNumber}`; self.set(key, (self.get(key)||0) + t); }
const top = [...self].sort((a,b)=>b[1]-a[1]).slice(0,40);
for (const [k,v] of top) console.log((v/1000).toFixed(1).padStart(8), k);
await b.close();
