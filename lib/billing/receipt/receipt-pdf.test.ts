import { buildReceiptPdf, pdfString } from './receipt-pdf';

const decode = (bytes: Uint8Array) => String.fromCharCode(...bytes);

const content = {
  heading: 'Jurnal Finder',
  title: 'Kuitansi Pembayaran',
  rows: [
    { label: 'Nomor order', value: 'JF-20260131-ABCDEFGHJKMNPQRS' },
    { label: 'Nama', value: 'Siti (Uji) Rahayu \\ Ç' },
    { label: 'Jumlah', value: 'Rp 55.000' },
  ],
  footer: 'Kuitansi ini dibuat otomatis.',
  createdAt: new Date('2026-01-31T10:20:30Z'),
};

describe('pdfString', () => {
  it('escapes delimiters and writes non-ASCII as WinAnsi octal codes', () => {
    expect(pdfString('a(b)c\\')).toBe('(a\\(b\\)c\\\\)');
    expect(pdfString('Ç é’')).toBe('(\\307 \\351\\222)');
    expect(pdfString('10.30\u202fPM')).toBe('(10.30 PM)');
    expect(pdfString('日本')).toBe('(??)');
  });
});

describe('buildReceiptPdf', () => {
  const file = decode(buildReceiptPdf(content));

  it('is a PDF whose every byte is 7-bit', () => {
    expect(file.startsWith('%PDF-1.4\n')).toBe(true);
    expect(file.endsWith('%%EOF\n')).toBe(true);
    expect([...file].every((char) => char.charCodeAt(0) < 0x80)).toBe(true);
  });

  it('has a cross-reference table pointing at each object', () => {
    const startxref = Number(file.match(/startxref\n(\d+)\n/)?.[1]);
    expect(file.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...file.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(entries).toHaveLength(7);
    entries.forEach((offset, index) => expect(file.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true));
  });

  it('declares the content stream length exactly and prints every row', () => {
    const match = file.match(/<< \/Length (\d+) >>\nstream\n/);
    const start = (match?.index ?? 0) + (match?.[0].length ?? 0);
    expect(file.slice(start + Number(match?.[1])).startsWith('\nendstream')).toBe(true);
    expect(file).toContain('(JF-20260131-ABCDEFGHJKMNPQRS) Tj');
    expect(file).toContain('(Siti \\(Uji\\) Rahayu \\\\ \\307) Tj');
    expect(file).toContain('/CreationDate (D:20260131102030Z)');
  });
});
