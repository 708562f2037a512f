/**
 * The colours and car silhouettes of the generated SVG illustrations (mocks/generate/svg.ts draws them).
 */
import type { CarType, PaletteName } from '../generate/content.ts';

export type Palette = {
  sun: string;
  sky1: string;
  sky2: string;
  hill1: string;
  hill2: string;
  ground: string;
  accent: string;
  car: string;
  glass: string;
  wall: string;
};

export const FONT = "Inter, 'Segoe UI', Arial, sans-serif";
export const PAL: Record<PaletteName, Palette> = {
  blue: {
    sun: '#ffd27a',
    sky1: '#0b3d91',
    sky2: '#6f9de8',
    hill1: '#2f6cc7',
    hill2: '#184f9f',
    ground: '#26324a',
    accent: '#e85d04',
    car: '#f5f7fb',
    glass: '#cfe0f7',
    wall: '#eef2f8',
  },
  dusk: {
    sun: '#ffbf47',
    sky1: '#2d1b4e',
    sky2: '#e98a5f',
    hill1: '#7a4470',
    hill2: '#51305f',
    ground: '#241d2e',
    accent: '#ffbf47',
    car: '#eef1f7',
    glass: '#f6d1b2',
    wall: '#f4ece8',
  },
  teal: {
    sun: '#ffe08a',
    sky1: '#0d5564',
    sky2: '#93d6c9',
    hill1: '#2e8b80',
    hill2: '#1c6b66',
    ground: '#1f3038',
    accent: '#ffbf47',
    car: '#ffffff',
    glass: '#d8f1ec',
    wall: '#edf6f4',
  },
  slate: {
    sun: '#f2f4f8',
    sky1: '#1c2434',
    sky2: '#6d7a93',
    hill1: '#44506a',
    hill2: '#323d53',
    ground: '#151b27',
    accent: '#e85d04',
    car: '#dde3ee',
    glass: '#b9c6dc',
    wall: '#eceff4',
  },
  sand: {
    sun: '#fff3c4',
    sky1: '#f0a35e',
    sky2: '#fde5b8',
    hill1: '#d9865b',
    hill2: '#b96a4a',
    ground: '#3a2e2a',
    accent: '#0b3d91',
    car: '#0b3d91',
    glass: '#fff4dc',
    wall: '#fbf3e6',
  },
  green: {
    sun: '#fff3c4',
    sky1: '#1d6b48',
    sky2: '#a8e0b8',
    hill1: '#3f9a63',
    hill2: '#2a7a4e',
    ground: '#1e2d26',
    accent: '#ffbf47',
    car: '#ffffff',
    glass: '#dff5e6',
    wall: '#eef8f1',
  },
  winter: {
    sun: '#ffffff',
    sky1: '#7f9cc4',
    sky2: '#e8f0fa',
    hill1: '#ffffff',
    hill2: '#dbe6f3',
    ground: '#2f3a4d',
    accent: '#e85d04',
    car: '#b3261e',
    glass: '#e8f0fa',
    wall: '#f4f7fb',
  },
  red: {
    sun: '#ffbf47',
    sky1: '#7d1d1d',
    sky2: '#e98b6d',
    hill1: '#a8433a',
    hill2: '#82302b',
    ground: '#231a1a',
    accent: '#ffbf47',
    car: '#f5f7fb',
    glass: '#fbd9cc',
    wall: '#f8eeeb',
  },
  sepia: {
    sun: '#f5e6c8',
    sky1: '#6b4f35',
    sky2: '#e8d3b0',
    hill1: '#a9865f',
    hill2: '#8a6a48',
    ground: '#3b2c20',
    accent: '#c0392b',
    car: '#f3e3c3',
    glass: '#f5e6c8',
    wall: '#f3e8d6',
  },
  night: {
    sun: '#f2f4f8',
    sky1: '#0a1020',
    sky2: '#2d4a7a',
    hill1: '#1e2f52',
    hill2: '#15213b',
    ground: '#0c111c',
    accent: '#ffbf47',
    car: '#e85d04',
    glass: '#ffe7a8',
    wall: '#1f2a40',
  },
};

/** A car silhouette drawn in a 400x160 box, wheels standing on y=155. */
export type CarShape = { body: string; glass: string; wheels: number[]; r: number };

/** Car silhouettes drawn in a 400x160 box, wheels standing on y=155. */
export const CARS: Record<CarType, CarShape> = {
  hatch: {
    body: 'M22 128C16 128 14 120 16 112L20 98C22 90 30 86 42 84L112 76L150 44C156 39 164 36 174 36L262 36C276 36 288 42 296 52L330 84L366 90C380 92 388 100 388 112L388 122C388 126 385 128 380 128Z',
    glass: 'M122 78L156 48C160 45 166 44 172 44L226 44L226 78ZM236 44L260 44C270 44 279 48 285 56L310 78L236 78Z',
    wheels: [100, 310],
    r: 26,
  },
  suv: {
    body: 'M18 128L18 98C18 88 26 82 38 80L100 72L134 32C140 26 148 24 158 24L300 24C314 24 322 28 328 38L352 76L370 80C382 83 390 92 390 104L390 124C390 126 388 128 386 128Z',
    glass: 'M112 72L142 36C146 32 150 31 156 31L222 31L222 72ZM232 31L298 31C306 31 312 34 316 40L338 72L232 72Z',
    wheels: [104, 306],
    r: 28,
  },
  sports: {
    body: 'M10 128C8 118 12 108 26 104L120 90C150 70 180 58 220 56C262 56 296 66 326 84L372 94C388 98 394 108 392 122L390 128Z',
    glass: 'M150 88C176 72 198 64 222 63C250 63 272 70 292 84Z',
    wheels: [96, 318],
    r: 25,
  },
  van: {
    body: 'M14 128L14 36C14 26 22 20 32 20L290 20C304 20 312 26 318 36L350 84L374 90C386 93 392 102 392 112L392 124C392 126 390 128 388 128Z',
    glass: 'M296 30L300 30C306 30 310 33 313 38L338 80L296 80Z',
    wheels: [86, 318],
    r: 26,
  },
  pickup: {
    body: 'M10 128L10 78L176 78L186 40C188 32 194 28 204 28L282 28C292 28 300 32 306 40L334 78L372 84C384 86 392 96 392 106L392 124C392 126 390 128 388 128Z',
    glass: 'M196 72L202 42C203 38 206 36 210 36L246 36L246 72ZM254 36L280 36C288 36 294 39 298 45L318 72L254 72Z',
    wheels: [92, 318],
    r: 28,
  },
  sedan: {
    body: 'M14 128C10 120 12 108 24 104L40 96L110 86L150 52C158 45 168 42 180 42L262 42C276 42 286 46 294 54L322 84L370 92C384 95 390 104 390 114L390 124C390 126 388 128 386 128Z',
    glass: 'M124 84L156 56C161 52 168 50 176 50L226 50L226 84ZM236 50L260 50C270 50 278 53 284 59L306 84L236 84Z',
    wheels: [98, 312],
    r: 25,
  },
};
