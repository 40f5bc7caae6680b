// A one-page PDF receipt written by hand (PDF 1.4, the standard Helvetica fonts, no dependency): a title, label and
// value rows, a footnote. Text is WinAnsi-encoded, as the standard fonts expect; a character outside it prints as '?'.
export interface ReceiptRow {
  label: string;
  value: string;
}

export interface ReceiptContent {
  heading: string;
  title: string;
  rows: ReceiptRow[];
  footer: string;
  /** Document information; also the date the PDF says it was made. */
  createdAt: Date;
}

// Windows-1252 codes of the characters above Latin-1 that receipts may hold (typographic quotes, dashes, euro).
const winAnsiExtras: Record<string, number> = {
  '€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97,
};

/** A PDF literal string: ASCII kept, the rest as octal escapes of its WinAnsi code, so the file stays 7-bit. */
export function pdfString(text: string): string {
  let body = '';
  for (const char of text) {
    if (char === '\\' || char === '(' || char === ')') body += `\\${char}`;
    else if (char >= ' ' && char <= '~') body += char;
    else {
      const code = char.codePointAt(0) ?? 0x3f;
      // Intl's dates use no-break and narrow no-break spaces; tabs and new lines are spaces here too.
      const byte = /\s/.test(char) ? 0x20 : (winAnsiExtras[char] ?? (code >= 0xa0 && code <= 0xff ? code : 0x3f));
      body += byte < 0x80 ? String.fromCharCode(byte) : `\\${byte.toString(8).padStart(3, '0')}`;
    }
  }
  return `(${body})`;
}

/** Splits a value into lines of at most `width` characters (Helvetica 11 pt fits about 55 in the value column). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= width) line = candidate;
    else {
      if (line) lines.push(line);
      let rest = word;
      while (rest.length > width) {
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
      line = rest;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

function text(font: 'F1' | 'F2', size: number, x: number, y: number, value: string): string {
  return `BT /${font} ${size} Tf ${x} ${y} Td ${pdfString(value)} Tj ET`;
}

function pageContent(content: ReceiptContent): string {
  const ops = [text('F2', 22, 56, 770, content.heading), text('F1', 14, 56, 746, content.title)];
  ops.push('0.8 G 1 w 56 730 m 539 730 l S');
  let y = 704;
  for (const row of content.rows) {
    ops.push(text('F2', 11, 56, y, row.label));
    for (const line of wrap(row.value, 55)) {
      ops.push(text('F1', 11, 220, y, line));
      y -= 16;
    }
    y -= 8;
  }
  ops.push(`0.8 G 56 ${y} m 539 ${y} l S`);
  wrap(content.footer, 95).forEach((line, index) => ops.push(text('F1', 9, 56, y - 20 - index * 12, line)));
  return ops.join('\n');
}

function pdfDate(date: Date): string {
  const digits = date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `D:${digits}Z`;
}

/** The receipt's bytes, ready for a Blob of type application/pdf. */
export function buildReceiptPdf(content: ReceiptContent): Uint8Array<ArrayBuffer> {
  const stream = pageContent(content);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfString(`${content.title} ${content.heading}`)} /Producer (Jurnal Finder) /CreationDate (${pdfDate(content.createdAt)}) >>`,
  ];
  // Every character is 7-bit, so string offsets are byte offsets.
  let file = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = file.length;
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  file += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(file, (char) => char.charCodeAt(0));
}
