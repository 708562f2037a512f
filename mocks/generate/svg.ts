/**
 * The SVG illustrations of the mock content: generic scenes (road, city, showroom, workshop…), brand
 * wordmarks (plain text, not brand artwork) and illustrated portraits (no real person).
 */
import { CARS, FONT, PAL, type Palette } from '../data/illustrations.ts';
import type { CarType, ImageRef, LogoSpec, PortraitSpec, SceneSpec } from './content.ts';
import { hashInt } from './ids.ts';

const SIZES = { hero: [1600, 700], card: [800, 500], article: [1200, 675] } as const;

const f1 = (n: number): number => Math.round(n * 10) / 10;
const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function car(type: CarType, x: number, groundY: number, height: number, color: string, pal: Palette, flip = false): string {
  const c = CARS[type];
  const s = height / 160;
  const w = 400 * s;
  const tx = flip ? x + w : x;
  const sx = flip ? -s : s;
  const wheels = c.wheels
    .map((cx) => `<circle cx="${cx}" cy="128" r="${c.r}" fill="#161b26"/><circle cx="${cx}" cy="128" r="${c.r * 0.45}" fill="#c9d1de"/>`)
    .join('');
  return (
    `<ellipse cx="${f1(x + w / 2)}" cy="${f1(groundY)}" rx="${f1(w * 0.48)}" ry="${f1(height * 0.05)}" fill="#000" opacity=".25"/>` +
    `<g transform="translate(${f1(tx)} ${f1(groundY - 155 * s)}) scale(${f1(sx * 1000) / 1000} ${f1(s * 1000) / 1000})">` +
    `<path d="${c.body}" fill="${color}"/><path d="${c.glass}" fill="${pal.glass}" opacity=".85"/>` +
    `<rect x="372" y="100" width="14" height="8" rx="3" fill="${pal.accent}"/><rect x="16" y="104" width="10" height="8" rx="3" fill="#b3261e"/>` +
    `${wheels}</g>`
  );
}

function sky(W: number, H: number, pal: Palette): string {
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.sky1}"/>` +
    `<stop offset="1" stop-color="${pal.sky2}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#sky)"/>`
  );
}
function hills(W: number, H: number, pal: Palette, seed: string): string {
  const k = hashInt(seed, 100) / 100;
  const y1 = H * (0.5 + 0.06 * k);
  const y2 = H * (0.6 - 0.04 * k);
  return (
    `<path d="M0 ${f1(y1)}C${f1(W * 0.18)} ${f1(y1 - H * 0.12)} ${f1(W * 0.36)} ${f1(y1 + H * 0.02)} ${f1(W * 0.55)} ${f1(y1 - H * 0.06)}S${f1(W * 0.86)} ${f1(y1 - H * 0.14)} ${W} ${f1(y1 - H * 0.02)}L${W} ${H}L0 ${H}Z" fill="${pal.hill1}"/>` +
    `<path d="M0 ${f1(y2)}C${f1(W * 0.25)} ${f1(y2 - H * 0.05)} ${f1(W * 0.45)} ${f1(y2 + H * 0.06)} ${f1(W * 0.7)} ${f1(y2)}S${f1(W * 0.92)} ${f1(y2 - H * 0.04)} ${W} ${f1(y2 + H * 0.02)}L${W} ${H}L0 ${H}Z" fill="${pal.hill2}"/>`
  );
}
function road(W: number, H: number, pal: Palette, gy: number): string {
  const rh = H * 0.16;
  const dashes = [];
  for (let x = 0; x < W; x += W / 10)
    dashes.push(
      `<rect x="${f1(x + W / 40)}" y="${f1(gy + rh / 2 - 3)}" width="${f1(W / 20)}" height="6" rx="3" fill="#fff" opacity=".7"/>`,
    );
  return (
    `<rect x="0" y="${f1(gy - H * 0.02)}" width="${W}" height="${f1(H - gy + H * 0.02)}" fill="${pal.ground}"/>` +
    `<rect x="0" y="${f1(gy)}" width="${W}" height="${f1(rh)}" fill="#3b4356"/>${dashes.join('')}`
  );
}
function sun(cx: number, cy: number, r: number, color: string): string {
  return `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}" fill="${color}" opacity=".9"/><circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r * 1.5)}" fill="${color}" opacity=".18"/>`;
}
function trees(W: number, H: number, gy: number, pal: Pick<Palette, 'hill2'>, seed: string, n = 5): string {
  let out = '';
  for (let k = 0; k < n; k++) {
    const x = W * (0.05 + (0.9 * (k + hashInt(`${seed}${k}`, 50) / 100)) / n);
    const h = H * (0.12 + hashInt(`${seed}t${k}`, 8) / 100);
    out += `<rect x="${f1(x - 4)}" y="${f1(gy - h * 0.45)}" width="8" height="${f1(h * 0.45)}" fill="#3a2e24"/><circle cx="${f1(x)}" cy="${f1(gy - h * 0.6)}" r="${f1(h * 0.32)}" fill="${pal.hill2}"/>`;
  }
  return out;
}
function building(x: number, y: number, w: number, h: number, pal: Palette, label: string, sub?: string): string {
  const cols = 6;
  const paneW = (w - 40) / cols;
  let panes = '';
  for (let c = 0; c < cols; c++) {
    panes += `<rect x="${f1(x + 20 + c * paneW + 3)}" y="${f1(y + h * 0.3)}" width="${f1(paneW - 6)}" height="${f1(h * 0.66)}" fill="${pal.glass}" opacity=".9"/>`;
  }
  return (
    `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" fill="${pal.wall}"/>` +
    `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h * 0.22)}" fill="#1c2434"/>` +
    `<text x="${f1(x + w / 2)}" y="${f1(y + h * 0.15)}" text-anchor="middle" font-family="${FONT}" font-size="${f1(h * 0.11)}" font-weight="700" letter-spacing="${f1(h * 0.02)}" fill="#fff">${esc(label)}</text>` +
    (sub
      ? `<rect x="${f1(x + w - w * 0.3)}" y="${f1(y - h * 0.1)}" width="${f1(w * 0.26)}" height="${f1(h * 0.1)}" rx="4" fill="${pal.accent}"/>` +
        `<text x="${f1(x + w - w * 0.17)}" y="${f1(y - h * 0.03)}" text-anchor="middle" font-family="${FONT}" font-size="${f1(h * 0.06)}" font-weight="600" fill="#1c2434">${esc(sub)}</text>`
      : '') +
    panes
  );
}
function gear(cx: number, cy: number, R: number, teeth: number, color: string): string {
  const pts = [];
  const n = teeth * 4;
  for (let k = 0; k < n; k++) {
    const ang = (k / n) * Math.PI * 2;
    const r = k % 4 < 2 ? R : R * 0.8;
    pts.push(`${f1(cx + r * Math.cos(ang))} ${f1(cy + r * Math.sin(ang))}`);
  }
  return `<path d="M${pts.join('L')}Z" fill="${color}"/><circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(R * 0.32)}" fill="#fff" opacity=".9"/>`;
}
function person(x: number, gy: number, h: number, color: string): string {
  const hr = h * 0.13;
  return (
    `<circle cx="${f1(x)}" cy="${f1(gy - h + hr)}" r="${f1(hr)}" fill="#f1d3bd"/>` +
    `<path d="M${f1(x - h * 0.2)} ${f1(gy)}L${f1(x - h * 0.2)} ${f1(gy - h * 0.55)}Q${f1(x - h * 0.2)} ${f1(gy - h * 0.72)} ${f1(x)} ${f1(gy - h * 0.72)}Q${f1(x + h * 0.2)} ${f1(gy - h * 0.72)} ${f1(x + h * 0.2)} ${f1(gy - h * 0.55)}L${f1(x + h * 0.2)} ${f1(gy)}Z" fill="${color}"/>`
  );
}
function pin(x: number, y: number, s: number, color: string): string {
  return `<path d="M${f1(x)} ${f1(y)}C${f1(x - s * 0.6)} ${f1(y - s * 0.7)} ${f1(x - s * 0.6)} ${f1(y - s * 1.4)} ${f1(x)} ${f1(y - s * 1.4)}C${f1(x + s * 0.6)} ${f1(y - s * 1.4)} ${f1(x + s * 0.6)} ${f1(y - s * 0.7)} ${f1(x)} ${f1(y)}Z" fill="${color}"/><circle cx="${f1(x)}" cy="${f1(y - s * 1)}" r="${f1(s * 0.2)}" fill="#fff"/>`;
}
function snow(W: number, H: number, seed: string, n = 40): string {
  let out = '';
  for (let k = 0; k < n; k++) {
    out += `<circle cx="${hashInt(`${seed}x${k}`, W)}" cy="${hashInt(`${seed}y${k}`, Math.round(H * 0.7))}" r="${2 + hashInt(`${seed}r${k}`, 4)}" fill="#fff" opacity=".85"/>`;
  }
  return out;
}
function panel(x: number, y: number, w: number, h: number, fill = '#ffffff', rx = 12): string {
  return `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" rx="${rx}" fill="${fill}"/>`;
}
function lines(x: number, y: number, w: number, n: number, gap: number, color = '#c7cfdc'): string {
  let out = '';
  for (let k = 0; k < n; k++)
    out += `<rect x="${f1(x)}" y="${f1(y + k * gap)}" width="${f1(k % 3 === 2 ? w * 0.6 : w)}" height="${f1(gap * 0.35)}" rx="3" fill="${color}"/>`;
  return out;
}

/** One illustration. `spec.scene` picks the composition, `spec.pal` the colours. */
function scene(W: number, H: number, spec: SceneSpec): string {
  const pal = PAL[spec.pal ?? 'blue'];
  const seed = spec.seed ?? spec.scene;
  const gy = H * 0.72;
  const carH = H * 0.3;
  const carType = spec.car ?? 'hatch';
  const carColor = spec.carColor ?? pal.car;
  switch (spec.scene) {
    case 'road':
      return (
        sky(W, H, pal) +
        sun(W * 0.8, H * 0.25, H * 0.09, pal.sun) +
        hills(W, H, pal, seed) +
        trees(W, H, gy - H * 0.02, pal, seed, 4) +
        road(W, H, pal, gy) +
        car(carType, W * 0.28, gy + H * 0.1, carH, carColor, pal) +
        (spec.second ? car(spec.second, W * 0.62, gy + H * 0.06, carH * 0.75, pal.accent, pal, true) : '')
      );
    case 'city': {
      let towers = '';
      for (let k = 0; k < 9; k++) {
        const w = W * (0.06 + hashInt(`${seed}w${k}`, 4) / 100);
        const h = H * (0.25 + hashInt(`${seed}h${k}`, 30) / 100);
        const x = (W / 9) * k + hashInt(`${seed}x${k}`, 20);
        towers += `<rect x="${f1(x)}" y="${f1(gy - h)}" width="${f1(w)}" height="${f1(h)}" fill="${k % 2 ? pal.hill1 : pal.hill2}"/>`;
        for (let r = 0; r < 4; r++)
          towers += `<rect x="${f1(x + w * 0.2)}" y="${f1(gy - h + 14 + r * h * 0.2)}" width="${f1(w * 0.6)}" height="${f1(h * 0.06)}" fill="${pal.glass}" opacity=".5"/>`;
      }
      return sky(W, H, pal) + towers + road(W, H, pal, gy) + car(carType, W * 0.36, gy + H * 0.1, carH, carColor, pal);
    }
    case 'showroom':
      return (
        sky(W, H, pal) +
        hills(W, H, pal, seed) +
        `<rect x="0" y="${f1(gy - H * 0.02)}" width="${W}" height="${f1(H - gy + H * 0.02)}" fill="${pal.ground}"/>` +
        building(W * 0.1, H * 0.28, W * 0.62, gy - H * 0.28, pal, 'AUTOPOLIS', spec.label) +
        trees(W, H, gy, pal, seed, 2) +
        car(carType, W * 0.5, H * 0.93, carH * 0.95, carColor, pal) +
        car(spec.second ?? 'suv', W * 0.16, H * 0.95, carH * 0.9, pal.accent, pal, true)
      );
    case 'workshop': {
      let doors = '';
      for (let k = 0; k < 3; k++) {
        const x = W * (0.06 + k * 0.3);
        doors += panel(x, H * 0.2, W * 0.26, gy - H * 0.2, '#d7dde8', 6);
        for (let s = 1; s < 8; s++)
          doors += `<rect x="${f1(x)}" y="${f1(H * 0.2 + s * ((gy - H * 0.2) / 8))}" width="${f1(W * 0.26)}" height="3" fill="#b7c0cf"/>`;
      }
      return (
        `<rect width="${W}" height="${H}" fill="${pal.wall}"/>` +
        `<rect width="${W}" height="${f1(H * 0.12)}" fill="${pal.sky1}"/>` +
        doors +
        `<rect x="0" y="${f1(gy)}" width="${W}" height="${f1(H - gy)}" fill="${pal.ground}"/>` +
        `<rect x="${f1(W * 0.33)}" y="${f1(gy - H * 0.22)}" width="${f1(W * 0.012)}" height="${f1(H * 0.22 + 4)}" fill="${pal.accent}"/>` +
        `<rect x="${f1(W * 0.655)}" y="${f1(gy - H * 0.22)}" width="${f1(W * 0.012)}" height="${f1(H * 0.22 + 4)}" fill="${pal.accent}"/>` +
        `<rect x="${f1(W * 0.3)}" y="${f1(gy - H * 0.13)}" width="${f1(W * 0.4)}" height="${f1(H * 0.02)}" fill="#5a6478"/>` +
        car(carType, W * 0.3, gy - H * 0.13, carH * 1.1, spec.carColor ?? pal.sky1, pal) +
        gear(W * 0.88, H * 0.3, H * 0.08, 10, pal.accent)
      );
    }
    case 'charging':
      return (
        sky(W, H, pal) +
        sun(W * 0.15, H * 0.22, H * 0.07, pal.sun) +
        hills(W, H, pal, seed) +
        trees(W, H, gy - H * 0.02, pal, seed, 3) +
        road(W, H, pal, gy) +
        panel(W * 0.76, gy - H * 0.42, W * 0.08, H * 0.42 + H * 0.04, '#f5f7fb', 10) +
        panel(W * 0.775, gy - H * 0.38, W * 0.05, H * 0.1, pal.sky1, 6) +
        `<path d="M${f1(W * 0.805)} ${f1(gy - H * 0.25)}l-${f1(W * 0.014)} ${f1(H * 0.06)}h${f1(W * 0.012)}l-${f1(W * 0.008)} ${f1(H * 0.06)} ${f1(W * 0.022)}-${f1(H * 0.075)}h-${f1(W * 0.012)}z" fill="${pal.accent}"/>` +
        `<path d="M${f1(W * 0.78)} ${f1(gy - H * 0.12)}C${f1(W * 0.72)} ${f1(gy + H * 0.02)} ${f1(W * 0.7)} ${f1(gy - H * 0.1)} ${f1(W * 0.64)} ${f1(gy - H * 0.08)}" stroke="#161b26" stroke-width="${f1(H * 0.012)}" fill="none"/>` +
        car(carType, W * 0.28, gy + H * 0.1, carH, carColor, pal) +
        (spec.flags ? flags(W, H, pal) : '')
      );
    case 'tyres': {
      let rack = '';
      for (let r = 0; r < 3; r++) {
        const y = H * (0.26 + r * 0.16);
        rack += `<rect x="${f1(W * 0.05)}" y="${f1(y + H * 0.065)}" width="${f1(W * 0.5)}" height="6" fill="#5a6478"/>`;
        for (let k = 0; k < 5; k++) {
          const cx = W * (0.1 + k * 0.1);
          rack += `<circle cx="${f1(cx)}" cy="${f1(y)}" r="${f1(H * 0.065)}" fill="#161b26"/><circle cx="${f1(cx)}" cy="${f1(y)}" r="${f1(H * 0.034)}" fill="#aab4c4"/>`;
        }
      }
      let stack = '';
      for (let k = 0; k < 4; k++) stack += panel(W * 0.66, gy - (k + 1) * H * 0.1, W * 0.22, H * 0.09, k % 2 ? '#222a38' : '#161b26', 18);
      return (
        `<rect width="${W}" height="${H}" fill="${pal.wall}"/><rect width="${W}" height="${f1(H * 0.14)}" fill="${pal.sky1}"/>` +
        rack +
        `<rect x="0" y="${f1(gy)}" width="${W}" height="${f1(H - gy)}" fill="${pal.ground}"/>` +
        stack +
        (spec.snow ? snow(W, H * 0.14 * 1.4, seed, 14) : '')
      );
    }
    case 'paint': {
      const swatches = ['#b3261e', '#0b3d91', '#f5f7fb', '#1c2434', '#e85d04', '#2e8b80']
        .map((c, k) => panel(W * 0.72 + (k % 2) * W * 0.1, H * 0.18 + Math.floor(k / 2) * H * 0.17, W * 0.08, H * 0.13, c, 8))
        .join('');
      let drops = '';
      for (let k = 0; k < 12; k++)
        drops += `<circle cx="${f1(W * (0.45 + hashInt(`${seed}d${k}`, 20) / 100))}" cy="${f1(H * (0.2 + hashInt(`${seed}e${k}`, 25) / 100))}" r="${2 + hashInt(`${seed}f${k}`, 5)}" fill="${pal.accent}" opacity=".7"/>`;
      return (
        `<rect width="${W}" height="${H}" fill="${pal.wall}"/>` +
        `<rect x="0" y="${f1(gy)}" width="${W}" height="${f1(H - gy)}" fill="${pal.ground}"/>` +
        swatches +
        drops +
        car(carType, W * 0.06, gy + H * 0.08, carH * 1.3, carColor, pal) +
        `<path d="M${f1(W * 0.58)} ${f1(H * 0.2)}h${f1(W * 0.06)}v${f1(H * 0.05)}h-${f1(W * 0.02)}v${f1(H * 0.12)}h-${f1(W * 0.03)}v-${f1(H * 0.12)}h-${f1(W * 0.01)}z" fill="#5a6478"/>`
      );
    }
    case 'parts': {
      let boxes = '';
      for (let k = 0; k < 3; k++)
        boxes +=
          panel(W * (0.08 + k * 0.13), gy - H * 0.2, W * 0.12, H * 0.2, '#c9a36b', 4) +
          `<rect x="${f1(W * (0.08 + k * 0.13))}" y="${f1(gy - H * 0.13)}" width="${f1(W * 0.12)}" height="${f1(H * 0.025)}" fill="#a7834f"/>`;
      return (
        `<rect width="${W}" height="${H}" fill="${pal.wall}"/><rect width="${W}" height="${f1(H * 0.14)}" fill="${pal.sky1}"/>` +
        `<rect x="0" y="${f1(gy)}" width="${W}" height="${f1(H - gy)}" fill="${pal.ground}"/>` +
        boxes +
        gear(W * 0.62, H * 0.42, H * 0.16, 12, pal.sky1) +
        gear(W * 0.77, H * 0.58, H * 0.1, 9, pal.accent) +
        `<g transform="rotate(-35 ${f1(W * 0.85)} ${f1(H * 0.3)})"><rect x="${f1(W * 0.82)}" y="${f1(H * 0.3)}" width="${f1(W * 0.12)}" height="${f1(H * 0.04)}" rx="8" fill="#5a6478"/><circle cx="${f1(W * 0.94)}" cy="${f1(H * 0.32)}" r="${f1(H * 0.045)}" fill="#5a6478"/></g>`
      );
    }
    case 'finance':
      return (
        sky(W, H, pal) +
        panel(W * 0.12, H * 0.14, W * 0.32, H * 0.74) +
        panel(W * 0.15, H * 0.19, W * 0.14, H * 0.05, pal.sky1, 4) +
        lines(W * 0.15, H * 0.3, W * 0.26, 8, H * 0.06) +
        `<ellipse cx="${f1(W * 0.58)}" cy="${f1(H * 0.78)}" rx="${f1(W * 0.07)}" ry="${f1(H * 0.04)}" fill="#c99a2e"/>` +
        [0, 1, 2, 3, 4]
          .map(
            (k) =>
              `<rect x="${f1(W * 0.51)}" y="${f1(H * (0.7 - k * 0.06))}" width="${f1(W * 0.14)}" height="${f1(H * 0.07)}" rx="${f1(H * 0.03)}" fill="${k % 2 ? '#e2b340' : '#d4a437'}"/>`,
          )
          .join('') +
        `<text x="${f1(W * 0.8)}" y="${f1(H * 0.62)}" text-anchor="middle" font-family="${FONT}" font-size="${f1(H * 0.4)}" font-weight="700" fill="#fff" opacity=".9">%</text>` +
        `<circle cx="${f1(W * 0.74)}" cy="${f1(H * 0.8)}" r="${f1(H * 0.05)}" fill="none" stroke="${pal.accent}" stroke-width="${f1(H * 0.02)}"/><rect x="${f1(W * 0.76)}" y="${f1(H * 0.79)}" width="${f1(W * 0.12)}" height="${f1(H * 0.02)}" fill="${pal.accent}"/>`
      );
    case 'team': {
      const colors = [pal.sky1, pal.accent, '#2e8b80', '#5a6478', pal.hill1];
      return (
        sky(W, H, pal) +
        building(W * 0.08, H * 0.18, W * 0.84, gy - H * 0.18, pal, 'AUTOPOLIS') +
        `<rect x="0" y="${f1(gy)}" width="${W}" height="${f1(H - gy)}" fill="${pal.ground}"/>` +
        colors.map((c, k) => person(W * (0.2 + k * 0.15), H * 0.96, H * (0.42 + (k % 2) * 0.05), c)).join('')
      );
    }
    case 'map': {
      const pins: [number, number][] = [
        [0.42, 0.42],
        [0.25, 0.78],
        [0.48, 0.86],
      ];
      return (
        `<rect width="${W}" height="${H}" fill="#e7eedf"/>` +
        `<path d="M${f1(W * 0.62)} 0C${f1(W * 0.55)} ${f1(H * 0.3)} ${f1(W * 0.75)} ${f1(H * 0.5)} ${f1(W * 0.68)} ${H}" stroke="#9cc3e6" stroke-width="${f1(H * 0.05)}" fill="none"/>` +
        `<path d="M0 ${f1(H * 0.45)}C${f1(W * 0.3)} ${f1(H * 0.35)} ${f1(W * 0.6)} ${f1(H * 0.6)} ${W} ${f1(H * 0.4)}M${f1(W * 0.3)} 0C${f1(W * 0.35)} ${f1(H * 0.4)} ${f1(W * 0.2)} ${f1(H * 0.7)} ${f1(W * 0.3)} ${H}M0 ${f1(H * 0.8)}L${W} ${f1(H * 0.9)}" stroke="#fff" stroke-width="${f1(H * 0.03)}" fill="none"/>` +
        `<path d="M0 ${f1(H * 0.45)}C${f1(W * 0.3)} ${f1(H * 0.35)} ${f1(W * 0.6)} ${f1(H * 0.6)} ${W} ${f1(H * 0.4)}" stroke="#f3c969" stroke-width="${f1(H * 0.012)}" fill="none"/>` +
        `<rect x="${f1(W * 0.72)}" y="${f1(H * 0.12)}" width="${f1(W * 0.16)}" height="${f1(H * 0.18)}" rx="10" fill="#cfe1c0"/>` +
        pins.map(([x, y], k) => pin(W * x, H * y, H * 0.16, k === 0 ? pal.accent : pal.sky1)).join('')
      );
    }
    case 'winter':
      return (
        sky(W, H, PAL.winter) +
        hills(W, H, PAL.winter, seed) +
        trees(W, H, gy - H * 0.02, { hill2: '#2f5d50' }, seed, 5) +
        road(W, H, PAL.winter, gy) +
        snow(W, H, seed, 50) +
        car(carType, W * 0.3, gy + H * 0.1, carH, spec.carColor ?? PAL.winter.car, PAL.winter)
      );
    case 'press':
      return (
        sky(W, H, pal) +
        panel(W * 0.1, H * 0.12, W * 0.46, H * 0.76) +
        panel(W * 0.13, H * 0.18, W * 0.4, H * 0.09, '#1c2434', 4) +
        panel(W * 0.13, H * 0.32, W * 0.18, H * 0.26, pal.glass, 6) +
        lines(W * 0.33, H * 0.33, W * 0.2, 5, H * 0.05) +
        lines(W * 0.13, H * 0.63, W * 0.4, 4, H * 0.05) +
        panel(W * 0.7, H * 0.2, W * 0.1, H * 0.3, '#1c2434', W * 0.05) +
        `<rect x="${f1(W * 0.745)}" y="${f1(H * 0.5)}" width="${f1(W * 0.01)}" height="${f1(H * 0.3)}" fill="#1c2434"/>` +
        panel(W * 0.68, H * 0.8, W * 0.14, H * 0.04, '#1c2434', 6)
      );
    case 'faq':
      return (
        sky(W, H, pal) +
        panel(W * 0.12, H * 0.18, W * 0.36, H * 0.42, '#ffffff', 28) +
        `<path d="M${f1(W * 0.2)} ${f1(H * 0.59)}l${f1(W * 0.02)} ${f1(H * 0.12)} ${f1(W * 0.05)}-${f1(H * 0.12)}z" fill="#fff"/>` +
        `<text x="${f1(W * 0.3)}" y="${f1(H * 0.52)}" text-anchor="middle" font-family="${FONT}" font-size="${f1(H * 0.32)}" font-weight="700" fill="${pal.sky1}">?</text>` +
        panel(W * 0.54, H * 0.38, W * 0.32, H * 0.36, pal.accent, 28) +
        `<path d="M${f1(W * 0.78)} ${f1(H * 0.73)}l${f1(W * 0.03)} ${f1(H * 0.12)} ${f1(W * 0.02)}-${f1(H * 0.12)}z" fill="${pal.accent}"/>` +
        `<text x="${f1(W * 0.7)}" y="${f1(H * 0.65)}" text-anchor="middle" font-family="${FONT}" font-size="${f1(H * 0.26)}" font-weight="700" fill="#fff">!</text>`
      );
    case 'contact':
      return (
        sky(W, H, pal) +
        panel(W * 0.14, H * 0.26, W * 0.34, H * 0.46, '#ffffff', 10) +
        `<path d="M${f1(W * 0.14)} ${f1(H * 0.28)}L${f1(W * 0.31)} ${f1(H * 0.52)}L${f1(W * 0.48)} ${f1(H * 0.28)}" stroke="${pal.sky1}" stroke-width="${f1(H * 0.015)}" fill="none"/>` +
        panel(W * 0.58, H * 0.16, W * 0.13, H * 0.66, '#1c2434', 24) +
        panel(W * 0.595, H * 0.22, W * 0.1, H * 0.5, pal.glass, 10) +
        pin(W * 0.83, H * 0.7, H * 0.3, pal.accent)
      );
    case 'privacy':
      return (
        sky(W, H, pal) +
        `<path d="M${f1(W * 0.5)} ${f1(H * 0.1)}L${f1(W * 0.5 + H * 0.34)} ${f1(H * 0.24)}C${f1(W * 0.5 + H * 0.34)} ${f1(H * 0.62)} ${f1(W * 0.5 + H * 0.12)} ${f1(H * 0.82)} ${f1(W * 0.5)} ${f1(H * 0.9)}C${f1(W * 0.5 - H * 0.12)} ${f1(H * 0.82)} ${f1(W * 0.5 - H * 0.34)} ${f1(H * 0.62)} ${f1(W * 0.5 - H * 0.34)} ${f1(H * 0.24)}Z" fill="#fff" opacity=".95"/>` +
        panel(W * 0.5 - H * 0.12, H * 0.45, H * 0.24, H * 0.2, pal.sky1, 8) +
        `<path d="M${f1(W * 0.5 - H * 0.07)} ${f1(H * 0.45)}v-${f1(H * 0.06)}a${f1(H * 0.07)} ${f1(H * 0.07)} 0 0 1 ${f1(H * 0.14)} 0v${f1(H * 0.06)}" stroke="${pal.sky1}" stroke-width="${f1(H * 0.025)}" fill="none"/>` +
        lines(W * 0.08, H * 0.3, W * 0.22, 6, H * 0.07, '#ffffff44') +
        lines(W * 0.7, H * 0.3, W * 0.22, 6, H * 0.07, '#ffffff44')
      );
    case 'calendar':
      return (
        sky(W, H, pal) +
        sun(W * 0.8, H * 0.28, H * 0.12, pal.sun) +
        hills(W, H, pal, seed) +
        panel(W * 0.14, H * 0.16, W * 0.36, H * 0.7) +
        panel(W * 0.14, H * 0.16, W * 0.36, H * 0.14, pal.accent, 12) +
        Array.from({ length: 15 }, (_, k) =>
          panel(W * (0.17 + (k % 5) * 0.065), H * (0.36 + Math.floor(k / 5) * 0.15), W * 0.045, H * 0.1, k === 7 ? pal.sky1 : '#e3e8f0', 6),
        ).join('')
      );
    default:
      throw new Error(`unknown scene ${spec.scene}`);
  }
}
function flags(W: number, H: number, pal: Palette): string {
  let out = `<path d="M0 ${f1(H * 0.08)}Q${f1(W / 2)} ${f1(H * 0.2)} ${W} ${f1(H * 0.08)}" stroke="#fff" stroke-width="2" fill="none"/>`;
  const colors = [pal.accent, '#fff', '#0b3d91'];
  for (let k = 0; k < 12; k++) {
    const x = (W / 12) * k + W / 24;
    const t = x / W;
    const y = H * 0.08 + 4 * t * (1 - t) * H * 0.06;
    out += `<path d="M${f1(x - W * 0.015)} ${f1(y)}L${f1(x + W * 0.015)} ${f1(y)}L${f1(x)} ${f1(y + H * 0.06)}Z" fill="${colors[k % 3]}"/>`;
  }
  return out;
}
function logoSvg(name: string): string {
  const W = 240;
  const H = 120;
  const label = name.toUpperCase();
  const size = label.length <= 3 ? 48 : label.length <= 6 ? 34 : label.length <= 8 ? 28 : 24;
  const fit = label.length > 8 ? ` textLength="196" lengthAdjust="spacingAndGlyphs"` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(name)}">` +
    `<rect width="${W}" height="${H}" rx="12" fill="#ffffff"/><rect x="1" y="1" width="${W - 2}" height="${H - 2}" rx="11" fill="none" stroke="#dde3ee" stroke-width="2"/>` +
    `<text x="${W / 2}" y="${H / 2 + size * 0.36}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" letter-spacing="2" fill="#1c2434"${fit}>${esc(label)}</text>` +
    `<rect x="${W / 2 - 24}" y="${H / 2 + size * 0.36 + 12}" width="48" height="4" rx="2" fill="#0b3d91"/></svg>\n`
  );
}
/** An illustrated portrait: a figure on a coloured ground with the person's initials (no real person). */
function portraitSvg(spec: PortraitSpec): string {
  const W = 320;
  const H = 320;
  const pal = PAL[spec.pal] ?? PAL.blue;
  const initials = spec.name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.sky2}"/><stop offset="1" stop-color="${pal.sky1}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/>` +
    `<circle cx="160" cy="128" r="58" fill="${spec.skin ?? '#f1d3bd'}"/>` +
    `<path d="M52 320C52 236 100 204 160 204C220 204 268 236 268 320Z" fill="${pal.accent}"/>` +
    `<path d="M104 118C104 78 128 62 160 62C192 62 216 78 216 118C204 96 184 90 160 90C136 90 116 96 104 118Z" fill="${spec.hair ?? '#3a2e2a'}"/>` +
    `<text x="160" y="296" text-anchor="middle" font-family="${FONT}" font-size="30" font-weight="700" letter-spacing="2" fill="#ffffff">${esc(initials)}</text>` +
    `</svg>\n`
  );
}
/** The SVG file of an image reference. */
export function svgFile(img: ImageRef): string {
  if (img.kind === 'logo') return logoSvg((img.spec as LogoSpec).name);
  if (img.kind === 'portrait') return portraitSvg(img.spec as PortraitSpec);
  const [W, H] = SIZES[img.kind];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img">${scene(W, H, img.spec as SceneSpec)}</svg>\n`;
}
