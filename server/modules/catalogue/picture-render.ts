import sharp from 'sharp';

/**
 * Local artwork for every image of the catalogue (nothing is fetched from the internet): a warm,
 * food-like gradient, a plate with a few "dishes", and the restaurant's initials; banners get their
 * title, city and country icons a badge. Deterministic: the same art and size give the same bytes.
 */
export type ArtKind = 'cover' | 'gallery' | 'logo' | 'banner' | 'city' | 'country';
export type ImageFormat = 'webp' | 'jpg';

export interface ArtSpec {
  kind: ArtKind;
  /** Varies colours and dish layout. */
  seed: number;
  /** Restaurant name (initials are drawn), banner title, city name or country code. */
  title: string;
}

const FONT = "'DejaVu Sans', 'Garuda', 'Tlwg Typo', 'Noto Sans Thai', sans-serif";

export async function renderPicture(
  spec: ArtSpec,
  size: { w: number; h: number },
  format: ImageFormat,
): Promise<Buffer> {
  const svg = Buffer.from(pictureSvg(spec, size.w, size.h));
  const image = sharp(svg, { density: 72 }).resize(size.w, size.h, { fit: 'cover' });
  return format === 'webp'
    ? image.webp({ quality: 78 }).toBuffer()
    : image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

export function pictureSvg(spec: ArtSpec, w: number, h: number): string {
  const rand = seeded(spec.seed * 7919 + hash(spec.title));
  // Warm hues (red → amber → yellow), with the odd herb-green one.
  const hue = rand() < 0.15 ? 85 + rand() * 40 : rand() * 48;
  const from = `hsl(${hue.toFixed(0)}, 78%, 58%)`;
  const to = `hsl(${((hue + 24) % 360).toFixed(0)}, 70%, 32%)`;
  const background = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>`;
  const m = Math.min(w, h);

  let body: string;
  switch (spec.kind) {
    case 'banner': {
      const plate = plateSvg(w - m * 0.55, h / 2, m * 0.42, rand, null);
      const lines = wrap(spec.title, Math.max(10, Math.floor((w - m) / (m * 0.075))));
      const fontSize = Math.max(
        10,
        Math.round(Math.min(m * 0.14, (w - m * 1.1) / Math.max(8, longest(lines) * 0.58))),
      );
      const startY = h / 2 - ((lines.length - 1) * fontSize * 1.2) / 2 + fontSize * 0.35;
      const text = lines
        .map(
          (line, i) =>
            `<text x="${(w * 0.06).toFixed(1)}" y="${(startY + i * fontSize * 1.2).toFixed(1)}" font-family="${FONT}" font-size="${fontSize}" font-weight="bold" fill="#fff">${escapeXml(line)}</text>`,
        )
        .join('');
      body = plate + text;
      break;
    }
    case 'logo':
    case 'city':
    case 'country': {
      const text = spec.kind === 'country' ? spec.title.slice(0, 2).toUpperCase() : initials(spec.title);
      body = `<circle cx="${w / 2}" cy="${h / 2}" r="${(m * 0.42).toFixed(1)}" fill="#fff" fill-opacity="0.92"/>${label(text, w / 2, h / 2, m * 0.3, to)}`;
      break;
    }
    default: {
      body = plateSvg(w / 2, h / 2, m * 0.4, rand, initials(spec.title));
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${background}${body}</svg>`;
}

/** A plate with a rim, three to five round "dishes" and optional initials in the middle. */
function plateSvg(cx: number, cy: number, r: number, rand: () => number, text: string | null): string {
  const dishes: string[] = [];
  const count = 5 + Math.floor(rand() * 3);
  const palette = ['#f4d35e', '#ee964b', '#f95738', '#7fb069', '#e6aa68', '#ca3c25', '#b5651d', '#588b3b'];
  const turn = rand() * Math.PI * 2;
  for (let i = 0; i < count; i++) {
    const angle = (i / count) * Math.PI * 2 + turn;
    const dist = r * (0.44 + rand() * 0.1);
    const dr = r * (0.15 + rand() * 0.07);
    const x = cx + Math.cos(angle) * dist;
    const y = cy + Math.sin(angle) * dist;
    const color = palette[Math.floor(rand() * palette.length)] ?? '#f4d35e';
    const garnish = palette[Math.floor(rand() * palette.length)] ?? '#7fb069';
    dishes.push(
      `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${dr.toFixed(1)}" ry="${(dr * (0.75 + rand() * 0.25)).toFixed(1)}" fill="${color}"/>` +
        `<circle cx="${(x - dr * 0.3).toFixed(1)}" cy="${(y - dr * 0.25).toFixed(1)}" r="${(dr * 0.22).toFixed(1)}" fill="${garnish}" fill-opacity="0.9"/>`,
    );
  }
  const shadow = `<ellipse cx="${cx.toFixed(1)}" cy="${(cy + r * 0.08).toFixed(1)}" rx="${(r * 1.04).toFixed(1)}" ry="${(r * 1.02).toFixed(1)}" fill="#000" fill-opacity="0.18"/>`;
  const plate = `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="#fbf7f0"/><circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(r * 0.78).toFixed(1)}" fill="none" stroke="#e8dccb" stroke-width="${(r * 0.03).toFixed(1)}"/>`;
  const centre = text
    ? `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(r * 0.26).toFixed(1)}" fill="#3d2c23"/>${label(text, cx, cy, r * 0.2, '#fbf7f0')}`
    : '';
  return shadow + plate + dishes.join('') + centre;
}

function label(text: string, cx: number, cy: number, size: number, color: string): string {
  return `<text x="${cx.toFixed(1)}" y="${(cy + size * 0.36).toFixed(1)}" text-anchor="middle" font-family="${FONT}" font-size="${size.toFixed(1)}" font-weight="bold" fill="${color}">${escapeXml(text)}</text>`;
}

/** "Sukhumvit Seafood Buffet" → "SS"; letters only, at most two. */
export function initials(title: string): string {
  const words = title.split(/[\s\-–&/]+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const letters = words.slice(0, 2).map((w) => [...w.replace(/[^\p{L}\p{N}]/gu, '')][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

function longest(lines: readonly string[]): number {
  return Math.max(1, ...lines.map((l) => l.length));
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );
}

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
