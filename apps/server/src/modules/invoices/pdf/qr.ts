import QRCode from 'qrcode';

export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number;
  isDark(row: number, column: number): boolean;
}

/** The QR code of `text` at error correction level M, which the EPC guidelines (EPC069-12) ask for. */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, column) => Boolean(modules.get(row, column)) };
}
