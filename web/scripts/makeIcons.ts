/**
 * Writes the web app manifest's PNG icons from the logo's mark (the rounded square of
 * public/logo.svg): 192 and 512 px as they are, and a maskable 512 px whose mark sits inside the
 * central safe zone (80 %) on the brand colour, so any mask shape keeps it whole.
 * Run after changing the logo: npx tsx web/scripts/makeIcons.ts (the PNGs are committed).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BRAND = '#7c3aed';

const logo = await fs.readFile(path.join(web, 'public', 'logo.svg'), 'utf8');
// The mark alone: the logo's first 32 px, without the word.
const mark = logo
  .replace(/viewBox="[^"]*"/, 'viewBox="0 0 32 32"')
  .replace(/<text[\s\S]*?<\/text>/, '');

async function render(size: number, file: string, safeZone = 1) {
  const inner = Math.round(size * safeZone);
  const image = await sharp(Buffer.from(mark), { density: (72 * inner) / 32 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  const canvas =
    safeZone < 1
      ? sharp({ create: { width: size, height: size, channels: 4, background: BRAND } }).composite([
          { input: image, gravity: 'center' },
        ])
      : sharp(image);
  await canvas.png({ compressionLevel: 9 }).toFile(path.join(web, 'public', 'icons', file));
}

await fs.mkdir(path.join(web, 'public', 'icons'), { recursive: true });
await render(192, 'icon-192.png');
await render(512, 'icon-512.png');
await render(512, 'icon-maskable-512.png', 0.7);
await render(180, 'apple-touch-icon.png');
