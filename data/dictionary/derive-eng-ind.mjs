// Derives data/dictionary/eng-ind.tsv (word pairs) and eng-ind-phrases.tsv (Indonesian phrases of two or three words
// with their English headword: `pendidikan tinggi` → `higher education`) from Debian's dict-freedict-eng-ind
// (FreeDict/WikDict, CC-BY-SA 3.0; see data/SOURCES.md). Run once by hand after `apt-get install -y
// dict-freedict-eng-ind`: node data/dictionary/derive-eng-ind.mjs. The product only reads the derived files; nothing is
// fetched at run time.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const dictd = process.argv[2] ?? '/usr/share/dictd';
const here = path.dirname(new URL(import.meta.url).pathname);
const out = path.join(here, 'eng-ind.tsv');
const phrasesOut = path.join(here, 'eng-ind-phrases.tsv');
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

/**
 * Phrases: an English headword of one to three words and its Indonesian translations of two or three lower-case words
 * (a capital marks a proper name: `Samudra Atlantik`), from the first line and the numbered sense lines as above.
 */
const isPhrase = (value, most) => value.split(' ').length >= 2 && value.split(' ').length <= most && /^[a-z]+(?: [a-z]+)+$/.test(value);
const phrases = new Map();
for (const line of index) {
  const [head, offset, length] = line.split('\t');
  const english = head.toLowerCase();
  if (head.startsWith('00database') || !(isWord(english) || isPhrase(english, 3))) continue;
  const start = base64Number(offset);
  const [header, ...lines] = text.subarray(start, start + base64Number(length)).toString('utf8').split('\n');
  if (/<(suffix|prefix|proverb|phraseologicalUnit|pn)>\s*$/.test(header)) continue;
  lines.forEach((entryLine, position) => {
    const numbered = /^\d+\.\s+(.*)$/.exec(entryLine);
    if (position !== 0 && !numbered) return;
    const body = (numbered ? numbered[1] : entryLine).replace(/\s+\d+\.\s*$/, '');
    for (const part of body.split(',')) {
      const value = part.trim();
      if (!isPhrase(value, 3)) continue;
      const list = phrases.get(value) ?? [];
      if (!list.includes(english)) list.push(english);
      phrases.set(value, list);
    }
  });
}
const phraseRows = [...phrases.entries()]
  .sort(([a], [b]) => (a < b ? -1 : 1))
  .flatMap(([indonesian, englishList]) => englishList.map((english) => `${indonesian}\t${english}`));
const phraseHeading = [
  '# Indonesian phrases and their English headwords, derived from FreeDict eng-ind 2022.11.18 (WikDict, from Wiktionary',
  '# via DBnary), Debian package dict-freedict-eng-ind 2022.12.07-2. Licence: CC-BY-SA 3.0 (data/SOURCES.md).',
  '# indonesian phrase<TAB>english word or phrase; a phrase with several English headwords has one line for each.',
];
writeFileSync(phrasesOut, `${[...phraseHeading, ...phraseRows].join('\n')}\n`);
console.log(`${phraseRows.length} Indonesian phrases written to ${phrasesOut}`);
