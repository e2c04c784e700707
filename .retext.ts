import { readFileSync, writeFileSync } from 'node:fs';
import { serverMessagesEn } from './server/i18n/messages-en.ts';
import { serverMessagesEs } from './server/i18n/messages-es.ts';
import { MESSAGES } from './schemas/framework/messages.ts';
const pairs: [string, string][] = [];
for (const [key, en] of Object.entries(serverMessagesEn)) {
  if (en.includes('{')) continue;
  const es = (serverMessagesEs as Record<string, string>)[key];
  if (en !== es) pairs.push([en, es]);
}
// the old English-only password and validation texts
for (const file of process.argv.slice(2)) {
  let text = readFileSync(file, 'utf8');
  const before = text;
  for (const [en, es] of pairs) {
    for (const q of ["'", '"']) text = text.split(q + en + q).join(q === "'" ? `'${es.replace(/'/g, "\\'")}'` : JSON.stringify(es));
  }
  if (text !== before) { writeFileSync(file, text); console.log('changed', file); }
}
void MESSAGES;
