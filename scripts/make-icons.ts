/**
 * Renders the PWA icons from one drawing, locally (no download): `npx tsx scripts/make-icons.ts`.
 * Output (committed): public/icons/icon-192.png, icon-512.png, maskable-512.png, apple-touch-icon.png.
 * The maskable icon keeps the mark inside the central 80% safe zone on a full-bleed background.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const BRAND = '#c8102e';
// Fork and knife, drawn on a 64 × 64 grid (same as public/favicon.svg).
const MARK =
  'M20 14v14a6 6 0 0 0 4 5.66V50h4V33.66A6 6 0 0 0 32 28V14h-3v12h-2V14h-2v12h-2V14zM40 14c-3.3 0-6 5.4-6 12 0 4.2 1.7 7 4 7.9V50h4V14z';

/** The icon as SVG: `radius` rounds the tile, `scale` shrinks the mark around the centre. */
function iconSvg({ radius, scale }: { radius: number; scale: number }): string {
  const offset = (64 - 64 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${radius}" fill="${BRAND}"/>
  <path transform="translate(${offset} ${offset}) scale(${scale})" d="${MARK}" fill="#fff"/>
</svg>`;
}

const outDir = fileURLToPath(new URL('../public/icons/', import.meta.url));

const targets = [
  { file: 'icon-192.png', size: 192, svg: iconSvg({ radius: 14, scale: 1 }) },
  { file: 'icon-512.png', size: 512, svg: iconSvg({ radius: 14, scale: 1 }) },
  // Maskable: square, full bleed; platform masks crop up to 20% around the edge.
  { file: 'maskable-512.png', size: 512, svg: iconSvg({ radius: 0, scale: 0.7 }) },
  // iOS rounds the corners itself and shows transparency as black: square and opaque.
  { file: 'apple-touch-icon.png', size: 180, svg: iconSvg({ radius: 0, scale: 0.8 }) },
];

await mkdir(outDir, { recursive: true });
for (const { file, size, svg } of targets) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${outDir}${file}`);
  console.log(`public/icons/${file} (${size}×${size})`);
}
