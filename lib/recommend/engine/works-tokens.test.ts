import { tokenize } from '../text/tokenize';
import { worksTokens } from './works-tokens';

describe('worksTokens', () => {
  it.each([
    'Graph convolutional networks for short-term traffic flow forecasting',
    'anak-anak dan tumbuh-tumbuhan obat',
    "Students' don't - trailing- -leading 3D-printed, 25 % faster (v2). x-ray CO2 A-B-C a1",
    'Literasi keuangan mahasiswa: studi di perguruan tinggi',
    'Élastomère-based SOFT robots: 3D-printed',
    'endash – and emdash — and ’quotes’',
  ])('gives what tokenize gives: %s', (text) => {
    expect(worksTokens(text)).toEqual(tokenize(text));
  });
});
