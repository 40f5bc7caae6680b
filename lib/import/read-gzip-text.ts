// A whole (small) vendored text file, gunzipped when its name ends in .gz and decoded as strict UTF-8, through the
// catalogue's reader, so a damaged or mis-encoded file fails with its name.
import { readTextFile } from './read-text-file';

export async function readWholeTextFile(file: string): Promise<string> {
  let text = '';
  for await (const chunk of readTextFile(file, { encoding: 'utf-8' })) text += chunk;
  return text.replace(/^\uFEFF/, '');
}
