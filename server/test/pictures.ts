import sharp from 'sharp';

/**
 * A JPEG picture with shapes (a gradient, circles, a bar), different for each seed: something a
 * perceptual hash and the image classifier can tell apart, made in the test.
 */
export async function samplePicture(seed: number, width = 640): Promise<Buffer> {
  const circles = Array.from({ length: 6 }, (_, index) => {
    const x = ((seed * 97 + index * 131) % 560) + 40;
    const y = ((seed * 53 + index * 71) % 380) + 40;
    const r = 20 + ((seed * 13 + index * 17) % 70);
    const hue = (seed * 47 + index * 60) % 360;
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${hue},70%,${30 + ((seed + index) % 4) * 15}%)"/>`;
  }).join('');
  const [x2, y2] = [
    [1, 0],
    [0, 1],
    [1, 1],
    [0, 0.5],
  ][seed % 4]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <defs><linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="${y2}">
    <stop offset="0" stop-color="hsl(${seed * 30},60%,${seed % 2 ? 85 : 20}%)"/>
    <stop offset="1" stop-color="hsl(${seed * 30 + 120},60%,${seed % 2 ? 20 : 85}%)"/></linearGradient></defs>
    <rect width="640" height="480" fill="url(#g)"/>${circles}
    <rect x="${(seed * 37) % 500}" y="${(seed * 61) % 400}" width="140" height="40"
      transform="rotate(${seed * 25} 320 240)" fill="#111"/></svg>`;
  return sharp(Buffer.from(svg)).resize(width).jpeg({ quality: 90 }).toBuffer();
}
