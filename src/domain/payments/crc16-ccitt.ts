/**
 * CRC-16/CCITT-FALSE (initial 0xFFFF, polynomial 0x1021, no reflection, no final XOR): the checksum EMVCo
 * merchant-presented QR codes carry in tag 63. Input is the payload's characters as bytes (the payload is
 * ASCII), answer is four upper-case hex digits.
 */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    crc ^= (text.charCodeAt(i) & 0xff) << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
