// Rupiah as the product shows it: "Rp 19.900", whole rupiah, dots between thousands. Written out rather
// than Intl so that server and every browser print exactly the same text.
export function formatRupiah(amount: number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`formatRupiah needs whole rupiah, got ${amount}`);
  const digits = String(Math.abs(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 ? '-' : ''}Rp ${digits}`;
}
