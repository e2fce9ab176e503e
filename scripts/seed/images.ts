/**
 * Locally drawn listing photos: flat SVG illustrations of façades and rooms in Lar's palette, with
 * variety in shape, colour and time of day. Everything is derived from a seeded PRNG, so the pool is
 * identical on every run. Each drawing stays small (a few KB) and has an 800×600 (4:3) view box;
 * scripts/seed/photos.ts renders them to the WebP files the seed stores.
 */
import { Rng } from './prng.ts';

export type ImageKind = 'fachada' | 'sala' | 'quarto' | 'cozinha' | 'banheiro' | 'varanda';
export type TimeOfDay = 'dia' | 'entardecer' | 'noite';

export interface SeedImage {
  /** File name of the photo under seed-storage, e.g. `fachada-07.webp` (a WebP render of `svg`). */
  name: string;
  kind: ImageKind;
  time: TimeOfDay;
  /** Portuguese alternative text. */
  alt: string;
  /** The drawing, 800×600; scripts/seed/photos.ts renders it to the WebP file. */
  svg: string;
  /** For façades: the kind of building drawn. */
  style?: FacadeStyle;
}

export const POOL_COUNTS: Readonly<Record<ImageKind, number>> = {
  fachada: 40,
  sala: 16,
  quarto: 16,
  cozinha: 16,
  banheiro: 16,
  varanda: 16,
};

export const ROOM_KINDS: readonly ImageKind[] = ['sala', 'quarto', 'cozinha', 'banheiro', 'varanda'];

const W = 800;
const H = 600;

// Brand palette: teal-green primary, terracotta accent, warm greys.
const TEAL = '#1f6f63';
const TEAL_DARK = '#16534a';
const TEAL_LIGHT = '#8fc1b5';
const TERRA = '#d2734a';
const TERRA_DARK = '#a8532f';
const TERRA_LIGHT = '#eab69a';
const GREY = ['#f5f2ee', '#e8e2da', '#d6cec4', '#b8aea3', '#8a8178', '#5c554f', '#3a3531'] as const;
const SAND = '#f3e6d3';
const OCHRE = '#e0b36b';
const WOOD = '#b98a5e';
const WOOD_DARK = '#8c6440';
const LEAF = ['#2f6b55', '#4f8f6f', TEAL, '#3d7d5c'] as const;
const LIT = '#f6c96b';

/** Colours with Portuguese names that do not change with gender, for alt texts. */
const NAMED: readonly (readonly [string, string])[] = [
  [TEAL, 'verde'],
  [TERRA, 'terracota'],
  [GREY[3], 'cinza'],
  [SAND, 'bege'],
  [OCHRE, 'mostarda'],
  ['#5b7a99', 'azul'],
];

const SKIES: Record<TimeOfDay, string[]> = {
  dia: ['#8fcad8', '#e6f3f0'],
  entardecer: ['#6f5f8f', '#e8956a', '#f6d6ae'],
  noite: ['#111d2b', '#2b3f55'],
};

const TIME_PHRASE: Record<TimeOfDay, string> = {
  dia: 'durante o dia',
  entardecer: 'ao entardecer',
  noite: 'à noite',
};

const TIMES: readonly TimeOfDay[] = ['dia', 'entardecer', 'noite'];

// ---------------------------------------------------------------------------------------------------------
// Tiny SVG helpers. Coordinates are rounded to integers to keep files small.

const r = (x: number) => Math.round(x);

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}"${extra}/>`;
}

function poly(points: number[], fill: string, extra = ''): string {
  return `<polygon points="${points.map(r).join(' ')}" fill="${fill}"${extra}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}"${extra}/>`;
}

function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2, extra = ''): string {
  return `<line x1="${r(x1)}" y1="${r(y1)}" x2="${r(x2)}" y2="${r(y2)}" stroke="${stroke}" stroke-width="${width}"${extra}/>`;
}

/** Several parallel lines as one path (planks, tiles, slats). */
function lines(segments: [number, number, number, number][], stroke: string, width = 2, extra = ''): string {
  if (segments.length === 0) return '';
  const d = segments.map(([a, b, c, e]) => `M${r(a)} ${r(b)}L${r(c)} ${r(e)}`).join('');
  return `<path d="${d}" stroke="${stroke}" stroke-width="${width}" fill="none"${extra}/>`;
}

function svgDoc(title: string, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">` +
    `<title>${escapeXml(title)}</title>${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`
  );
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function skyGradient(id: string, time: TimeOfDay): string {
  const stops = SKIES[time];
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
    stops.map((c, i) => `<stop offset="${r((i / (stops.length - 1)) * 100)}%" stop-color="${c}"/>`).join('') +
    '</linearGradient>'
  );
}

/** Sun, moon or stars inside a box of sky. */
function skyBodies(rng: Rng, time: TimeOfDay, x: number, y: number, w: number, h: number): string {
  if (time === 'dia') {
    const cx = x + rng.float(0.15, 0.85) * w;
    const cy = y + rng.float(0.15, 0.4) * h;
    const cloud = (cxx: number, cyy: number, s: number) =>
      ellipse(cxx, cyy, 34 * s, 12 * s, '#fff', ' opacity=".8"') + ellipse(cxx + 14 * s, cyy - 8 * s, 18 * s, 12 * s, '#fff', ' opacity=".8"');
    return (
      ellipse(cx, cy, 26, 26, '#f8e08e') +
      cloud(x + rng.float(0.1, 0.5) * w, y + rng.float(0.2, 0.5) * h, rng.float(0.6, 1.2)) +
      cloud(x + rng.float(0.5, 0.9) * w, y + rng.float(0.3, 0.6) * h, rng.float(0.5, 1))
    );
  }
  if (time === 'entardecer') {
    return ellipse(x + rng.float(0.2, 0.8) * w, y + h * rng.float(0.75, 0.95), 34, 34, '#f7c27a', ' opacity=".9"');
  }
  let out = ellipse(x + rng.float(0.1, 0.9) * w, y + rng.float(0.15, 0.35) * h, 16, 16, '#f3ecd8');
  const stars: string[] = [];
  for (let i = 0; i < 9; i++) {
    stars.push(`M${r(x + rng.next() * w)} ${r(y + rng.next() * h * 0.6)}h2`);
  }
  out += `<path d="${stars.join('')}" stroke="#f3ecd8" stroke-width="2" opacity=".8"/>`;
  return out;
}

function tree(rng: Rng, x: number, baseY: number, scale: number): string {
  const s = scale;
  const leaf = rng.pick(LEAF);
  if (rng.bool(0.4)) {
    // palm-like / slim tree
    return rect(x - 4 * s, baseY - 90 * s, 8 * s, 90 * s, WOOD_DARK) + ellipse(x, baseY - 100 * s, 34 * s, 26 * s, leaf);
  }
  return (
    rect(x - 5 * s, baseY - 60 * s, 10 * s, 60 * s, WOOD_DARK) +
    ellipse(x, baseY - 85 * s, 38 * s, 40 * s, leaf) +
    ellipse(x - 22 * s, baseY - 66 * s, 24 * s, 22 * s, rng.pick(LEAF))
  );
}

function plant(rng: Rng, x: number, baseY: number, scale = 1): string {
  const pot = rng.pick([TERRA, GREY[5], SAND, TEAL_DARK]);
  const leaf = rng.pick(LEAF);
  return (
    ellipse(x, baseY - 62 * scale, 26 * scale, 36 * scale, leaf) +
    ellipse(x + 14 * scale, baseY - 48 * scale, 16 * scale, 24 * scale, rng.pick(LEAF)) +
    poly([x - 18 * scale, baseY - 30 * scale, x + 18 * scale, baseY - 30 * scale, x + 13 * scale, baseY, x - 13 * scale, baseY], pot)
  );
}

// ---------------------------------------------------------------------------------------------------------
// Façades

export type FacadeStyle = 'predio' | 'casa' | 'sobrado' | 'moderna' | 'baixo';

const FACADE_STYLES: readonly FacadeStyle[] = ['predio', 'casa', 'sobrado', 'moderna', 'baixo'];

const FACADE_NAME: Record<FacadeStyle, string> = {
  predio: 'Fachada de prédio residencial',
  casa: 'Fachada de casa térrea',
  sobrado: 'Fachada de sobrado',
  moderna: 'Fachada de casa moderna',
  baixo: 'Fachada de prédio baixo',
};

function windowFill(rng: Rng, time: TimeOfDay): string {
  if (time === 'noite') return rng.bool(0.55) ? LIT : '#2d3a48';
  if (time === 'entardecer') return rng.bool(0.3) ? '#f2c49b' : '#7f8ea3';
  return rng.pick(['#a9d3dd', '#9cc7d4', '#bcdde3']);
}

function ground(rng: Rng, time: TimeOfDay): string {
  const night = time === 'noite';
  let out = rect(0, 480, W, 30, night ? GREY[5] : GREY[2]);
  out += rect(0, 510, W, 90, night ? '#2a2724' : GREY[4]);
  out += lines(
    [0, 1, 2, 3, 4].map((i) => [40 + i * 170, 556, 120 + i * 170, 556] as [number, number, number, number]),
    night ? GREY[4] : GREY[1],
    5,
  );
  if (night) {
    const x = rng.pick([70, 730]);
    out += rect(x - 3, 380, 6, 100, GREY[6]) + ellipse(x, 378, 12, 6, LIT) + ellipse(x, 470, 60, 10, LIT, ' opacity=".25"');
  }
  return out;
}

function background(rng: Rng, time: TimeOfDay): string {
  const tone = time === 'noite' ? '#24313f' : time === 'entardecer' ? '#b48a94' : '#c9ddd8';
  let out = '';
  let x = -20;
  while (x < W) {
    const w = rng.int(60, 130);
    const h = rng.int(90, 260);
    out += rect(x, 480 - h, w, h, tone, ' opacity=".7"');
    x += w + rng.int(0, 30);
  }
  return out;
}

function facadePredio(rng: Rng, time: TimeOfDay, body: string, accent: string): { svg: string; extras: string[] } {
  const extras: string[] = [];
  const floors = rng.int(6, 10);
  const fh = rng.int(36, 44);
  const w = rng.int(260, 380);
  const x = 400 - w / 2 + rng.int(-60, 60);
  const top = 480 - floors * fh - 20;
  const cols = rng.int(3, 5);
  const balconies = rng.bool(0.6);
  let out = rect(x, top, w, 480 - top, body);
  out += rect(x - 8, top - 10, w + 16, 14, accent);
  if (rng.bool(0.5)) out += rect(x + w - 40, top, 40, 480 - top, accent, ' opacity=".35"');
  const cw = (w - 30) / cols;
  const panes: string[] = [];
  const rails: [number, number, number, number][] = [];
  for (let f = 0; f < floors; f++) {
    const fy = top + 14 + f * fh;
    for (let c = 0; c < cols; c++) {
      const wx = x + 15 + c * cw + 6;
      panes.push(rect(wx, fy + 4, cw - 12, fh - 16, windowFill(rng, time)));
    }
    if (balconies) rails.push([x - 6, fy + fh - 8, x + w + 6, fy + fh - 8]);
  }
  out += panes.join('');
  if (balconies) {
    out += lines(rails, time === 'noite' ? GREY[4] : '#ffffff', 6, ' opacity=".85"');
    extras.push('varandas');
  }
  // entrance
  out += rect(x + w / 2 - 50, 430, 100, 50, GREY[6]) + rect(x + w / 2 - 40, 440, 80, 40, windowFill(rng, time));
  out += rect(x + w / 2 - 60, 424, 120, 8, accent);
  return { svg: out, extras };
}

function gableRoof(x: number, y: number, w: number, h: number, fill: string): string {
  return poly([x - 20, y, x + w / 2, y - h, x + w + 20, y], fill);
}

function facadeCasa(rng: Rng, time: TimeOfDay, body: string, accent: string): { svg: string; extras: string[] } {
  const extras: string[] = [];
  const w = rng.int(340, 440);
  const x = 400 - w / 2 + rng.int(-40, 40);
  const y = rng.int(300, 330);
  const roof = rng.pick([TERRA, TERRA_DARK, GREY[5]]);
  let out = gableRoof(x, y, w, rng.int(70, 110), roof);
  if (rng.bool(0.4)) out += rect(x + w * 0.7, y - 90, 26, 60, GREY[4]);
  out += rect(x, y, w, 480 - y, body);
  const doorX = x + rng.pick([0.2, 0.45, 0.65]) * w;
  out += rect(doorX, 390, 50, 90, accent) + ellipse(doorX + 40, 438, 4, 4, OCHRE);
  const wins = [x + 30, x + w - 120];
  for (const wx of wins) {
    if (Math.abs(wx - doorX) < 90) continue;
    out += rect(wx, 360, 90, 70, windowFill(rng, time)) + rect(wx - 6, 428, 102, 8, GREY[1]);
    out += line(wx + 45, 360, wx + 45, 430, GREY[1], 4);
  }
  if (rng.bool(0.7)) {
    // low fence with garden
    const fence: [number, number, number, number][] = [];
    for (let fx = 10; fx < W; fx += 22) fence.push([fx, 452, fx, 480]);
    out += lines(fence, time === 'noite' ? GREY[5] : '#ffffff', 6) + rect(0, 456, W, 5, time === 'noite' ? GREY[5] : '#ffffff');
    extras.push('muro baixo');
  }
  if (rng.bool(0.75)) {
    out += tree(rng, rng.pick([90, 710]), 480, rng.float(1, 1.4));
    extras.push('jardim');
  }
  extras.unshift(roof === GREY[5] ? 'telhado cinza' : 'telhado de telhas de barro');
  return { svg: out, extras };
}

function facadeSobrado(rng: Rng, time: TimeOfDay, body: string, accent: string): { svg: string; extras: string[] } {
  const extras: string[] = [];
  const w = rng.int(320, 420);
  const x = 400 - w / 2 + rng.int(-40, 40);
  const y = rng.int(200, 230);
  const hipRoof = rng.bool(0.5);
  let out = '';
  if (hipRoof) out += poly([x - 20, y, x + 60, y - 60, x + w - 60, y - 60, x + w + 20, y], rng.pick([TERRA, TERRA_DARK, GREY[5]]));
  else out += rect(x - 6, y - 16, w + 12, 18, accent);
  out += rect(x, y, w, 480 - y, body);
  out += rect(x, 340, w, 8, GREY[1]);
  // upper floor windows / balcony
  const balcony = rng.bool(0.5);
  out += rect(x + 30, 250, w * 0.4, 70, windowFill(rng, time));
  out += rect(x + w * 0.6, 250, w * 0.3, 70, windowFill(rng, time));
  if (balcony) {
    out += rect(x + 20, 300, w * 0.4 + 20, 6, GREY[6]) + lines([0, 1, 2, 3, 4, 5, 6].map((i) => [x + 24 + i * (w * 0.4) / 6, 306, x + 24 + i * (w * 0.4) / 6, 330] as [number, number, number, number]), GREY[6], 3);
    extras.push('sacada');
  }
  // garage + door
  const garageX = rng.bool(0.5) ? x + 20 : x + w - 180;
  out += rect(garageX, 380, 160, 100, GREY[3]);
  out += lines([0, 1, 2, 3, 4].map((i) => [garageX, 392 + i * 18, garageX + 160, 392 + i * 18] as [number, number, number, number]), GREY[4], 3);
  const doorX = garageX === x + 20 ? x + w - 90 : x + 40;
  out += rect(doorX, 390, 50, 90, accent) + rect(doorX + 4, 396, 42, 30, windowFill(rng, time), ' opacity=".6"');
  extras.unshift('garagem');
  if (rng.bool(0.5)) out += plant(rng, doorX - 30, 480, 0.9);
  return { svg: out, extras };
}

function facadeModerna(rng: Rng, time: TimeOfDay, body: string, accent: string): { svg: string; extras: string[] } {
  const extras: string[] = ['linhas retas'];
  const x = rng.int(120, 180);
  const w = rng.int(460, 540);
  let out = rect(x, 300, w, 180, body);
  const upperX = x + rng.int(-30, 120);
  const upperW = rng.int(280, 360);
  out += rect(upperX, 190, upperW, 110, rng.pick([GREY[0], GREY[5], SAND]));
  out += rect(upperX - 10, 182, upperW + 20, 10, GREY[6]) + rect(x - 10, 294, w + 20, 10, GREY[6]);
  // large glass panes
  out += rect(upperX + 20, 210, upperW * 0.55, 70, windowFill(rng, time));
  out += rect(x + 30, 330, w * 0.45, 130, windowFill(rng, time));
  out += lines([1, 2, 3].map((i) => [x + 30 + (i * w * 0.45) / 4, 330, x + 30 + (i * w * 0.45) / 4, 460] as [number, number, number, number]), GREY[6], 3);
  // wooden slats
  const sx = x + w * 0.6;
  const slats: [number, number, number, number][] = [];
  for (let i = 0; i < 14; i++) slats.push([sx + i * 12, 320, sx + i * 12, 480]);
  out += rect(sx - 6, 320, 14 * 12 + 4, 160, WOOD) + lines(slats, WOOD_DARK, 4);
  extras.push('painel de madeira');
  if (accent === TERRA && rng.bool(0.5)) out += rect(upperX + upperW * 0.7, 200, upperW * 0.25, 90, TERRA);
  if (rng.bool(0.6)) {
    out += tree(rng, rng.pick([70, 730]), 480, 1.2);
    extras.push('jardim');
  }
  return { svg: out, extras };
}

function facadeBaixo(rng: Rng, time: TimeOfDay, body: string, accent: string): { svg: string; extras: string[] } {
  const extras: string[] = [];
  const floors = rng.int(3, 4);
  const fh = 70;
  const w = rng.int(420, 560);
  const x = 400 - w / 2;
  const top = 480 - floors * fh - 30;
  let out = rect(x, top, w, 480 - top, body);
  out += rect(x - 10, top - 12, w + 20, 16, GREY[1]);
  const cols = rng.int(4, 6);
  const cw = w / cols;
  const shutters = rng.bool(0.5);
  for (let f = 1; f < floors; f++) {
    const fy = top + 20 + (f - 1) * fh;
    for (let c = 0; c < cols; c++) {
      const wx = x + c * cw + cw * 0.25;
      out += rect(wx, fy, cw * 0.5, fh - 24, windowFill(rng, time));
      if (shutters) out += rect(wx - 10, fy, 8, fh - 24, accent) + rect(wx + cw * 0.5 + 2, fy, 8, fh - 24, accent);
    }
  }
  if (shutters) extras.push('venezianas');
  // ground floor with awning
  const gy = 480 - fh - 10;
  out += rect(x, gy, w, fh + 10, GREY[5]);
  out += rect(x + 20, gy + 20, w * 0.5, fh - 10, windowFill(rng, time)) + rect(x + w * 0.62, gy + 16, 70, fh - 6, accent);
  out += poly([x + 10, gy - 4, x + w * 0.55 + 10, gy - 4, x + w * 0.55 + 30, gy + 22, x - 10, gy + 22], rng.pick([TERRA, TEAL, OCHRE]));
  extras.push('toldo no térreo');
  return { svg: out, extras };
}

const FACADE_BODIES = [GREY[0], GREY[1], GREY[2], SAND, TERRA_LIGHT, TEAL_LIGHT, '#f1d7b8', '#cfe0dc'];

function facade(index: number): SeedImage {
  const rng = new Rng(`fachada:${index}`);
  const style = FACADE_STYLES[index % FACADE_STYLES.length];
  const time = TIMES[Math.floor(index / FACADE_STYLES.length) % TIMES.length];
  const body = rng.pick(FACADE_BODIES);
  const accent = rng.pick([TEAL, TERRA, TEAL_DARK, TERRA_DARK, GREY[5]]);
  const skyId = 's';
  let content = rect(0, 0, W, 480, `url(#${skyId})`) + skyBodies(rng, time, 0, 0, W, 300) + background(rng, time);
  const build = { predio: facadePredio, casa: facadeCasa, sobrado: facadeSobrado, moderna: facadeModerna, baixo: facadeBaixo }[style];
  const { svg, extras } = build(rng, time, body, accent);
  // Mirror half of the buildings, for more variety in the pool.
  content += ground(rng, time) + (rng.bool(0.5) ? `<g transform="matrix(-1 0 0 1 ${W} 0)">${svg}</g>` : svg);
  if (time === 'noite') content += rect(0, 0, W, H, '#0d1620', ' opacity=".12"');
  const alt = `${FACADE_NAME[style]}${extras.length ? ` com ${joinPt(extras.slice(0, 2))}` : ''}, ${TIME_PHRASE[time]}`;
  const n = String(index + 1).padStart(2, '0');
  return { name: `fachada-${n}.webp`, kind: 'fachada', time, style, alt, svg: svgDoc(alt, skyGradient(skyId, time), content) };
}

// ---------------------------------------------------------------------------------------------------------
// Rooms: one-point perspective box (back wall, side walls, floor, ceiling) with a window and furniture.

interface Room {
  L: number;
  R: number;
  T: number;
  B: number;
}

function roomShell(rng: Rng, time: TimeOfDay, wall: string, side: string, floor: 'madeira' | 'piso' | 'cimento'): { svg: string; room: Room } {
  const L = rng.int(120, 170);
  const R = W - rng.int(120, 170);
  const T = rng.int(60, 90);
  const B = rng.int(390, 420);
  let out = poly([0, 0, W, 0, R, T, L, T], GREY[0]);
  out += poly([0, 0, L, T, L, B, 0, H], side);
  out += poly([W, 0, R, T, R, B, W, H], side);
  out += rect(L, T, R - L, B - T, wall);
  const floorColor = floor === 'madeira' ? rng.pick([WOOD, '#c9a27a', '#a97f57']) : floor === 'piso' ? rng.pick([GREY[1], GREY[2], SAND]) : GREY[3];
  out += poly([0, H, L, B, R, B, W, H], floorColor);
  if (floor === 'madeira') {
    const planks: [number, number, number, number][] = [];
    for (let i = 1; i < 8; i++) {
      const fx = L + ((R - L) * i) / 8;
      planks.push([fx, B, (fx - 400) * (W / (R - L)) + 400, H]);
    }
    out += lines(planks, WOOD_DARK, 2, ' opacity=".35"');
  } else if (floor === 'piso') {
    const tiles: [number, number, number, number][] = [];
    for (let i = 1; i < 6; i++) {
      const fx = L + ((R - L) * i) / 6;
      tiles.push([fx, B, (fx - 400) * (W / (R - L)) + 400, H]);
    }
    for (const t of [0.25, 0.55]) tiles.push([L * (1 - t), B + (H - B) * t, R + (W - R) * t, B + (H - B) * t]);
    out += lines(tiles, GREY[4], 2, ' opacity=".4"');
  }
  out += line(L, B, R, B, GREY[4], 3);
  return { svg: out, room: { L, R, T, B } };
}

function windowOn(rng: Rng, time: TimeOfDay, x: number, y: number, w: number, h: number, frame: string): string {
  let out = rect(x - 8, y - 8, w + 16, h + 16, frame);
  out += rect(x, y, w, h, 'url(#s)');
  out += skyBodies(rng, time, x, y, w, h);
  // far skyline
  const tone = time === 'noite' ? '#1b2836' : time === 'entardecer' ? '#8a6e7e' : '#a9c4c0';
  let bx = x;
  while (bx < x + w) {
    const bw = rng.int(20, 50);
    const bh = rng.int(h * 0.15, h * 0.45);
    out += rect(bx, y + h - bh, Math.min(bw, x + w - bx), bh, tone);
    bx += bw + rng.int(0, 10);
  }
  out += line(x + w / 2, y, x + w / 2, y + h, frame, 6);
  return out;
}

function lampGlow(x: number, y: number, rx: number, ry: number): string {
  return ellipse(x, y, rx, ry, LIT, ' opacity=".22"');
}

function nightShade(time: TimeOfDay): string {
  if (time === 'noite') return rect(0, 0, W, H, '#101a26', ' opacity=".28"');
  if (time === 'entardecer') return rect(0, 0, W, H, '#e8956a', ' opacity=".08"');
  return '';
}

function wallArt(rng: Rng, x: number, y: number, w: number, h: number): string {
  const c1 = rng.pick([TEAL, TERRA, OCHRE, TEAL_LIGHT]);
  const c2 = rng.pick([TERRA_LIGHT, SAND, GREY[1]]);
  return rect(x - 5, y - 5, w + 10, h + 10, GREY[6]) + rect(x, y, w, h, c2) + ellipse(x + w * 0.4, y + h * 0.55, w * 0.25, h * 0.25, c1) + poly([x, y + h, x + w * 0.6, y + h * 0.5, x + w, y + h], rng.pick([TEAL_DARK, TERRA_DARK]), ' opacity=".7"');
}

const WALLS = [GREY[0], GREY[1], SAND, '#efe7dc', '#e4ece9'];
const ACCENT_WALLS = [TEAL_LIGHT, TERRA_LIGHT, '#cfe0dc', '#f1d7b8'];

function pickColour(rng: Rng): [string, string] {
  return rng.pick(NAMED) as [string, string];
}

function sala(index: number): SeedImage {
  const rng = new Rng(`sala:${index}`);
  const time = TIMES[index % 3];
  const wall = rng.bool(0.35) ? rng.pick(ACCENT_WALLS) : rng.pick(WALLS);
  const { svg: shell, room } = roomShell(rng, time, wall, GREY[1], rng.bool(0.7) ? 'madeira' : 'piso');
  const { L, R, T, B } = room;
  let out = shell;
  const winLeft = rng.bool(0.5);
  const winW = rng.int(160, 220);
  const wx = winLeft ? L + 40 : R - 40 - winW;
  out += windowOn(rng, time, wx, T + 50, winW, 170, GREY[0]);
  const artX = winLeft ? R - 200 : L + 60;
  out += wallArt(rng, artX, T + 70, 130, 90);
  const extras: string[] = [];
  // rug
  const rugColour = rng.pick([TERRA_LIGHT, TEAL_LIGHT, SAND, GREY[2]]);
  out += ellipse(400, B + 110, 260, 60, rugColour);
  // sofa
  const [sofa, sofaName] = pickColour(rng);
  const sx = rng.int(L + 60, R - 420);
  const sy = B - 60;
  out += rect(sx, sy - 70, 360, 80, sofa, ' rx="18"') + rect(sx - 20, sy - 30, 400, 90, sofa, ' rx="16"');
  out += rect(sx + 10, sy - 20, 170, 40, '#ffffff', ' rx="10" opacity=".18"') + rect(sx + 190, sy - 20, 170, 40, '#ffffff', ' rx="10" opacity=".18"');
  out += rect(sx - 10, sy + 60, 12, 16, GREY[6]) + rect(sx + 358, sy + 60, 12, 16, GREY[6]);
  // cushions
  out += rect(sx + 20, sy - 60, 60, 44, rng.pick([OCHRE, TERRA_LIGHT, '#ffffff', TEAL_LIGHT]), ' rx="10"');
  // coffee table
  out += ellipse(400, B + 120, 110, 26, rng.pick([WOOD, GREY[6], '#ffffff'])) + rect(330, B + 124, 8, 40, GREY[6]) + rect(462, B + 124, 8, 40, GREY[6]);
  if (rng.bool(0.7)) {
    out += plant(rng, rng.bool(0.5) ? L + 40 : R - 40, B + 40, 1.4);
    extras.push('plantas');
  }
  if (rng.bool(0.5)) {
    const lx = sx > 400 ? sx - 60 : sx + 440;
    out += rect(lx - 2, B - 190, 4, 220, GREY[6]) + poly([lx - 30, B - 190, lx + 30, B - 190, lx + 20, B - 230, lx - 20, B - 230], OCHRE);
    if (time !== 'dia') out += lampGlow(lx, B - 200, 90, 70);
    extras.push('luminária de chão');
  }
  out += nightShade(time);
  const alt = `Sala de estar com ${joinPt([`sofá ${sofaName}`, 'tapete', ...extras])}, ${TIME_PHRASE[time]}`;
  return room_(index, 'sala', time, alt, out);
}

function quarto(index: number): SeedImage {
  const rng = new Rng(`quarto:${index}`);
  const time = TIMES[(index + 1) % 3];
  const wall = rng.bool(0.4) ? rng.pick(ACCENT_WALLS) : rng.pick(WALLS);
  const { svg: shell, room } = roomShell(rng, time, wall, GREY[1], rng.bool(0.8) ? 'madeira' : 'cimento');
  const { L, R, T, B } = room;
  let out = shell;
  const extras: string[] = [];
  const winW = rng.int(140, 200);
  const winLeft = rng.bool(0.5);
  const wx = winLeft ? L + 30 : R - 30 - winW;
  out += windowOn(rng, time, wx, T + 40, winW, 160, GREY[0]);
  if (rng.bool(0.6)) {
    out += rect(wx - 30, T + 24, 26, 200, rng.pick([SAND, TEAL_LIGHT, GREY[2]])) + rect(wx + winW + 4, T + 24, 26, 200, rng.pick([SAND, TEAL_LIGHT, GREY[2]]));
    extras.push('cortinas');
  }
  const double = rng.bool(0.7);
  const wardrobe = rng.bool(0.5);
  const bw = double ? (wardrobe ? 280 : 320) : 200;
  // With a wardrobe against one side wall, the bed moves towards the other side and keeps one nightstand.
  const wardrobeLeft = !winLeft;
  const bx = wardrobe ? (wardrobeLeft ? L + 130 : R - 130 - bw) : 400 - bw / 2 + rng.int(-40, 40);
  const [bedding, beddingName] = pickColour(rng);
  if (wardrobe) {
    const ax = wardrobeLeft ? L + 6 : R - 116;
    out += rect(ax, T + 40, 110, B - T - 20, rng.pick([WOOD, GREY[0], '#ffffff', GREY[3]]));
    out += line(ax + 55, T + 40, ax + 55, B + 20, GREY[4], 2) + rect(ax + 46, T + 170, 4, 30, GREY[6]) + rect(ax + 60, T + 170, 4, 30, GREY[6]);
    extras.push('armário');
  } else {
    out += wallArt(rng, winLeft ? R - 190 : L + 60, T + 50, 120, 80);
  }
  // headboard, bed, pillows, duvet
  out += rect(bx - 10, B - 170, bw + 20, 120, rng.pick([WOOD, GREY[5], TEAL_DARK, SAND]), ' rx="10"');
  out += rect(bx, B - 60, bw, 110, '#ffffff', ' rx="8"');
  out += rect(bx + 12, B - 80, double ? bw / 2 - 20 : bw - 24, 36, GREY[0], ' rx="12"');
  if (double) out += rect(bx + bw / 2 + 8, B - 80, bw / 2 - 20, 36, GREY[0], ' rx="12"');
  out += rect(bx - 6, B - 20, bw + 12, 100, bedding, ' rx="10"');
  out += rect(bx - 6, B - 20, bw + 12, 16, '#ffffff', ' opacity=".3"');
  // nightstands and lamps
  const stands = wardrobe ? [wardrobeLeft ? bx + bw + 20 : bx - 90] : [bx - 90, bx + bw + 20];
  for (const nx of stands) {
    out += rect(nx, B - 40, 70, 70, rng.pick([WOOD, GREY[0], GREY[5]]));
    out += rect(nx + 32, B - 70, 6, 30, GREY[6]) + poly([nx + 16, B - 70, nx + 54, B - 70, nx + 46, B - 100, nx + 24, B - 100], OCHRE);
    if (time !== 'dia') out += lampGlow(nx + 35, B - 80, 60, 45);
  }
  out += nightShade(time);
  const alt = `Quarto ${double ? 'de casal' : 'de solteiro'} com ${joinPt([`roupa de cama ${beddingName}`, ...extras])}, ${TIME_PHRASE[time]}`;
  return room_(index, 'quarto', time, alt, out);
}

function cozinha(index: number): SeedImage {
  const rng = new Rng(`cozinha:${index}`);
  const time = TIMES[(index + 2) % 3];
  const { svg: shell, room } = roomShell(rng, time, rng.pick(WALLS), GREY[1], rng.bool(0.5) ? 'piso' : 'madeira');
  const { L, R, T, B } = room;
  let out = shell;
  const extras: string[] = [];
  const [cab, cabName] = pickColour(rng);
  const counterTop = B - 110;
  // backsplash tiles
  const tiles: [number, number, number, number][] = [];
  for (let ty = counterTop - 90; ty < counterTop; ty += 22) tiles.push([L, ty, R, ty]);
  out += rect(L, counterTop - 90, R - L, 90, rng.pick(['#ffffff', GREY[0], TEAL_LIGHT, TERRA_LIGHT])) + lines(tiles, GREY[3], 2, ' opacity=".6"');
  // window above the sink
  const wx = rng.int(L + 120, R - 300);
  out += windowOn(rng, time, wx, T + 30, 160, counterTop - 110 - T - 10, GREY[0]);
  // upper cabinets beside the window
  out += rect(L, T + 20, wx - L - 30, counterTop - 110 - T, cab) + rect(wx + 190, T + 20, R - wx - 190, counterTop - 110 - T, cab);
  const doors: [number, number, number, number][] = [];
  for (let dx = L + 90; dx < wx - 30; dx += 90) doors.push([dx, T + 20, dx, counterTop - 90]);
  for (let dx = wx + 280; dx < R; dx += 90) doors.push([dx, T + 20, dx, counterTop - 90]);
  out += lines(doors, GREY[6], 2, ' opacity=".4"');
  // lower cabinets and counter
  out += rect(L, counterTop, R - L, B - counterTop, cab) + rect(L - 4, counterTop - 10, R - L + 8, 14, rng.pick([GREY[0], GREY[6], WOOD]));
  const low: [number, number, number, number][] = [];
  for (let dx = L + 80; dx < R; dx += 80) low.push([dx, counterTop + 6, dx, B]);
  out += lines(low, GREY[6], 2, ' opacity=".4"');
  // sink & stove
  out += rect(wx + 30, counterTop - 12, 100, 6, GREY[3]) + rect(wx + 76, counterTop - 40, 6, 30, GREY[4]);
  const stoveX = wx > 400 ? L + 60 : R - 200;
  out += rect(stoveX, counterTop - 14, 140, 8, GREY[6]) + ellipse(stoveX + 35, counterTop - 16, 18, 4, GREY[5]) + ellipse(stoveX + 105, counterTop - 16, 18, 4, GREY[5]);
  out += rect(stoveX + 10, counterTop + 20, 120, 70, GREY[6], ' opacity=".85"');
  extras.push('fogão');
  // fridge
  if (rng.bool(0.6)) {
    const fx = stoveX < 400 ? R - 120 : L + 10;
    out += rect(fx, T + 60, 110, B - T - 60, rng.pick([GREY[2], '#ffffff', GREY[5]]), ' rx="6"') + line(fx, T + 200, fx + 110, T + 200, GREY[4], 3) + rect(fx + 90, T + 150, 5, 40, GREY[6]);
    extras.push('geladeira');
  }
  // island with stools
  if (rng.bool(0.55)) {
    out += rect(220, B + 60, 360, 24, rng.pick([GREY[0], WOOD])) + rect(230, B + 84, 340, 90, cab);
    for (const sx of [260, 380, 500]) out += rect(sx, B + 150, 44, 12, GREY[6]) + rect(sx + 19, B + 160, 6, 40, GREY[6]);
    extras.push('ilha com banquetas');
  }
  // pendant lamps
  for (const px of [320, 480]) {
    out += line(px, 0, px, T + 60, GREY[6], 2) + poly([px - 22, T + 80, px + 22, T + 80, px + 12, T + 60, px - 12, T + 60], rng.pick([OCHRE, TERRA, TEAL_DARK]));
    if (time !== 'dia') out += lampGlow(px, T + 110, 70, 40);
  }
  out += nightShade(time);
  const alt = `Cozinha com ${joinPt([`marcenaria ${cabName}`, ...extras])}, ${TIME_PHRASE[time]}`;
  return room_(index, 'cozinha', time, alt, out);
}

function banheiro(index: number): SeedImage {
  const rng = new Rng(`banheiro:${index}`);
  const time = TIMES[index % 3];
  const tile = rng.pick(['#ffffff', GREY[0], TEAL_LIGHT, TERRA_LIGHT, '#cfe0dc', SAND]);
  const { svg: shell, room } = roomShell(rng, time, tile, GREY[1], 'piso');
  const { L, R, T, B } = room;
  let out = shell;
  const extras: string[] = [];
  const grid: [number, number, number, number][] = [];
  const size = rng.pick([30, 40, 50]);
  for (let gx = L + size; gx < R; gx += size) grid.push([gx, T, gx, B]);
  for (let gy = T + size; gy < B; gy += size) grid.push([L, gy, R, gy]);
  out += lines(grid, GREY[3], 1, ' opacity=".7"');
  // vanity with mirror, shower on the right
  const vx = rng.int(L + 30, 400 - 200);
  const [vanity, vanityName] = pickColour(rng);
  const shx = R - rng.int(170, 210);
  // small high window, clear of the shower
  out += windowOn(rng, time, rng.int(L + 30, Math.max(L + 30, shx - 170)), T + 20, 140, 70, GREY[0]);
  out += rect(vx + 20, T + 110, 180, 130, '#dfeff2', ' rx="10"') + rect(vx + 20, T + 110, 180, 130, 'none', ' rx="10" stroke="#8a8178" stroke-width="4"');
  out += rect(vx, B - 130, 220, 12, GREY[0]) + ellipse(vx + 110, B - 128, 50, 8, GREY[2]);
  out += rect(vx + 106, B - 160, 6, 30, GREY[4]);
  out += rect(vx + 10, B - 118, 200, 90, vanity);
  // shower with glass
  out += rect(shx, T + 40, 150, B - T - 40, '#cfe8ee', ' opacity=".45"') + rect(shx, T + 40, 150, B - T - 40, 'none', ' stroke="#8a8178" stroke-width="4"');
  out += line(shx + 110, T + 60, shx + 110, T + 90, GREY[5], 4) + ellipse(shx + 110, T + 94, 16, 5, GREY[5]);
  extras.push('box de vidro');
  // toilet
  if (rng.bool(0.7)) {
    const tx = vx + 260;
    out += rect(tx, B - 100, 60, 70, '#ffffff', ' rx="8"') + ellipse(tx + 30, B - 10, 50, 22, '#ffffff') + rect(tx + 6, B - 10, 48, 50, '#ffffff', ' rx="6"');
  }
  if (rng.bool(0.6)) {
    out += rect(L + 8, T + 170, 50, 6, GREY[5]) + rect(L + 12, T + 176, 42, 90, rng.pick([TERRA, TEAL, OCHRE, SAND]));
    extras.push('toalhas');
  }
  if (rng.bool(0.4)) {
    out += plant(rng, vx + 190, B - 130, 0.6);
    extras.push('plantas');
  }
  if (time === 'noite') out += lampGlow(vx + 110, T + 100, 120, 50);
  out += nightShade(time);
  const alt = `Banheiro com ${joinPt([`gabinete ${vanityName}`, 'espelho', ...extras])}, ${TIME_PHRASE[time]}`;
  return room_(index, 'banheiro', time, alt, out);
}

function varanda(index: number): SeedImage {
  const rng = new Rng(`varanda:${index}`);
  const time = TIMES[(index + 1) % 3];
  const extras: string[] = [];
  let out = rect(0, 0, W, 420, 'url(#s)') + skyBodies(rng, time, 0, 0, W, 300);
  // city or sea view
  const sea = rng.bool(0.35);
  const far = time === 'noite' ? '#1b2836' : time === 'entardecer' ? '#8a6e7e' : '#a9c4c0';
  if (sea) {
    out += rect(0, 300, W, 120, time === 'noite' ? '#1c3346' : time === 'entardecer' ? '#c98b7a' : '#6fb1bf');
    out += poly([0, 300, 120, 220, 260, 300], rng.pick([TEAL_DARK, '#3d5e57']));
    extras.push('vista para o mar');
  } else {
    let bx = 0;
    while (bx < W) {
      const bw = rng.int(40, 90);
      const bh = rng.int(80, 240);
      out += rect(bx, 420 - bh, bw, bh, far);
      if (time === 'noite') {
        const pts: string[] = [];
        for (let k = 0; k < 4; k++) pts.push(`M${r(bx + 8 + rng.next() * (bw - 16))} ${r(420 - bh + 10 + rng.next() * (bh - 20))}h6`);
        out += `<path d="${pts.join('')}" stroke="${LIT}" stroke-width="5"/>`;
      }
      bx += bw + rng.int(4, 20);
    }
    extras.push('vista da cidade');
  }
  // deck floor
  const deck = rng.pick([WOOD, '#c9a27a', GREY[2]]);
  out += rect(0, 420, W, 180, deck);
  const planks: [number, number, number, number][] = [];
  for (let y = 440; y < H; y += 26) planks.push([0, y, W, y]);
  out += lines(planks, WOOD_DARK, 2, ' opacity=".3"');
  // railing
  const glass = rng.bool(0.5);
  if (glass) {
    out += rect(0, 330, W, 100, '#dff0f2', ' opacity=".3"') + rect(0, 322, W, 10, GREY[5]);
    extras.push('guarda-corpo de vidro');
  } else {
    const bars: [number, number, number, number][] = [];
    for (let x = 10; x < W; x += 26) bars.push([x, 330, x, 425]);
    out += lines(bars, GREY[6], 4) + rect(0, 322, W, 10, GREY[6]);
  }
  // furniture
  const [chair, chairName] = pickColour(rng);
  const cx = rng.int(140, 420);
  out += rect(cx, 440, 90, 70, chair, ' rx="12"') + rect(cx, 400, 90, 50, chair, ' rx="12"') + rect(cx + 8, 510, 8, 30, GREY[6]) + rect(cx + 74, 510, 8, 30, GREY[6]);
  out += ellipse(cx + 170, 470, 44, 12, rng.pick([GREY[0], WOOD_DARK, GREY[6]])) + rect(cx + 166, 470, 8, 70, GREY[6]);
  if (rng.bool(0.7)) {
    out += plant(rng, rng.bool(0.5) ? 70 : 730, 560, 1.6);
    extras.push('vasos de plantas');
  }
  if (rng.bool(0.4)) {
    out += rect(600, 380, 150, 20, GREY[6]) + rect(610, 400, 130, 60, GREY[5]) + rect(640, 350, 20, 30, GREY[5]);
    extras.push('churrasqueira');
  }
  out += nightShade(time);
  const alt = `Varanda com ${joinPt([`poltrona ${chairName}`, ...extras.slice(0, 3)])}, ${TIME_PHRASE[time]}`;
  return room_(index, 'varanda', time, alt, out);
}

function room_(index: number, kind: ImageKind, time: TimeOfDay, alt: string, body: string): SeedImage {
  const n = String(index + 1).padStart(2, '0');
  return { name: `${kind}-${n}.webp`, kind, time, alt, svg: svgDoc(alt, skyGradient('s', time), body) };
}

/** "a", "a e b", "a, b e c". */
export function joinPt(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
}

const BUILDERS: Record<ImageKind, (i: number) => SeedImage> = {
  fachada: facade,
  sala,
  quarto,
  cozinha,
  banheiro,
  varanda,
};

/** The whole pool, in a fixed order: façades first, then each room kind. */
export function generateImagePool(counts: Readonly<Record<ImageKind, number>> = POOL_COUNTS): SeedImage[] {
  const out: SeedImage[] = [];
  for (const kind of Object.keys(BUILDERS) as ImageKind[]) {
    for (let i = 0; i < counts[kind]; i++) out.push(BUILDERS[kind](i));
  }
  return out;
}
