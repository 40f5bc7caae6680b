// Derives data/dictionary/eng-ind.tsv from Debian's dict-freedict-eng-ind (FreeDict/WikDict, CC-BY-SA 3.0; see
// data/SOURCES.md). Run once by hand after `apt-get install -y dict-freedict-eng-ind`: node data/dictionary/derive-eng-ind.mjs
// The product only reads the derived file; nothing is fetched at run time.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const dictd = process.argv[2] ?? '/usr/share/dictd';
const out = path.join(path.dirname(new URL(import.meta.url).pathname), 'eng-ind.tsv');
// dictd's .dict.dz is dictzip, which plain gzip reads.
const text = gunzipSync(readFileSync(path.join(dictd, 'freedict-eng-ind.dict.dz')));
const index = readFileSync(path.join(dictd, 'freedict-eng-ind.index'), 'utf8').trim().split('\n');

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const base64Number = (digits) => [...digits].reduce((value, digit) => value * 64 + alphabet.indexOf(digit), 0);
const isWord = (value) => /^[a-z][a-z-]*[a-z]$/.test(value);

/** An entry: "head /ipa/ <pos>", then translation lines ("a, b" or "1. a, b"), gloss lines, and " 2." gloss numbers. */
function translations(entry) {
  const [header, ...lines] = entry.split('\n');
  if (/<(suffix|prefix|proverb|phraseologicalUnit|pn)>\s*$/.test(header)) return [];
  const found = [];
  lines.forEach((line, position) => {
    const numbered = /^\d+\.\s+(.*)$/.exec(line);
    if (position !== 0 && !numbered) return; // a gloss (English definition) or a gloss number
    const body = (numbered ? numbered[1] : line).replace(/\s+\d+\.\s*$/, '');
    for (const part of body.split(',')) {
      const value = part.trim().toLowerCase();
      // Single words only: the bridge maps word to word; phrases ("ilmu hayat") would need phrase matching.
      if (isWord(value)) found.push(value);
    }
  });
  return found;
}

const byHead = new Map();
for (const line of index) {
  const [head, offset, length] = line.split('\t');
  if (head.startsWith('00database') || !isWord(head.toLowerCase())) continue;
  const start = base64Number(offset);
  const entry = text.subarray(start, start + base64Number(length)).toString('utf8');
  const list = byHead.get(head.toLowerCase()) ?? [];
  for (const word of translations(entry)) if (!list.includes(word)) list.push(word);
  if (list.length > 0) byHead.set(head.toLowerCase(), list);
}

const rows = [...byHead.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([head, list]) => `${head}\t${list.join(' ')}`);
const heading = [
  '# English-Indonesian word pairs derived from FreeDict eng-ind 2022.11.18 (WikDict, from Wiktionary via DBnary),',
  '# Debian package dict-freedict-eng-ind 2022.12.07-2. Licence: CC-BY-SA 3.0 (data/SOURCES.md). Single words only.',
  '# english<TAB>indonesian translations separated by spaces, in the dictionary\'s order.',
];
writeFileSync(out, `${[...heading, ...rows].join('\n')}\n`);
console.log(`${rows.length} English headwords written to ${out}`);
