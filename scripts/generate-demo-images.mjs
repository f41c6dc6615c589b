#!/usr/bin/env node
// Generates the offline demo photos for the sample listing
// "Elegante Jugendstil-Altbauwohnung in Schwabing".
//
// Every image is a hand-built vector illustration (SVG string assembled in code)
// rendered to JPEG with sharp/librsvg, so the demo works without network access.
//
// Usage: node scripts/generate-demo-images.mjs [name-filter...]
//   e.g. node scripts/generate-demo-images.mjs facade living

import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const W = 1600;
const H = 1067;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'demo-assets', 'property');
const MAX_BYTES = 250_000; // hard limit per image (bytes)

// ---------------------------------------------------------------------------
// Generic helpers
// ---------------------------------------------------------------------------

/** Deterministic PRNG (mulberry32) so the output is reproducible. */
function makeRng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.pick = (arr) => arr[Math.floor(next() * arr.length)];
  return next;
}

const r1 = (n) => Math.round(n * 10) / 10;
const pt = ([x, y]) => `${r1(x)},${r1(y)}`;
const pts = (arr) => arr.map(pt).join(' ');
const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));
const lerp = (a, b, t) => a + (b - a) * t;
const lerp2 = (p, q, t) => [lerp(p[0], q[0], t), lerp(p[1], q[1], t)];

function hexToRgb(hex) {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}
function rgbToHex([r, g, b]) {
  return '#' + [r, g, b].map((v) => clamp(Math.round(v), 0, 255).toString(16).padStart(2, '0')).join('');
}
/** Mix two hex colours. */
function mix(a, b, t) {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => lerp(v, B[i], t)));
}
/** Lighten (t>0) or darken (t<0) a colour. */
function shade(c, t) {
  return t >= 0 ? mix(c, '#ffffff', t) : mix(c, '#000000', -t);
}

/** Polygon outline with rounded corners (r in px, clamped per edge). */
function roundPath(P, r) {
  const n = P.length;
  let d = '';
  for (let i = 0; i < n; i++) {
    const p0 = P[(i - 1 + n) % n];
    const p1 = P[i];
    const p2 = P[(i + 1) % n];
    const l0 = Math.hypot(p0[0] - p1[0], p0[1] - p1[1]) || 1;
    const l2 = Math.hypot(p2[0] - p1[0], p2[1] - p1[1]) || 1;
    const ra = Math.min(r, l0 / 2);
    const rb = Math.min(r, l2 / 2);
    const a = lerp2(p1, p0, ra / l0);
    const b = lerp2(p1, p2, rb / l2);
    d += `${i === 0 ? 'M' : 'L'}${pt(a)}Q${pt(p1)} ${pt(b)}`;
  }
  return d + 'Z';
}

/** Convex hull (Andrew's monotone chain) of 2D points. */
function hull(points) {
  const p = points.map((q) => [q[0], q[1]]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const q = p[i];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], q) <= 0) upper.pop();
    upper.push(q);
  }
  upper.pop();
  lower.pop();
  return lower.concat(upper);
}

/** Collects defs and body markup for one SVG document. */
class Scene {
  constructor(seed) {
    this.defs = [];
    this.body = [];
    this.n = 0;
    this.rng = makeRng(seed);
    this.blurCache = new Map();
  }
  id(prefix = 'i') {
    this.n += 1;
    return `${prefix}${this.n}`;
  }
  add(...parts) {
    for (const p of parts) if (p) this.body.push(p);
  }
  def(s) {
    this.defs.push(s);
  }
  /** Linear gradient; coords as fractions of bbox unless user=true. Returns url(). */
  lin(stops, [x1, y1, x2, y2] = [0, 0, 0, 1], user = false) {
    const id = this.id('lg');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.def(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units}>${stopsXml(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  /** Radial gradient (bbox fractions unless user=true). */
  rad(stops, cx = 0.5, cy = 0.5, r = 0.5, user = false, extra = '') {
    const id = this.id('rg');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.def(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${units} ${extra}>${stopsXml(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** Gaussian blur filter, cached per radius. Returns url(). */
  blur(sd) {
    const key = String(sd);
    if (!this.blurCache.has(key)) {
      const id = this.id('bl');
      this.def(
        `<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
      );
      this.blurCache.set(key, `url(#${id})`);
    }
    return this.blurCache.get(key);
  }
  /** Wrap everything added inside fn() into one <g> with the given attributes. */
  group(attrs, fn) {
    const start = this.body.length;
    fn();
    const items = this.body.splice(start);
    this.body.push(g(attrs, ...items));
  }
  clip(inner) {
    const id = this.id('cp');
    this.def(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }
  toString() {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

function stopsXml(stops) {
  return stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a !== 1 ? ` stop-opacity="${a}"` : ''}/>`)
    .join('');
}

const poly = (P, attrs = '') => `<polygon points="${pts(P)}" ${attrs}/>`;
const pathEl = (d, attrs = '') => `<path d="${d}" ${attrs}/>`;
const rect = (x, y, w, h, attrs = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" ${attrs}/>`;
const ellipse = (cx, cy, rx, ry, attrs = '') =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" ${attrs}/>`;
const circle = (cx, cy, r, attrs = '') => `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" ${attrs}/>`;
const line = (a, b, attrs = '') =>
  `<line x1="${r1(a[0])}" y1="${r1(a[1])}" x2="${r1(b[0])}" y2="${r1(b[1])}" ${attrs}/>`;
const g = (attrs, ...inner) => `<g ${attrs}>${inner.filter(Boolean).join('')}</g>`;

// ---------------------------------------------------------------------------
// One-point perspective camera (x right, y up, z into the picture, metres)
// ---------------------------------------------------------------------------

function makeCamera({ f, cx, cy, eye }) {
  const [ex, ey, ez] = eye;
  const P = ([x, y, z]) => {
    const d = Math.max(z - ez, 0.05);
    return [cx + (f * (x - ex)) / d, cy - (f * (y - ey)) / d];
  };
  const cam = {
    f,
    eye,
    P,
    /** Projected scale (px per metre) at depth z. */
    k: (z) => f / (z - ez),
    poly: (P3, attrs = '') => poly(P3.map(P), attrs),
    /** Rectangle in the plane x = const. */
    qx: (x, y0, y1, z0, z1) => [
      [x, y0, z0],
      [x, y0, z1],
      [x, y1, z1],
      [x, y1, z0],
    ],
    /** Rectangle in the plane y = const. */
    qy: (y, x0, x1, z0, z1) => [
      [x0, y, z0],
      [x1, y, z0],
      [x1, y, z1],
      [x0, y, z1],
    ],
    /** Rectangle in the plane z = const. */
    qz: (z, x0, x1, y0, y1) => [
      [x0, y0, z],
      [x1, y0, z],
      [x1, y1, z],
      [x0, y1, z],
    ],
    /** Horizontal circle/ellipse as 3D points. */
    ringY: (x, y, z, rx, rz, n = 48) =>
      Array.from({ length: n }, (_, i) => {
        const a = (i / n) * Math.PI * 2;
        return [x + rx * Math.cos(a), y, z + rz * Math.sin(a)];
      }),
    /**
     * Axis-aligned box; draws only the faces visible from the eye.
     * fills: { top, bottom, front (z0), back (z1), left (x0), right (x1) }
     */
    box([x0, x1], [y0, y1], [z0, z1], fills, attrs = '', radius = 0) {
      const out = [];
      const face = (P3, fill) => {
        if (!fill) return;
        const p2 = P3.map(P);
        out.push(
          radius ? pathEl(roundPath(p2, radius), `fill="${fill}" ${attrs}`) : poly(p2, `fill="${fill}" ${attrs}`),
        );
      };
      if (ez < z0) face(cam.qz(z0, x0, x1, y0, y1), fills.front);
      if (ez > z1) face(cam.qz(z1, x0, x1, y0, y1), fills.back);
      if (ex < x0) face(cam.qx(x0, y0, y1, z0, z1), fills.left);
      if (ex > x1) face(cam.qx(x1, y0, y1, z0, z1), fills.right);
      if (ey > y1) face(cam.qy(y1, x0, x1, z0, z1), fills.top);
      if (ey < y0) face(cam.qy(y0, x0, x1, z0, z1), fills.bottom);
      return out.join('');
    },
    /** Silhouette of a solid of revolution defined by rings [{y, r}] around (x, z). */
    lathe(x, z, rings, n = 40) {
      const all = [];
      for (const { y, r, rz } of rings) all.push(...cam.ringY(x, y, z, r, rz ?? r, n).map(P));
      return hull(all);
    },
  };
  return cam;
}

/**
 * Herringbone parquet on the floor plane y=0, clipped to the floor polygon.
 * Planks are generated in floor coordinates and projected individually.
 */
function herringbone(s, cam, { x0, x1, z0, z1, w = 0.075, k = 6, palette, gap = '#5a3b22', seed = 7, clipPts }) {
  const rng = makeRng(seed);
  const out = [];
  const s2 = Math.SQRT1_2;
  const toFloor = (u, v) => [w * (u - v) * s2, w * (u + v) * s2];
  const stripW = Math.SQRT2 * k * w;
  const mMin = Math.floor(x0 / stripW) - 2;
  const mMax = Math.ceil(x1 / stripW) + 2;
  const stepZ = Math.SQRT2 * w; // z advance per n
  const nMin = Math.floor(z0 / stepZ) - k - 4;
  const nMax = Math.ceil(z1 / stepZ) + k + 4;
  const planks = [];
  for (let m = mMin; m <= mMax; m++) {
    for (let n = nMin; n <= nMax; n++) {
      const du = n + m * k;
      const dv = n - m * k;
      const hRect = [
        [du, dv],
        [du + k, dv],
        [du + k, dv + 1],
        [du, dv + 1],
      ];
      const vRect = [
        [du + k, dv - k + 1],
        [du + k + 1, dv - k + 1],
        [du + k + 1, dv + 1],
        [du + k, dv + 1],
      ];
      for (const r of [hRect, vRect]) {
        const fl = r.map(([u, v]) => toFloor(u, v));
        const zs = fl.map((q) => q[1]);
        const xs = fl.map((q) => q[0]);
        if (Math.max(...zs) < z0 || Math.min(...zs) > z1) continue;
        if (Math.max(...xs) < x0 || Math.min(...xs) > x1) continue;
        if (Math.min(...zs) < cam.eye[2] + 0.6) continue;
        planks.push(fl);
      }
    }
  }
  // far planks first (doesn't matter for a flat floor but keeps strokes tidy)
  planks.sort((a, b) => Math.max(...b.map((q) => q[1])) - Math.max(...a.map((q) => q[1])));
  for (const fl of planks) {
    const P2 = fl.map(([x, z]) => cam.P([x, 0, z]));
    const zc = fl.reduce((acc, q) => acc + q[1], 0) / 4;
    const base = palette[Math.floor(rng() * palette.length)];
    const c = shade(base, rng.range(-0.08, 0.08));
    const sw = clamp(5.5 / zc, 0.35, 1.6);
    out.push(poly(P2, `fill="${c}" stroke="${gap}" stroke-opacity="0.45" stroke-width="${sw.toFixed(2)}"`));
  }
  const clipId = s.clip(poly(clipPts));
  return g(`clip-path="${clipId}"`, ...out);
}

/** Foliage blob cluster (tree crowns, shrubs) in screen space. */
function foliage(s, cx, cy, rx, ry, { n = 40, colors, seed = 1, light = [-0.5, -0.7], blurPx = 0 }) {
  const rng = makeRng(seed);
  const out = [];
  const blobs = [];
  for (let i = 0; i < n; i++) {
    const a = rng() * Math.PI * 2;
    const d = Math.sqrt(rng());
    const x = cx + Math.cos(a) * d * rx * 0.85;
    const y = cy + Math.sin(a) * d * ry * 0.85;
    const r = rng.range(0.22, 0.38) * Math.min(rx, ry);
    blobs.push({ x, y, r });
  }
  // darker, lower blobs first; lighter upper-left blobs on top
  blobs.sort(
    (a, b) => (b.y - cy) * -light[1] + (b.x - cx) * -light[0] - ((a.y - cy) * -light[1] + (a.x - cx) * -light[0]),
  );
  for (const b of blobs) {
    const lt = clamp(((b.x - cx) * light[0] + (b.y - cy) * light[1]) / Math.max(rx, ry), -1, 1);
    const idx = clamp(Math.round(((lt + 1) / 2) * (colors.length - 1)), 0, colors.length - 1);
    out.push(circle(b.x, b.y, b.r, `fill="${colors[idx]}"`));
  }
  return g(blurPx ? `filter="${s.blur(blurPx)}"` : '', ...out);
}

/**
 * Leafy tree crown: several lobes, each shaded like a sphere with many small
 * leaf clusters so the silhouette is ragged and the light reads naturally.
 */
function leafyCrown(
  lobes,
  { seed = 1, palette, light = [-0.5, -0.6, 0.62], leaf = 9, density = 1.5, holes = 0, noise = 0.2 },
) {
  const rng = makeRng(seed);
  const out = [];
  for (const L of lobes) out.push(circle(L.x, L.y, L.r * 0.92, `fill="${palette[0]}"`));
  const dots = [];
  for (const L of lobes) {
    const n = Math.round(((L.r * L.r) / (leaf * leaf)) * density);
    for (let i = 0; i < n; i++) {
      const a = rng() * Math.PI * 2;
      const d = Math.sqrt(rng());
      const dx = Math.cos(a) * d;
      const dy = Math.sin(a) * d;
      const nz = Math.sqrt(Math.max(0, 1 - d * d));
      const b = dx * light[0] + dy * light[1] + nz * light[2] + rng.range(-noise, noise);
      dots.push({ x: L.x + dx * L.r, y: L.y + dy * L.r, r: leaf * rng.range(0.55, 1.15), b, z: nz + rng() * 0.3 });
    }
  }
  dots.sort((p, q) => p.z - q.z);
  for (const d of dots) {
    const idx = clamp(Math.floor(((d.b + 0.7) / 1.7) * palette.length), 0, palette.length - 1);
    out.push(circle(d.x, d.y, d.r, `fill="${palette[idx]}"`));
  }
  for (let i = 0; i < holes; i++) {
    const L = lobes[Math.floor(rng() * lobes.length)];
    const a = rng() * Math.PI * 2;
    const d = rng.range(0.3, 0.75);
    out.push(
      circle(
        L.x + Math.cos(a) * d * L.r,
        L.y + Math.sin(a) * d * L.r,
        leaf * rng.range(0.4, 0.8),
        `fill="${palette[0]}" opacity="0.8"`,
      ),
    );
  }
  return out.join('');
}

/** Small leaf (pointed ellipse) path at p, angle a (rad), length l, width w. */
function leafPath([x, y], a, l, w) {
  const c = Math.cos(a);
  const sn = Math.sin(a);
  const P = (u, v) => [x + u * c - v * sn, y + u * sn + v * c];
  return `M${pt(P(0, 0))}Q${pt(P(l * 0.45, -w))} ${pt(P(l, 0))}Q${pt(P(l * 0.45, w))} ${pt(P(0, 0))}Z`;
}

/** Leafy house plant: stems + leaves fanning out from (x, y) upwards; scale in px. */
function housePlant(s, x, y, scale, { seed = 3, kind = 'fig', colors } = {}) {
  const rng = makeRng(seed);
  const cols = colors ?? ['#2f5a2e', '#3d6f36', '#4f8a3f', '#6aa24c', '#8bbd5c'];
  const out = [];
  if (kind === 'fig') {
    // trunk
    const top = [x + scale * 0.05, y - scale * 1.6];
    out.push(
      pathEl(
        `M${pt([x, y])}Q${pt([x - scale * 0.08, y - scale * 0.8])} ${pt(top)}`,
        `stroke="#5b4632" stroke-width="${r1(scale * 0.035)}" fill="none"`,
      ),
    );
    const leaves = [];
    for (let i = 0; i < 46; i++) {
      const t = rng.range(0.25, 1);
      const ly = y - scale * (0.5 + t * 1.25);
      const lx = x + rng.range(-0.45, 0.45) * scale * (0.4 + t * 0.6);
      const side = lx < x ? -1 : 1;
      const a = -Math.PI / 2 + side * rng.range(0.4, 1.3) + rng.range(-0.3, 0.3);
      leaves.push({ lx, ly, a, l: scale * rng.range(0.22, 0.32), w: scale * rng.range(0.09, 0.13) });
    }
    leaves.sort((a, b) => a.ly - b.ly);
    leaves.reverse();
    for (const L of leaves) {
      const c = rng.pick(cols);
      out.push(pathEl(leafPath([L.lx, L.ly], L.a, L.l, L.w), `fill="${c}"`));
      const tip = [L.lx + Math.cos(L.a) * L.l * 0.8, L.ly + Math.sin(L.a) * L.l * 0.8];
      out.push(
        line([L.lx, L.ly], tip, `stroke="${shade(c, 0.25)}" stroke-width="${r1(scale * 0.006) || 0.6}" opacity="0.7"`),
      );
    }
  } else if (kind === 'monstera' || kind === 'palm') {
    const n = kind === 'palm' ? 14 : 11;
    for (let i = 0; i < n; i++) {
      const a = -Math.PI / 2 + rng.range(-1.25, 1.25);
      const len = scale * rng.range(0.6, 1.05);
      const end = [x + Math.cos(a) * len, y + Math.sin(a) * len * 0.95];
      const ctrl = [x + Math.cos(a) * len * 0.5, y + Math.sin(a) * len * 0.5 - scale * 0.15];
      out.push(
        pathEl(
          `M${pt([x, y])}Q${pt(ctrl)} ${pt(end)}`,
          `stroke="#4d6b35" stroke-width="${r1(scale * 0.018)}" fill="none"`,
        ),
      );
      const c = rng.pick(cols);
      if (kind === 'palm') {
        const la = a + rng.range(-0.2, 0.2);
        for (let j = 0; j < 9; j++) {
          const t = 0.35 + j * 0.075;
          const p = [x + Math.cos(a) * len * t, y + Math.sin(a) * len * t * 0.95 - scale * 0.1 * Math.sin(Math.PI * t)];
          for (const sd of [-1, 1])
            out.push(
              pathEl(leafPath(p, la + sd * 1.0 + 0.4, scale * 0.22 * (1.1 - t * 0.6), scale * 0.025), `fill="${c}"`),
            );
        }
      } else {
        const lw = scale * rng.range(0.22, 0.3);
        const la = a + rng.range(-0.3, 0.3);
        const lp = lerp2([x, y], end, 0.45);
        out.push(pathEl(leafPath(lp, la, lw * 1.9, lw * 0.75), `fill="${c}"`));
        // midrib + side veins
        const tip = [lp[0] + Math.cos(la) * lw * 1.8, lp[1] + Math.sin(la) * lw * 1.8];
        out.push(
          line(lp, tip, `stroke="${shade(c, 0.3)}" stroke-width="${r1(Math.max(0.8, scale * 0.008))}" opacity="0.8"`),
        );
        for (let v = 1; v < 5; v++) {
          const q = lerp2(lp, tip, v / 5);
          for (const sd of [-1, 1]) {
            const va = la + sd * 1.0;
            const len = lw * 0.55 * Math.sin((Math.PI * v) / 5);
            out.push(
              line(
                q,
                [q[0] + Math.cos(va) * len, q[1] + Math.sin(va) * len],
                `stroke="${shade(c, 0.22)}" stroke-width="${r1(Math.max(0.6, scale * 0.005))}" opacity="0.6"`,
              ),
            );
          }
        }
      }
    }
  }
  return out.join('');
}

// ---------------------------------------------------------------------------
// Shared interior pieces
// ---------------------------------------------------------------------------

/** A tall Altbau window (Kastenfenster) set into the back wall z=zb, with reveal. */
function backWindow(
  s,
  cam,
  { x0, x1, y0, y1, zb, depth = 0.32, outside, frame = '#fbfaf6', transom = 0.55, door = false },
) {
  const out = [];
  const zi = zb + depth;
  // opening faces (reveal)
  const reveal = '#e9e3d8';
  const revealDark = '#d8d0c2';
  out.push(
    cam.poly(
      [
        [x0, y0, zb],
        [x0, y0, zi],
        [x0, y1, zi],
        [x0, y1, zb],
      ],
      `fill="${cam.eye[0] > x0 ? reveal : revealDark}"`,
    ),
  );
  out.push(
    cam.poly(
      [
        [x1, y0, zb],
        [x1, y0, zi],
        [x1, y1, zi],
        [x1, y1, zb],
      ],
      `fill="${cam.eye[0] < x1 ? reveal : revealDark}"`,
    ),
  );
  out.push(
    cam.poly(
      [
        [x0, y1, zb],
        [x1, y1, zb],
        [x1, y1, zi],
        [x0, y1, zi],
      ],
      `fill="#cfc7b9"`,
    ),
  );
  if (!door)
    out.push(
      cam.poly(
        [
          [x0, y0, zb],
          [x1, y0, zb],
          [x1, y0, zi],
          [x0, y0, zi],
        ],
        `fill="#f4f1ea"`,
      ),
    );
  // glass area with outside view
  const gq = cam.qz(zi, x0, x1, y0, y1).map(cam.P);
  const clipId = s.clip(poly(gq));
  out.push(g(`clip-path="${clipId}"`, outside(gq)));
  // frame
  const fw = 0.07;
  const bars = [];
  const ty = y1 - transom;
  bars.push(cam.qz(zi, x0, x1, y1 - fw, y1));
  bars.push(cam.qz(zi, x0, x1, y0, y0 + (door ? 0.12 : fw)));
  bars.push(cam.qz(zi, x0, x0 + fw, y0, y1));
  bars.push(cam.qz(zi, x1 - fw, x1, y0, y1));
  bars.push(cam.qz(zi, x0, x1, ty - fw / 2, ty + fw / 2));
  const xm = (x0 + x1) / 2;
  bars.push(cam.qz(zi, xm - fw * 0.6, xm + fw * 0.6, y0, ty));
  bars.push(cam.qz(zi, xm - 0.02, xm + 0.02, ty, y1));
  // glazing bars (Sprossen) in the casements
  const pane = (ty - y0) / 3;
  for (let i = 1; i < 3; i++) bars.push(cam.qz(zi, x0, x1, y0 + pane * i - 0.018, y0 + pane * i + 0.018));
  if (door) bars.push(cam.qz(zi, x0, x1, y0, y0 + pane * 0.9));
  for (const b of bars) out.push(cam.poly(b, `fill="${frame}"`));
  // thin shadow lines on frame
  out.push(cam.poly(cam.qz(zi, xm - 0.005, xm + 0.005, y0, ty), 'fill="#c9c2b4"'));
  // handles
  const hp = cam.P([xm + 0.06, y0 + (ty - y0) * 0.5, zi - 0.02]);
  out.push(rect(hp[0] - 1.5, hp[1] - 8, 3, 16, 'fill="#b08d57" rx="1.5"'));
  return out.join('');
}

/** Sheer curtain panel hanging in front of the back wall, with folds. */
function curtain(s, cam, { x0, x1, y0, y1, z, color = '#fbf8f2', opacity = 0.78, seed = 2, folds = 7 }) {
  const rng = makeRng(seed);
  const tl = cam.P([x0, y1, z]);
  const tr = cam.P([x1, y1, z]);
  const bl = cam.P([x0, y0, z]);
  const br = cam.P([x1, y0, z]);
  const stops = [];
  for (let i = 0; i <= folds * 2; i++) {
    const t = i / (folds * 2);
    stops.push([t.toFixed(3), i % 2 ? shade(color, -rng.range(0.08, 0.16)) : color]);
  }
  const fill = s.lin(stops, [0, 0, 1, 0]);
  // slightly wavy hem
  let hem = '';
  for (let i = folds; i >= 0; i--) {
    const p = lerp2(bl, br, i / folds);
    hem += `L${pt([p[0], p[1] + (i % 2 ? 3 : -2)])}`;
  }
  const d = `M${pt(tl)}L${pt(tr)}L${pt(br)}${hem}L${pt(bl)}Z`;
  return pathEl(d, `fill="${fill}" opacity="${opacity}"`);
}

/** Moulded stucco cornice along the ceiling edges and a ceiling frame + rosette. */
function stuccoCeiling(s, cam, { X0, X1, Hc, ZB, zNear, rosette, inset = 0.55, tone = '#f7f4ee' }) {
  const out = [];
  const sh = '#d9d2c5';
  const mid = '#ece6dc';
  // cornice bands on the walls (just below the ceiling)
  const bands = [
    [Hc - 0.05, Hc, '#fbf9f5'],
    [Hc - 0.11, Hc - 0.05, sh],
    [Hc - 0.16, Hc - 0.11, '#f8f5ef'],
    [Hc - 0.2, Hc - 0.16, mid],
    [Hc - 0.235, Hc - 0.2, '#fbf9f5'],
    [Hc - 0.25, Hc - 0.235, sh],
  ];
  for (const [a, b, c] of bands) {
    out.push(cam.poly(cam.qz(ZB, X0, X1, a, b), `fill="${c}"`));
    out.push(cam.poly(cam.qx(X0, a, b, zNear, ZB), `fill="${shade(c, -0.05)}"`));
    out.push(cam.poly(cam.qx(X1, a, b, zNear, ZB), `fill="${shade(c, -0.07)}"`));
  }
  // egg-and-dart like dentils on the back wall band
  const dn = 60;
  for (let i = 0; i < dn; i++) {
    const xa = X0 + ((X1 - X0) * (i + 0.2)) / dn;
    const xb = X0 + ((X1 - X0) * (i + 0.75)) / dn;
    out.push(cam.poly(cam.qz(ZB, xa, xb, Hc - 0.155, Hc - 0.12), `fill="${sh}"`));
  }
  for (const X of [X0, X1]) {
    const nz = 70;
    for (let i = 0; i < nz; i++) {
      const za = zNear + ((ZB - zNear) * (i + 0.2)) / nz;
      const zb2 = zNear + ((ZB - zNear) * (i + 0.7)) / nz;
      out.push(cam.poly(cam.qx(X, Hc - 0.155, Hc - 0.12, za, zb2), `fill="${shade(sh, -0.04)}"`));
    }
  }
  // cove strip on the ceiling
  const cov = 0.14;
  out.push(
    cam.poly(
      [
        [X0, Hc, ZB],
        [X1, Hc, ZB],
        [X1 - cov, Hc, ZB - cov],
        [X0 + cov, Hc, ZB - cov],
      ],
      `fill="${shade(tone, -0.04)}"`,
    ),
  );
  out.push(
    cam.poly(
      [
        [X0, Hc, zNear],
        [X0, Hc, ZB],
        [X0 + cov, Hc, ZB - cov],
        [X0 + cov, Hc, zNear],
      ],
      `fill="${shade(tone, -0.03)}"`,
    ),
  );
  out.push(
    cam.poly(
      [
        [X1, Hc, zNear],
        [X1, Hc, ZB],
        [X1 - cov, Hc, ZB - cov],
        [X1 - cov, Hc, zNear],
      ],
      `fill="${shade(tone, -0.05)}"`,
    ),
  );
  // ceiling frame moulding (double line)
  for (const [d, c, wdt] of [
    [inset, '#e2dbcf', 0.05],
    [inset + 0.09, '#e8e2d8', 0.03],
  ]) {
    const xa = X0 + d;
    const xb = X1 - d;
    const zb2 = ZB - d;
    const za = zNear;
    out.push(
      cam.poly(
        [
          [xa, Hc, za],
          [xa, Hc, zb2],
          [xa + wdt, Hc, zb2 - wdt],
          [xa + wdt, Hc, za],
        ],
        `fill="${c}"`,
      ),
    );
    out.push(
      cam.poly(
        [
          [xb, Hc, za],
          [xb, Hc, zb2],
          [xb - wdt, Hc, zb2 - wdt],
          [xb - wdt, Hc, za],
        ],
        `fill="${c}"`,
      ),
    );
    out.push(
      cam.poly(
        [
          [xa, Hc, zb2],
          [xb, Hc, zb2],
          [xb - wdt, Hc, zb2 - wdt],
          [xa + wdt, Hc, zb2 - wdt],
        ],
        `fill="${c}"`,
      ),
    );
  }
  // corner ornaments of the frame (quarter rosettes)
  for (const xc of [X0 + inset + 0.2, X1 - inset - 0.2]) {
    const ring = cam.ringY(xc, Hc, ZB - inset - 0.2, 0.12, 0.12, 24).map(cam.P);
    out.push(poly(ring, 'fill="none" stroke="#ddd5c8" stroke-width="2"'));
  }
  // rosette
  if (rosette) {
    const [rx, rz, R] = rosette;
    const rings = [
      [R, '#e7e0d4'],
      [R * 0.86, '#f6f3ed'],
      [R * 0.72, '#e2dace'],
      [R * 0.6, '#f8f6f1'],
      [R * 0.3, '#e4ddd1'],
      [R * 0.2, '#f9f7f3'],
    ];
    for (const [r, c] of rings) out.push(poly(cam.ringY(rx, Hc, rz, r, r, 64).map(cam.P), `fill="${c}"`));
    // petals
    const np = 20;
    for (let i = 0; i < np; i++) {
      const a = (i / np) * Math.PI * 2;
      const a2 = a + Math.PI / np;
      const p = [
        [rx + Math.cos(a) * R * 0.32, Hc, rz + Math.sin(a) * R * 0.32],
        [rx + Math.cos(a2 - 0.08) * R * 0.55, Hc, rz + Math.sin(a2 - 0.08) * R * 0.55],
        [rx + Math.cos(a2) * R * 0.6, Hc, rz + Math.sin(a2) * R * 0.6],
        [rx + Math.cos(a2 + 0.08) * R * 0.55, Hc, rz + Math.sin(a2 + 0.08) * R * 0.55],
        [rx + Math.cos(a + (2 * Math.PI) / np) * R * 0.32, Hc, rz + Math.sin(a + (2 * Math.PI) / np) * R * 0.32],
      ];
      out.push(cam.poly(p, 'fill="#ebe5da" stroke="#d6cec0" stroke-width="1"'));
    }
    // bead ring
    const nb = 40;
    for (let i = 0; i < nb; i++) {
      const a = (i / nb) * Math.PI * 2;
      const c3 = cam.P([rx + Math.cos(a) * R * 0.79, Hc, rz + Math.sin(a) * R * 0.79]);
      out.push(ellipse(c3[0], c3[1], cam.k(rz) * 0.018, cam.k(rz) * 0.008, 'fill="#d8d0c3"'));
    }
  }
  return out.join('');
}

/** Skirting board along back and side walls. */
function skirting(cam, { X0, X1, ZB, zNear, h = 0.2, color = '#f8f6f1' }) {
  return [
    cam.poly(cam.qz(ZB, X0, X1, 0, h), `fill="${color}"`),
    cam.poly(cam.qz(ZB, X0, X1, h - 0.02, h), `fill="${shade(color, -0.12)}"`),
    cam.poly(cam.qx(X0, 0, h, zNear, ZB), `fill="${shade(color, -0.04)}"`),
    cam.poly(cam.qx(X0, h - 0.02, h, zNear, ZB), `fill="${shade(color, -0.15)}"`),
    cam.poly(cam.qx(X1, 0, h, zNear, ZB), `fill="${shade(color, -0.08)}"`),
    cam.poly(cam.qx(X1, h - 0.02, h, zNear, ZB), `fill="${shade(color, -0.18)}"`),
  ].join('');
}

/** Soft contact shadow: projected floor polygon, blurred. */
function floorShadow(s, cam, P3, { opacity = 0.35, blurPx = 8, color = '#2b1d12' } = {}) {
  return cam.poly(P3, `fill="${color}" opacity="${opacity}" filter="${s.blur(blurPx)}"`);
}

/** Sun patches on the floor cast through window panes (direction d = [dx, dy<0, dz]). */
function sunPatches(s, cam, panes, d, { opacity = 0.5, blurPx = 5, color = '#fff6dc', zb }) {
  const out = [];
  for (const [x0, x1, y0, y1] of panes) {
    const hit = (x, y) => {
      const t = -y / d[1];
      return [x + d[0] * t, 0.002, zb + d[2] * t];
    };
    out.push(cam.poly([hit(x0, y0), hit(x1, y0), hit(x1, y1), hit(x0, y1)], `fill="${color}"`));
  }
  return g(`opacity="${opacity}" filter="${s.blur(blurPx)}"`, ...out);
}

/** Wall light gradient overlay (darker towards a corner), returns polygon markup. */
function vignette(s, strength = 0.35) {
  const fill = s.rad(
    [
      [0, '#000', 0],
      [0.65, '#000', 0],
      [1, '#1a120a', strength],
    ],
    0.5,
    0.5,
    0.75,
  );
  return rect(0, 0, W, H, `fill="${fill}"`);
}

/** Outside view through windows: sky, trees, facade opposite. */
function outsideView(s, seed, { warm = false } = {}) {
  return (gq) => {
    const xs = gq.map((p) => p[0]);
    const ys = gq.map((p) => p[1]);
    const x0 = Math.min(...xs);
    const x1 = Math.max(...xs);
    const y0 = Math.min(...ys);
    const y1 = Math.max(...ys);
    const w = x1 - x0;
    const h = y1 - y0;
    const out = [];
    out.push(
      rect(
        x0,
        y0,
        w,
        h,
        `fill="${s.lin(
          warm
            ? [
                [0, '#bcd6ee'],
                [0.6, '#e9f1f7'],
                [1, '#fbf4e6'],
              ]
            : [
                [0, '#a9cdf0'],
                [0.7, '#e3eff9'],
                [1, '#f4f7f9'],
              ],
        )}"`,
      ),
    );
    // facade across the street
    out.push(rect(x0 + w * 0.1, y0 + h * 0.35, w * 1.2, h, `fill="#efe1c7" opacity="0.8"`));
    const rng = makeRng(seed);
    for (let i = 0; i < 4; i++) {
      for (let j = 0; j < 5; j++) {
        out.push(
          rect(
            x0 + w * (0.18 + i * 0.26),
            y0 + h * (0.42 + j * 0.14),
            w * 0.1,
            h * 0.08,
            `fill="#b9c3c9" opacity="0.7"`,
          ),
        );
      }
    }
    out.push(
      foliage(s, x0 + w * 0.3, y0 + h * 0.55, w * 0.55, h * 0.35, {
        n: 30,
        seed: seed + rng() * 100,
        colors: ['#7fa36a', '#96b97a', '#afcc8f', '#c4dca6'],
        blurPx: 3,
      }),
    );
    // bright bloom
    out.push(rect(x0, y0, w, h, `fill="#ffffff" opacity="0.28"`));
    return out.join('');
  };
}

// ---------------------------------------------------------------------------
// 02 – Living room
// ---------------------------------------------------------------------------

function livingRoom() {
  const s = new Scene(202);
  const cam = makeCamera({ f: 1000, cx: 800, cy: 525, eye: [0.2, 1.45, 0] });
  const X0 = -3.3;
  const X1 = 3.3;
  const Hc = 3.7;
  const ZB = 8.6;
  const zN = 0.6;

  // ceiling
  s.add(
    cam.poly(
      cam.qy(Hc, X0, X1, zN, ZB),
      `fill="${s.lin(
        [
          [0, '#ece7de'],
          [1, '#f7f4ef'],
        ],
        [0, 0, 0, 1],
      )}"`,
    ),
  );
  // back wall lit softly from the windows
  s.add(
    cam.poly(
      cam.qz(ZB, X0, X1, 0, Hc),
      `fill="${s.lin(
        [
          [0, '#f6f2ea'],
          [1, '#ebe4d8'],
        ],
        [0, 0, 0, 1],
      )}"`,
    ),
  );
  // side walls
  s.add(
    cam.poly(
      cam.qx(X0, 0, Hc, zN, ZB),
      `fill="${s.lin(
        [
          [0, '#ddd5c8'],
          [1, '#efe9df'],
        ],
        [0, 0, 1, 0],
      )}"`,
    ),
  );
  s.add(
    cam.poly(
      cam.qx(X1, 0, Hc, zN, ZB),
      `fill="${s.lin(
        [
          [0, '#f3eee6'],
          [1, '#d8cfc1'],
        ],
        [0, 0, 1, 0],
      )}"`,
    ),
  );

  // windows + balcony door on back wall
  const winL = { x0: -2.55, x1: -1.3, y0: 0.55, y1: 3.15 };
  const door = { x0: -0.62, x1: 0.62, y0: 0, y1: 3.15 };
  const winR = { x0: 1.3, x1: 2.55, y0: 0.55, y1: 3.15 };
  // glow around windows
  for (const w0 of [winL, door, winR]) {
    s.add(
      cam.poly(
        cam.qz(ZB, w0.x0 - 0.25, w0.x1 + 0.25, w0.y0 - 0.1, w0.y1 + 0.2),
        `fill="#fffdf6" opacity="0.55" filter="${s.blur(22)}"`,
      ),
    );
  }
  s.add(stuccoCeiling(s, cam, { X0, X1, Hc, ZB, zNear: zN, rosette: [0.1, 5.4, 0.55] }));
  s.add(backWindow(s, cam, { ...winL, zb: ZB, outside: outsideView(s, 11) }));
  s.add(backWindow(s, cam, { ...door, zb: ZB, door: true, outside: outsideView(s, 12) }));
  s.add(backWindow(s, cam, { ...winR, zb: ZB, outside: outsideView(s, 13) }));
  // curtain rods + sheers
  for (const w0 of [winL, door, winR]) {
    s.add(cam.poly(cam.qz(ZB - 0.12, w0.x0 - 0.35, w0.x1 + 0.35, 3.36, 3.39), 'fill="#8c7452"'));
    s.add(curtain(s, cam, { x0: w0.x0 - 0.33, x1: w0.x0 + 0.12, y0: 0.01, y1: 3.37, z: ZB - 0.12, seed: w0.x0 * 10 }));
    s.add(curtain(s, cam, { x0: w0.x1 - 0.12, x1: w0.x1 + 0.33, y0: 0.01, y1: 3.37, z: ZB - 0.12, seed: w0.x1 * 10 }));
  }

  s.add(skirting(cam, { X0, X1, ZB, zNear: zN, h: 0.22 }));
  // door frame on right wall (double-wing Altbau door, partly visible)
  {
    const z0 = 7.1;
    const z1 = 8.25;
    const fr = '#f9f7f2';
    s.add(cam.poly(cam.qx(X1, 0, 2.75, z0 - 0.12, z1 + 0.12), `fill="${fr}" stroke="#d9d1c3" stroke-width="1.5"`));
    s.add(cam.poly(cam.qx(X1, 0, 2.63, z0, z1), `fill="#e3dccf"`));
    s.add(cam.poly(cam.qx(X1, 0, 2.63, (z0 + z1) / 2 - 0.006, (z0 + z1) / 2 + 0.006), `fill="#b9ae9c"`));
    for (const [a, b] of [
      [z0 + 0.05, (z0 + z1) / 2 - 0.02],
      [(z0 + z1) / 2 + 0.02, z1 - 0.05],
    ]) {
      s.add(cam.poly(cam.qx(X1, 1.5, 2.45, a + 0.07, b - 0.07), 'fill="#ebe5da" stroke="#c4b9a6" stroke-width="2.5"'));
      s.add(cam.poly(cam.qx(X1, 0.25, 1.3, a + 0.07, b - 0.07), 'fill="#ebe5da" stroke="#c4b9a6" stroke-width="2.5"'));
    }
    s.add(cam.poly(cam.qx(X1, 2.75, 2.95, z0 - 0.18, z1 + 0.18), `fill="${fr}"`));
  }

  // floor
  const floorQ = cam.qy(0, X0, X1, zN, ZB).map(cam.P);
  s.add(poly(floorQ, 'fill="#b58a5a"'));
  s.add(
    herringbone(s, cam, {
      x0: X0,
      x1: X1,
      z0: 1.5,
      z1: ZB,
      clipPts: floorQ,
      palette: ['#c99a66', '#bf8e5a', '#d3a673', '#b98655', '#c79560', '#dcb07d'],
      seed: 21,
    }),
  );
  // floor tone: warmer near, polished sheen near windows
  s.add(
    poly(
      floorQ,
      `fill="${s.lin(
        [
          [0, '#fff3dc', 0.25],
          [0.5, '#000', 0],
          [1, '#3b2412', 0.25],
        ],
        [0, 0, 0, 1],
      )}"`,
    ),
  );
  // reflections of windows in the polished floor
  for (const w0 of [winL, door, winR]) {
    const refl = [
      [w0.x0, -Math.max(w0.y0, 0.02), ZB],
      [w0.x1, -Math.max(w0.y0, 0.02), ZB],
      [w0.x1, -1.9, ZB],
      [w0.x0, -1.9, ZB],
    ].map(cam.P);
    s.add(
      g(
        `clip-path="${s.clip(poly(floorQ))}"`,
        poly(
          refl,
          `fill="${s.lin([
            [0, '#fffaf0', 0.55],
            [1, '#fffaf0', 0],
          ])}" filter="${s.blur(6)}"`,
        ),
      ),
    );
  }
  // sun patches
  const sun = [-0.32, -0.5, -1];
  const panesOf = (w0) => {
    const ty = w0.y1 - 0.55;
    const xm = (w0.x0 + w0.x1) / 2;
    const p = [];
    const ph = (ty - w0.y0) / 3;
    for (const [a, b] of [
      [w0.x0 + 0.07, xm - 0.04],
      [xm + 0.04, w0.x1 - 0.07],
    ]) {
      for (let i = 0; i < 3; i++) {
        if (w0.y0 === 0 && i === 0) continue;
        p.push([a, b, w0.y0 + ph * i + 0.03, w0.y0 + ph * (i + 1) - 0.03]);
      }
    }
    return p;
  };
  const sunSvg = sunPatches(s, cam, [...panesOf(winL), ...panesOf(door), ...panesOf(winR)], sun, {
    zb: ZB,
    opacity: 0.62,
    blurPx: 4,
    color: '#fffbec',
  });
  s.add(sunSvg);

  // rug
  const rug = { x0: -2.1, x1: 2.0, z0: 4.3, z1: 7.3 };
  s.add(floorShadow(s, cam, cam.qy(0, rug.x0, rug.x1, rug.z0, rug.z1), { opacity: 0.25, blurPx: 3 }));
  s.add(cam.poly(cam.qy(0.01, rug.x0, rug.x1, rug.z0, rug.z1), `fill="#e9e1d2"`));
  s.add(cam.poly(cam.qy(0.011, rug.x0 + 0.12, rug.x1 - 0.12, rug.z0 + 0.12, rug.z1 - 0.12), `fill="#6f8593"`));
  s.add(cam.poly(cam.qy(0.012, rug.x0 + 0.2, rug.x1 - 0.2, rug.z0 + 0.2, rug.z1 - 0.2), `fill="#e4dccb"`));
  {
    const cx = (rug.x0 + rug.x1) / 2;
    const cz = (rug.z0 + rug.z1) / 2;
    const dia = (rx, rz, c) =>
      cam.poly(
        [
          [cx - rx, 0.013, cz],
          [cx, 0.013, cz - rz],
          [cx + rx, 0.013, cz],
          [cx, 0.013, cz + rz],
        ],
        `fill="${c}"`,
      );
    s.add(dia(1.5, 1.1, '#c9b79b'), dia(1.25, 0.9, '#e4dccb'), dia(0.8, 0.58, '#b8806a'), dia(0.55, 0.4, '#e7dfcf'));
    // lattice lines
    for (let i = 1; i < 8; i++) {
      const x = rug.x0 + 0.2 + ((rug.x1 - rug.x0 - 0.4) * i) / 8;
      s.add(
        line(
          cam.P([x, 0.013, rug.z0 + 0.2]),
          cam.P([x, 0.013, rug.z1 - 0.2]),
          'stroke="#cfc4b0" stroke-width="1" opacity="0.6"',
        ),
      );
    }
  }
  s.add(
    sunPatches(s, cam, [...panesOf(winL), ...panesOf(door), ...panesOf(winR)], sun, {
      zb: ZB,
      opacity: 0.5,
      blurPx: 4,
      color: '#ffefc2',
    }),
  );

  // --- plants in the back corners ---
  const pot = (x, z, r, h, col) => {
    const body = cam.lathe(x, z, [
      { y: 0, r: r * 0.78 },
      { y: h, r },
    ]);
    return (
      floorShadow(s, cam, cam.ringY(x + 0.1, 0, z - 0.05, r * 1.3, r * 1.3, 20), { opacity: 0.3, blurPx: 6 }) +
      poly(
        body,
        `fill="${s.lin(
          [
            [0, shade(col, 0.15)],
            [0.5, col],
            [1, shade(col, -0.35)],
          ],
          [0, 0, 1, 0],
        )}"`,
      ) +
      poly(cam.ringY(x, h, z, r, r, 32).map(cam.P), `fill="${shade(col, -0.45)}"`)
    );
  };
  {
    const [px, pz] = [-2.85, 7.95];
    s.add(pot(px, pz, 0.24, 0.5, '#d9d3c8'));
    const base = cam.P([px, 0.48, pz]);
    s.add(housePlant(s, base[0], base[1], cam.k(pz) * 1.05, { seed: 5, kind: 'fig' }));
  }
  {
    const [px, pz] = [2.9, 8.05];
    s.add(pot(px, pz, 0.22, 0.42, '#b5764c'));
    const base = cam.P([px, 0.4, pz]);
    s.add(housePlant(s, base[0], base[1], cam.k(pz) * 1.25, { seed: 9, kind: 'palm' }));
  }

  // --- bookcase (built-in) on the left wall ---
  {
    const bx0 = X0;
    const bx1 = X0 + 0.4;
    const z0 = 4.6;
    const z1 = 7.2;
    const top = 2.75;
    const wood = '#f4f1eb';
    s.add(cam.poly(cam.qx(bx0 + 0.01, 0, top, z0, z1), 'fill="#d7d0c4"'));
    const shelves = [0.0, 0.45, 0.9, 1.3, 1.7, 2.1, 2.5];
    const rng = makeRng(77);
    const bookCols = [
      '#7b3b2e',
      '#2f4858',
      '#c9a66b',
      '#8c8c7a',
      '#d8cfc0',
      '#5d6f52',
      '#b55d3a',
      '#33363b',
      '#a89478',
      '#e2d6c0',
      '#6b4f75',
    ];
    for (let si = 0; si < shelves.length - 1; si++) {
      const ya = shelves[si] + 0.03;
      const yb = shelves[si + 1];
      // books along z, far to near
      const items = [];
      let z = z0 + 0.04;
      while (z < z1 - 0.06) {
        if (rng() < 0.1) {
          z += rng.range(0.12, 0.3);
          continue;
        }
        const t = rng.range(0.025, 0.06);
        const hgt = Math.min(yb - ya - 0.03, rng.range(0.24, 0.36));
        const dep = rng.range(0.2, 0.27);
        items.push({ z, t, hgt, dep, c: rng.pick(bookCols) });
        z += t + 0.004;
      }
      items.reverse();
      for (const b of items) {
        s.add(
          cam.box([bx0 + 0.05, bx0 + 0.05 + b.dep], [ya, ya + b.hgt], [b.z, b.z + b.t], {
            front: shade(b.c, -0.3),
            right: b.c,
            top: shade(b.c, 0.2),
            bottom: shade(b.c, -0.4),
          }),
        );
        if (b.t > 0.035) {
          const p = cam.qx(
            bx0 + 0.05 + b.dep + 0.001,
            ya + b.hgt * 0.72,
            ya + b.hgt * 0.78,
            b.z + 0.008,
            b.z + b.t - 0.008,
          );
          s.add(cam.poly(p, `fill="${shade(b.c, 0.45)}" opacity="0.6"`));
        }
      }
    }
    // shelf boards
    for (const y of shelves) {
      s.add(
        cam.box([bx0, bx1], [y, y + 0.035], [z0, z1], {
          top: shade(wood, -0.05),
          bottom: shade(wood, -0.18),
          right: wood,
          front: shade(wood, -0.1),
        }),
      );
    }
    // uprights
    s.add(cam.box([bx0, bx1], [0, top], [z1, z1 + 0.05], { right: wood, front: shade(wood, -0.12) }));
    s.add(cam.box([bx0, bx1], [0, top], [z0 - 0.05, z0], { right: wood, front: shade(wood, -0.12) }));
    s.add(
      cam.box([bx0, bx1], [top, top + 0.08], [z0 - 0.05, z1 + 0.05], {
        right: wood,
        front: shade(wood, -0.12),
        bottom: shade(wood, -0.2),
      }),
    );
  }

  // --- art above the sofa (right wall) ---
  {
    const z0 = 4.7;
    const z1 = 6.5;
    const y0 = 1.45;
    const y1 = 2.65;
    const xw = X1 - 0.01;
    s.add(
      cam.poly(
        cam.qx(xw, y0 - 0.04, y1 + 0.04, z0 - 0.04, z1 + 0.04).map(([x, y, z]) => [x, y - 0.03, z + 0.05]),
        `fill="#000" opacity="0.2" filter="${s.blur(6)}"`,
      ),
    );
    s.add(cam.poly(cam.qx(xw, y0 - 0.05, y1 + 0.05, z0 - 0.05, z1 + 0.05), 'fill="#b8955c"'));
    s.add(cam.poly(cam.qx(xw - 0.005, y0, y1, z0, z1), 'fill="#f5f0e6"'));
    // abstract composition
    const q = (a, b, c, d) =>
      cam.qx(xw - 0.01, y0 + (y1 - y0) * a, y0 + (y1 - y0) * b, z0 + (z1 - z0) * c, z0 + (z1 - z0) * d);
    s.add(cam.poly(q(0.1, 0.7, 0.08, 0.45), 'fill="#2f4b5c"'));
    s.add(cam.poly(q(0.35, 0.92, 0.38, 0.75), 'fill="#c7774f"'));
    s.add(cam.poly(q(0.08, 0.4, 0.55, 0.92), 'fill="#d9b36c"'));
    const sunC = cam.P([xw - 0.01, y0 + (y1 - y0) * 0.72, z0 + (z1 - z0) * 0.25]);
    s.add(ellipse(sunC[0], sunC[1], cam.k(5.2) * 0.1, cam.k(5.2) * 0.2, 'fill="#e9dcc3"'));
  }

  // --- floor lamp (arc) near the sofa ---
  {
    const bx = 2.75;
    const bz = 7.35;
    const base = cam.P([bx, 0, bz]);
    const topP = cam.P([bx - 0.2, 2.05, bz]);
    const endP = cam.P([1.9, 1.9, 6.0]);
    s.add(ellipse(base[0], base[1], cam.k(bz) * 0.17, cam.k(bz) * 0.035, 'fill="#2c2c2c"'));
    s.add(
      pathEl(
        `M${pt(base)}L${pt([base[0], topP[1] + 20])}Q${pt([base[0] - 10, topP[1] - 30])} ${pt(endP)}`,
        'stroke="#2d2b28" stroke-width="3" fill="none"',
      ),
    );
    const k = cam.k(6.0);
    const shadeP = [
      [endP[0] - k * 0.18, endP[1] + k * 0.22],
      [endP[0] - k * 0.09, endP[1]],
      [endP[0] + k * 0.09, endP[1]],
      [endP[0] + k * 0.18, endP[1] + k * 0.22],
    ];
    s.add(
      poly(
        shadeP,
        `fill="${s.lin(
          [
            [0, '#3b3a36'],
            [1, '#1f1e1c'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    s.add(ellipse(endP[0], endP[1] + k * 0.22, k * 0.18, k * 0.03, 'fill="#fff2cf"'));
  }

  // --- sofa along the right wall (deep green velvet) ---
  {
    const sx0 = 2.2;
    const sx1 = 3.25;
    const z0 = 4.55;
    const z1 = 7.05;
    const col = '#56705f';
    const F = (c) => ({
      top: s.lin(
        [
          [0, shade(c, 0.2)],
          [1, shade(c, 0.08)],
        ],
        [1, 0, 0, 1],
      ),
      left: s.lin([
        [0, shade(c, 0.02)],
        [1, shade(c, -0.14)],
      ]),
      front: s.lin([
        [0, shade(c, -0.14)],
        [1, shade(c, -0.3)],
      ]),
      right: shade(c, -0.1),
    });
    // contact shadow of the sofa on the wall
    s.add(
      cam.poly(
        cam.qx(X1 - 0.005, 0.1, 1.05, z0 + 0.05, z1 - 0.05),
        `fill="#2b2116" opacity="0.22" filter="${s.blur(10)}"`,
      ),
    );
    s.add(floorShadow(s, cam, cam.qy(0, sx0 - 0.1, sx1, z0 - 0.1, z1 + 0.05), { opacity: 0.45, blurPx: 10 }));
    // legs
    for (const [lx, lz] of [
      [sx0 + 0.06, z0 + 0.08],
      [sx0 + 0.06, z1 - 0.08],
    ]) {
      s.add(cam.box([lx, lx + 0.04], [0, 0.14], [lz, lz + 0.04], { left: '#3a2a1c', front: '#2a1d12' }));
    }
    s.add(cam.box([sx0 + 0.75, sx1], [0.14, 0.92], [z0 + 0.05, z1 - 0.05], F(col), '', 3)); // backrest
    s.add(cam.box([sx0, sx1], [0.14, 0.42], [z0, z1], F(col), '', 2)); // base
    // arm at far end
    s.add(cam.box([sx0, sx1], [0.14, 0.68], [z1 - 0.24, z1], F(shade(col, 0.02)), '', 4));
    // back cushions (far to near)
    const nSeat = 3;
    const segL = (z1 - z0 - 0.48) / nSeat;
    for (let i = nSeat - 1; i >= 0; i--) {
      const za = z0 + 0.24 + segL * i + 0.01;
      const zb2 = za + segL - 0.02;
      s.add(cam.box([sx0 + 0.55, sx0 + 0.8], [0.52, 0.98], [za, zb2], F(shade(col, 0.05)), '', 8));
    }
    for (let i = nSeat - 1; i >= 0; i--) {
      const za = z0 + 0.24 + segL * i + 0.01;
      const zb2 = za + segL - 0.02;
      s.add(cam.box([sx0 - 0.02, sx0 + 0.72], [0.42, 0.56], [za, zb2], F(shade(col, 0.08)), '', 6));
    }
    // throw pillows leaning against the back cushions
    const pillow = (zc, c, lean = 0.08, size = 0.42) => {
      const xb = sx0 + 0.66;
      const xf = xb - lean;
      const h = size;
      const P3 = [
        [xf, 0.56, zc - h / 2],
        [xf, 0.56, zc + h / 2],
        [xb, 0.56 + h, zc + h / 2 - 0.02],
        [xb, 0.56 + h, zc - h / 2 + 0.02],
      ];
      const P2 = P3.map(cam.P);
      const k = cam.k(zc);
      return (
        pathEl(
          roundPath(P2, k * 0.05),
          `fill="${s.lin(
            [
              [0, shade(c, 0.14)],
              [0.6, c],
              [1, shade(c, -0.22)],
            ],
            [1, 0, 0, 1],
          )}"`,
        ) + pathEl(roundPath(P2, k * 0.05), `fill="none" stroke="${shade(c, -0.3)}" stroke-width="1" opacity="0.5"`)
      );
    };
    s.add(pillow(6.55, '#d4a84f', 0.1, 0.44));
    s.add(pillow(6.2, '#ece3d6', 0.06, 0.4));
    s.add(pillow(5.0, '#c98f7a', 0.09, 0.42));
    // near arm
    s.add(cam.box([sx0, sx1], [0.14, 0.68], [z0, z0 + 0.24], F(shade(col, 0.02)), '', 5));
    // knitted throw over near arm
    s.add(
      cam.poly(
        [
          [sx0 - 0.02, 0.69, z0 + 0.02],
          [sx0 + 0.45, 0.69, z0 + 0.02],
          [sx0 + 0.45, 0.69, z0 + 0.26],
          [sx0 - 0.02, 0.69, z0 + 0.26],
        ],
        'fill="#efe8dc"',
      ),
    );
    s.add(
      cam.poly(
        [
          [sx0 - 0.021, 0.69, z0 + 0.02],
          [sx0 - 0.021, 0.69, z0 + 0.26],
          [sx0 - 0.021, 0.2, z0 + 0.3],
          [sx0 - 0.021, 0.24, z0 + 0.02],
        ],
        'fill="#e2d9ca"',
      ),
    );
  }

  // --- side table with table lamp behind the armchair ---
  {
    const tx = -1.85;
    const tz = 6.45;
    s.add(floorShadow(s, cam, cam.ringY(tx - 0.05, 0, tz, 0.26, 0.22, 24), { opacity: 0.35, blurPx: 5 }));
    s.add(
      poly(
        cam.lathe(tx, tz, [
          { y: 0, r: 0.16 },
          { y: 0.03, r: 0.16 },
        ]),
        'fill="#2f2a25"',
      ),
    );
    s.add(
      poly(
        cam.lathe(tx, tz, [
          { y: 0.03, r: 0.025 },
          { y: 0.55, r: 0.025 },
        ]),
        'fill="#3a332c"',
      ),
    );
    s.add(
      poly(
        cam.lathe(tx, tz, [
          { y: 0.55, r: 0.24 },
          { y: 0.58, r: 0.24 },
        ]),
        'fill="#c9c2b6"',
      ),
    );
    s.add(poly(cam.ringY(tx, 0.58, tz, 0.24, 0.24, 40).map(cam.P), 'fill="#ece7df"'));
    // lamp: ceramic base + linen shade
    s.add(
      poly(
        cam.lathe(tx, tz, [
          { y: 0.58, r: 0.06 },
          { y: 0.7, r: 0.1 },
          { y: 0.82, r: 0.05 },
        ]),
        `fill="${s.lin(
          [
            [0, '#7aa0a8'],
            [1, '#3f6570'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    s.add(line(cam.P([tx, 0.82, tz]), cam.P([tx, 0.92, tz]), 'stroke="#8a7450" stroke-width="2"'));
    const k = cam.k(tz);
    s.add(ellipse(...cam.P([tx, 1.0, tz]), k * 0.35, k * 0.25, `fill="#fff1cf" opacity="0.45" filter="${s.blur(12)}"`));
    s.add(
      poly(
        cam.lathe(tx, tz, [
          { y: 0.9, r: 0.2 },
          { y: 1.12, r: 0.14 },
        ]),
        `fill="${s.lin(
          [
            [0, '#fbf3e1'],
            [1, '#e4d6bb'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
  }

  // --- armchair on the left (cognac leather), facing the sofa ---
  {
    const ax0 = -2.25;
    const ax1 = -1.4;
    const z0 = 5.1;
    const z1 = 5.95;
    const col = '#a45f36';
    const F = (c) => ({
      top: s.lin(
        [
          [0, shade(c, 0.22)],
          [1, shade(c, 0.08)],
        ],
        [0, 0, 1, 1],
      ),
      right: s.lin([
        [0, shade(c, 0.08)],
        [0.5, c],
        [1, shade(c, -0.16)],
      ]),
      front: s.lin([
        [0, shade(c, -0.18)],
        [1, shade(c, -0.32)],
      ]),
    });
    s.add(floorShadow(s, cam, cam.qy(0, ax0, ax1 + 0.1, z0 - 0.05, z1 + 0.1), { opacity: 0.4, blurPx: 8 }));
    for (const [lx, lz] of [
      [ax1 - 0.06, z0 + 0.05],
      [ax1 - 0.06, z1 - 0.09],
      [ax0 + 0.03, z0 + 0.05],
    ]) {
      s.add(cam.box([lx, lx + 0.035], [0, 0.2], [lz, lz + 0.035], { right: '#3a2a1c', front: '#2a1d12' }));
    }
    s.add(cam.box([ax0, ax0 + 0.2], [0.2, 0.95], [z0 + 0.05, z1 - 0.05], F(col), '', 6));
    s.add(cam.box([ax0, ax1], [0.2, 0.62], [z1 - 0.14, z1], F(col), '', 4));
    s.add(cam.box([ax0 + 0.15, ax1], [0.38, 0.48], [z0 + 0.12, z1 - 0.12], F(shade(col, 0.06)), '', 5));
    s.add(cam.box([ax0, ax1], [0.2, 0.38], [z0, z1], F(shade(col, -0.05)), '', 3));
    s.add(cam.box([ax0, ax1], [0.2, 0.62], [z0, z0 + 0.14], F(col), '', 4));
  }

  // --- round coffee table with books and vase ---
  {
    const tx = 0.35;
    const tz = 5.75;
    const r = 0.55;
    s.add(floorShadow(s, cam, cam.ringY(tx - 0.05, 0, tz + 0.05, r * 0.95, r * 0.8, 32), { opacity: 0.35, blurPx: 8 }));
    s.add(
      poly(
        cam.lathe(tx, tz, [
          { y: 0, r: 0.22 },
          { y: 0.36, r: 0.14 },
        ]),
        `fill="${s.lin(
          [
            [0, '#6b4a30'],
            [0.5, '#4a3020'],
            [1, '#2c1c11'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    s.add(
      poly(
        cam.lathe(tx, tz, [
          { y: 0.36, r },
          { y: 0.42, r },
        ]),
        `fill="#3e2718"`,
      ),
    );
    s.add(
      poly(
        cam.ringY(tx, 0.42, tz, r, r, 64).map(cam.P),
        `fill="${s.lin(
          [
            [0, '#8a6040'],
            [1, '#6b462c'],
          ],
          [0, 0, 1, 1],
        )}"`,
      ),
    );
    // highlight reflection of windows on table top
    s.add(
      poly(
        cam.ringY(tx + 0.05, 0.421, tz + 0.12, r * 0.6, r * 0.35, 32).map(cam.P),
        `fill="#fff4e0" opacity="0.18" filter="${s.blur(4)}"`,
      ),
    );
    // books stack
    s.add(
      cam.box([tx - 0.3, tx + 0.05], [0.42, 0.46], [tz - 0.2, tz + 0.05], {
        top: '#e9e4da',
        front: '#3d5566',
        left: '#c3b9a8',
      }),
    );
    s.add(
      cam.box([tx - 0.27, tx + 0.02], [0.46, 0.49], [tz - 0.18, tz + 0.04], {
        top: '#b96f4e',
        front: '#8f4f35',
        left: '#a35e40',
      }),
    );
    // vase with branches
    const vb = cam.P([tx + 0.22, 0.42, tz + 0.1]);
    const k = cam.k(tz);
    s.add(
      pathEl(
        `M${pt([vb[0] - k * 0.05, vb[1]])}Q${pt([vb[0] - k * 0.1, vb[1] - k * 0.12])} ${pt([vb[0] - k * 0.03, vb[1] - k * 0.22])}L${pt([vb[0] + k * 0.03, vb[1] - k * 0.22])}Q${pt([vb[0] + k * 0.1, vb[1] - k * 0.12])} ${pt([vb[0] + k * 0.05, vb[1]])}Z`,
        'fill="#eae6df" stroke="#cfc8bc" stroke-width="1"',
      ),
    );
    const rng = makeRng(4);
    for (let i = 0; i < 5; i++) {
      const a = -Math.PI / 2 + rng.range(-0.6, 0.6);
      const len = k * rng.range(0.35, 0.55);
      const p0 = [vb[0], vb[1] - k * 0.2];
      const p1 = [p0[0] + Math.cos(a) * len, p0[1] + Math.sin(a) * len];
      s.add(line(p0, p1, 'stroke="#6b5a45" stroke-width="1.5"'));
      for (let j = 0; j < 5; j++) {
        const q = lerp2(p0, p1, 0.35 + j * 0.15);
        s.add(pathEl(leafPath(q, a + (j % 2 ? 0.9 : -0.9), k * 0.07, k * 0.025), 'fill="#7c9a6a"'));
      }
    }
  }

  // --- pendant light from the rosette ---
  {
    const [rx, rz] = [0.1, 5.4];
    const top = cam.P([rx, Hc, rz]);
    const gy = 2.55;
    const gp = cam.P([rx, gy, rz]);
    const k = cam.k(rz);
    s.add(line(top, gp, 'stroke="#8a6e45" stroke-width="2"'));
    s.add(ellipse(gp[0], gp[1] + k * 0.2, k * 0.42, k * 0.3, `fill="#fff3d6" opacity="0.35" filter="${s.blur(18)}"`));
    // brass ring chandelier with opal globes
    const ring = cam.ringY(rx, gy, rz, 0.4, 0.4, 48).map(cam.P);
    s.add(poly(ring, 'fill="none" stroke="#a8844d" stroke-width="3"'));
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2 + 0.3;
      const p3 = [rx + Math.cos(a) * 0.4, gy, rz + Math.sin(a) * 0.4];
      const p = cam.P(p3);
      const kk = cam.k(p3[2]);
      s.add(line(gp, p, 'stroke="#a8844d" stroke-width="1.5"'));
      s.add(
        circle(
          p[0],
          p[1] - kk * 0.06,
          kk * 0.075,
          `fill="${s.rad(
            [
              [0, '#ffffff'],
              [0.6, '#fff6e2'],
              [1, '#eadcc0'],
            ],
            0.4,
            0.35,
            0.6,
          )}"`,
        ),
      );
    }
  }

  // foreground: tall plant in a ceramic pot, cropped by the frame (adds depth)
  {
    const [px, pz] = [2.98, 3.45];
    s.add(floorShadow(s, cam, cam.ringY(px - 0.15, 0, pz + 0.1, 0.4, 0.35, 20), { opacity: 0.35, blurPx: 10 }));
    s.add(
      poly(
        cam.lathe(px, pz, [
          { y: 0, r: 0.2 },
          { y: 0.2, r: 0.27 },
          { y: 0.48, r: 0.26 },
        ]),
        `fill="${s.lin(
          [
            [0, '#f2efe9'],
            [0.55, '#dcd6cb'],
            [1, '#a9a294'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    s.add(poly(cam.ringY(px, 0.48, pz, 0.26, 0.26, 32).map(cam.P), 'fill="#4a3b2c"'));
    const base = cam.P([px, 0.46, pz]);
    s.add(
      housePlant(s, base[0], base[1], cam.k(pz) * 1.15, {
        seed: 15,
        kind: 'monstera',
        colors: ['#24492a', '#2f5a31', '#3b6d3a', '#4c8046'],
      }),
    );
  }

  // global light + vignette
  s.add(
    rect(
      0,
      0,
      W,
      H,
      `fill="${s.rad(
        [
          [0, '#fff8e6', 0.18],
          [1, '#fff8e6', 0],
        ],
        0.5,
        0.45,
        0.6,
      )}"`,
    ),
  );
  s.add(vignette(s, 0.3));
  return s.toString();
}

// ---------------------------------------------------------------------------
// 01 – Jugendstil facade
// ---------------------------------------------------------------------------

function facade() {
  const s = new Scene(101);
  const rng = s.rng;
  const GROUND = 948;
  const X0 = 300;
  const X1 = 1300;
  const wallC = '#f0e0c1';
  const orn = '#d9a85b';
  const ornD = '#b98a45';
  const ornL = '#f8ecd2';
  const frameC = '#fbf8f1';
  const AX = Array.from({ length: 7 }, (_, i) => X0 + ((X1 - X0) * (i + 0.5)) / 7);
  const FL = [
    { yb: 756, yt: 631 },
    { yb: 631, yt: 506 },
    { yb: 506, yt: 381 },
    { yb: 381, yt: 262 },
  ];
  const shadowF = s.blur(5);
  const shadowS = s.blur(2.5);

  // ---------- sky ----------
  s.add(
    rect(
      0,
      0,
      W,
      H,
      `fill="${s.lin([
        [0, '#3f82cf'],
        [0.45, '#86b9e8'],
        [0.8, '#cfe4f5'],
        [1, '#e8f1f7'],
      ])}"`,
    ),
  );
  const cloud = (cx, cy, sc, op = 0.9) => {
    const r2 = makeRng(Math.round(cx * 7 + cy));
    const parts = [];
    for (let i = 0; i < 9; i++) {
      const x = cx + r2.range(-1, 1) * 90 * sc;
      const y = cy + r2.range(-0.4, 0.3) * 30 * sc;
      parts.push(ellipse(x, y, r2.range(40, 75) * sc, r2.range(20, 34) * sc, 'fill="#ffffff"'));
    }
    parts.push(ellipse(cx, cy + 18 * sc, 120 * sc, 16 * sc, 'fill="#e9f0f7"'));
    return g(`opacity="${op}" filter="${s.blur(9 * sc)}"`, ...parts);
  };
  s.add(cloud(170, 120, 1.1), cloud(520, 60, 0.7, 0.75), cloud(1420, 90, 1.2), cloud(1180, 40, 0.6, 0.7));

  // ---------- helpers ----------
  const archShape = (x, y, w, h, arch) =>
    arch > 0
      ? `M${r1(x)},${r1(y + h)}L${r1(x)},${r1(y + arch)}A${r1(w / 2)},${r1(arch)} 0 0 1 ${r1(x + w)},${r1(y + arch)}L${r1(x + w)},${r1(y + h)}Z`
      : `M${r1(x)},${r1(y)}H${r1(x + w)}V${r1(y + h)}H${r1(x)}Z`;
  const glassFill = s.lin([
    [0, '#9db7cc'],
    [0.3, '#5d7487'],
    [1, '#26323c'],
  ]);
  const glassFill2 = s.lin([
    [0, '#b7cee0'],
    [0.3, '#7890a3'],
    [1, '#2e3b46'],
  ]);
  const sheen = s.lin(
    [
      [0, '#ffffff', 0],
      [0.45, '#ffffff', 0.35],
      [0.55, '#ffffff', 0.08],
      [1, '#ffffff', 0],
    ],
    [0, 0, 1, 1],
  );

  /** Full window: casing, reveal, glass, frame, sill. */
  function win(x, y, w, h, o = {}) {
    const {
      arch = 0,
      casing = 7,
      curtain = rng() < 0.55,
      sill = true,
      door = false,
      box = false,
      glass = rng() < 0.5 ? glassFill : glassFill2,
    } = o;
    const out = [];
    if (casing) {
      out.push(
        pathEl(
          archShape(x - casing, y - casing, w + casing * 2, h + casing, arch ? arch + casing : 0),
          `fill="${o.casingColor ?? '#e9cf9c'}"`,
        ),
      );
      out.push(
        pathEl(
          archShape(x - casing, y - casing, w + casing * 2, h + casing, arch ? arch + casing : 0),
          `fill="none" stroke="${ornD}" stroke-width="1" opacity="0.5"`,
        ),
      );
    }
    // reveal (lit) + shadow on soffit and left jamb
    out.push(pathEl(archShape(x, y, w, h, arch), 'fill="#e6d2aa"'));
    const gi = 5;
    const clipId = s.clip(pathEl(archShape(x, y, w, h, arch)));
    out.push(
      g(
        `clip-path="${clipId}"`,
        pathEl(
          archShape(x - 2, y - 2, w + 2, h + 2, arch),
          `fill="none" stroke="#6d5433" stroke-width="12" opacity="0.45" filter="${shadowS}"`,
        ),
      ),
    );
    // glass
    const gx = x + gi;
    const gy = y + gi;
    const gw = w - gi * 2;
    const gh = h - gi - (door ? 0 : 3);
    const ga = arch ? Math.max(arch - gi, 0) : 0;
    out.push(pathEl(archShape(gx, gy, gw, gh, ga), `fill="${glass}"`));
    if (curtain) {
      const cw = gw * 0.28;
      const cc = s.lin(
        [
          [0, '#ffffff'],
          [0.5, '#e9e4da'],
          [1, '#ffffff'],
        ],
        [0, 0, 1, 0],
      );
      const cl = s.clip(pathEl(archShape(gx, gy, gw, gh, ga)));
      out.push(
        g(
          `clip-path="${cl}" opacity="0.85"`,
          rect(gx, gy, cw, gh, `fill="${cc}"`),
          rect(gx + gw - cw, gy, cw, gh, `fill="${cc}"`),
        ),
      );
    }
    out.push(
      pathEl(
        `M${r1(gx)},${r1(gy + gh * 0.75)}L${r1(gx + gw * 0.7)},${r1(gy)}L${r1(gx + gw)},${r1(gy)}L${r1(gx + gw)},${r1(gy + gh * 0.15)}L${r1(gx + gw * 0.25)},${r1(gy + gh)}L${r1(gx)},${r1(gy + gh)}Z`,
        `fill="${sheen}" clip-path="${s.clip(pathEl(archShape(gx, gy, gw, gh, ga)))}"`,
      ),
    );
    // frame
    const fw = Math.max(2.5, w * 0.05);
    out.push(pathEl(archShape(gx, gy, gw, gh, ga), `fill="none" stroke="${frameC}" stroke-width="${r1(fw)}"`));
    const ty = arch ? gy + ga : gy + gh * (door ? 0.2 : 0.3);
    out.push(rect(gx, ty - fw / 2, gw, fw, `fill="${frameC}"`));
    out.push(rect(gx + gw / 2 - fw / 2, ty, fw, gh - (ty - gy), `fill="${frameC}"`));
    if (arch) {
      // fan bars in the arch
      for (const a of [0.25, 0.5, 0.75]) {
        const ang = Math.PI * (1 - a);
        out.push(
          line(
            [gx + gw / 2, ty],
            [gx + gw / 2 + Math.cos(ang) * gw * 0.5, ty - Math.sin(ang) * ga],
            `stroke="${frameC}" stroke-width="${r1(fw * 0.6)}"`,
          ),
        );
      }
    }
    // lower glazing bars
    const lb = ty + (gh - (ty - gy)) * 0.5;
    out.push(rect(gx, lb - fw * 0.3, gw, fw * 0.6, `fill="${frameC}" opacity="0.9"`));
    if (door)
      out.push(
        rect(gx, gy + gh * 0.72, gw, gh * 0.28, `fill="${frameC}"`),
        rect(gx + 3, gy + gh * 0.75, gw / 2 - 6, gh * 0.22, `fill="#ece6da"`),
        rect(gx + gw / 2 + 3, gy + gh * 0.75, gw / 2 - 6, gh * 0.22, `fill="#ece6da"`),
      );
    if (sill) {
      out.push(rect(x - 9, y + h + 4, w + 18, 6, `fill="#000" opacity="0.25" filter="${shadowS}"`));
      out.push(rect(x - 9, y + h, w + 18, 6, `fill="${ornL}"`));
      out.push(rect(x - 9, y + h + 4, w + 18, 2, `fill="${ornD}" opacity="0.6"`));
    }
    if (box) out.push(flowerBox(x - 4, y + h - 12, w + 8, o.boxSeed ?? 1));
    return out.join('');
  }

  function flowerBox(x, y, w, seed) {
    const r2 = makeRng(seed);
    const out = [];
    const cols = ['#d8343a', '#e8545a', '#c2262f', '#f27b86', '#e13c62'];
    for (let i = 0; i < 22; i++) {
      const lx = x + r2() * w;
      out.push(
        pathEl(
          leafPath([lx, y + 6], -Math.PI / 2 + r2.range(-1.2, 1.2), r2.range(7, 12), r2.range(3, 4.5)),
          `fill="${r2.pick(['#3f7a35', '#4f8f3e', '#2f6530'])}"`,
        ),
      );
    }
    for (let i = 0; i < 14; i++) {
      out.push(circle(x + 3 + r2() * (w - 6), y + r2.range(-8, 3), r2.range(2.5, 4.2), `fill="${r2.pick(cols)}"`));
    }
    // trailing leaves over the box
    for (let i = 0; i < 8; i++) {
      out.push(
        pathEl(
          leafPath([x + r2() * w, y + 10], Math.PI / 2 + r2.range(-0.4, 0.4), r2.range(8, 14), 3),
          'fill="#3c7335"',
        ),
      );
    }
    out.push(rect(x, y + 6, w, 10, 'fill="#5b4634" rx="1.5"'), rect(x, y + 6, w, 2, 'fill="#7a6048"'));
    return out.join('');
  }

  /** Jugendstil floral relief centred at (cx, cy), size sc. */
  function floral(cx, cy, sc, col = orn, hi = ornL) {
    const out = [];
    const stem = (sx) =>
      `M${r1(cx)},${r1(cy + 10 * sc)}C${r1(cx + sx * 10 * sc)},${r1(cy + 2 * sc)} ${r1(cx + sx * 26 * sc)},${r1(cy + 12 * sc)} ${r1(cx + sx * 30 * sc)},${r1(cy + 2 * sc)}C${r1(cx + sx * 33 * sc)},${r1(cy - 6 * sc)} ${r1(cx + sx * 24 * sc)},${r1(cy - 9 * sc)} ${r1(cx + sx * 22 * sc)},${r1(cy - 3 * sc)}`;
    for (const sx of [-1, 1]) {
      out.push(
        pathEl(stem(sx), `fill="none" stroke="${hi}" stroke-width="${r1(2.6 * sc)}" transform="translate(-0.8,-0.8)"`),
      );
      out.push(pathEl(stem(sx), `fill="none" stroke="${col}" stroke-width="${r1(2.2 * sc)}" stroke-linecap="round"`));
      out.push(
        pathEl(
          leafPath([cx + sx * 4 * sc, cy + 6 * sc], sx > 0 ? -0.5 : Math.PI + 0.5, 16 * sc, 4 * sc),
          `fill="${col}"`,
        ),
      );
    }
    for (let i = 0; i < 5; i++) {
      const a = -Math.PI / 2 + (i - 2) * 0.42;
      out.push(pathEl(leafPath([cx, cy + 2 * sc], a, 13 * sc, 3.6 * sc), `fill="${i % 2 ? col : shade(col, -0.1)}"`));
    }
    out.push(circle(cx, cy + 2 * sc, 3.6 * sc, `fill="${hi}"`), circle(cx, cy + 2 * sc, 2.2 * sc, `fill="${ornD}"`));
    return out.join('');
  }

  /** Wavy "whiplash" line ornament inside a panel. */
  function panel(x, y, w, h) {
    const out = [];
    out.push(
      rect(x, y, w, h, `fill="${shade(wallC, -0.04)}" stroke="${ornD}" stroke-opacity="0.45" stroke-width="1.2"`),
    );
    out.push(rect(x + 1, y + 1, w - 2, 1.5, `fill="${ornL}" opacity="0.8"`));
    const mid = y + h / 2;
    out.push(
      pathEl(
        `M${r1(x + 6)},${r1(mid)}C${r1(x + w * 0.25)},${r1(y + 2)} ${r1(x + w * 0.3)},${r1(y + h - 2)} ${r1(x + w / 2)},${r1(mid)}S${r1(x + w * 0.75)},${r1(y + 2)} ${r1(x + w - 6)},${r1(mid)}`,
        `fill="none" stroke="${orn}" stroke-width="2"`,
      ),
    );
    out.push(circle(x + w / 2, mid, 3, `fill="${orn}"`));
    return out.join('');
  }

  /** Wrought-iron Jugendstil railing. */
  function railing(x, y, w, h, col = '#2b2e2d') {
    const out = [];
    out.push(rect(x, y, w, 3, `fill="${col}"`), rect(x, y + h - 3, w, 3, `fill="${col}"`));
    const bandY = y + 10;
    out.push(rect(x, bandY + 6, w, 1.6, `fill="${col}"`));
    // chain of small rings under the hand rail
    for (let cx = x + 5; cx < x + w - 3; cx += 8)
      out.push(circle(cx, bandY + 1.5, 3, `fill="none" stroke="${col}" stroke-width="1.1"`));
    // central oval motif with whiplash tendrils
    const mx = x + w / 2;
    const my = bandY + 6 + (h - 16) / 2;
    const erx = Math.min(w * 0.16, 16);
    const ery = (h - 18) / 2;
    for (let bx = x + 3; bx < x + w - 1; bx += 6) {
      const dx = (bx - mx) / erx;
      if (Math.abs(dx) < 1.15) {
        const dy = ery * Math.sqrt(Math.max(0, 1 - Math.min(1, dx * dx))) + 1.5;
        out.push(rect(bx - 0.6, bandY + 7, 1.2, Math.max(0, my - dy - bandY - 7), `fill="${col}"`));
        out.push(rect(bx - 0.6, my + dy, 1.2, Math.max(0, y + h - 3 - my - dy), `fill="${col}"`));
      } else out.push(rect(bx - 0.6, bandY + 7, 1.2, y + h - bandY - 10, `fill="${col}"`));
    }
    out.push(ellipse(mx, my, erx, ery, `fill="none" stroke="${col}" stroke-width="2"`));
    out.push(
      pathEl(
        `M${r1(mx)},${r1(my + ery)}C${r1(mx - erx * 0.9)},${r1(my)} ${r1(mx + erx * 0.9)},${r1(my - ery * 0.3)} ${r1(mx)},${r1(my - ery)}`,
        `fill="none" stroke="${col}" stroke-width="1.6"`,
      ),
    );
    out.push(circle(mx, my, 2.2, `fill="${col}"`));
    // end posts
    out.push(rect(x - 1, y, 3, h, `fill="${col}"`), rect(x + w - 2, y, 3, h, `fill="${col}"`));
    return out.join('');
  }

  /** Stone balcony slab with two consoles and a railing. */
  function balcony(cx, yFloor, w) {
    const out = [];
    const x = cx - w / 2;
    const slabH = 9;
    // shadow cast down-right onto the wall
    out.push(
      poly(
        [
          [x + 6, yFloor + slabH],
          [x + w + 14, yFloor + slabH],
          [x + w + 22, yFloor + 40],
          [x + 16, yFloor + 40],
        ],
        `fill="#6d5433" opacity="0.28" filter="${shadowF}"`,
      ),
    );
    // consoles
    for (const ox of [x + 14, x + w - 26]) {
      out.push(pathEl(`M${r1(ox)},${r1(yFloor + slabH)}h12v6q0,14 -8,22q-4,-10 -4,-28z`, `fill="${orn}"`));
      out.push(
        pathEl(`M${r1(ox)},${r1(yFloor + slabH)}h3v10q0,10 -2,16q-1,-14 -1,-26z`, `fill="${ornL}" opacity="0.7"`),
      );
    }
    out.push(rect(x, yFloor, w, slabH, `fill="${ornL}"`), rect(x, yFloor + slabH - 3, w, 3, `fill="${ornD}"`));
    out.push(railing(x + 3, yFloor - 38, w - 6, 38));
    return out.join('');
  }

  // ---------- neighbours ----------
  // left neighbour (sage), right neighbour (rose)
  function neighbour(x0, x1, top, col, roofTop, seed, flip) {
    const out = [];
    out.push(
      poly(
        [
          [x0 - 10, top],
          [x1 + 10, top],
          [x1 - 10, roofTop],
          [x0 + 10, roofTop],
        ],
        `fill="${s.lin([
          [0, '#8c4a34'],
          [1, '#a85d40'],
        ])}"`,
      ),
    );
    out.push(
      rect(
        x0,
        top,
        x1 - x0,
        GROUND - top,
        `fill="${s.lin(
          [
            [0, shade(col, 0.06)],
            [1, shade(col, -0.06)],
          ],
          [flip ? 1 : 0, 0, flip ? 0 : 1, 0],
        )}"`,
      ),
    );
    out.push(
      rect(x0 - 6, top, x1 - x0 + 12, 14, `fill="${shade(col, 0.12)}"`),
      rect(x0 - 6, top + 14, x1 - x0 + 12, 4, `fill="${shade(col, -0.2)}"`),
    );
    out.push(rect(x0, top + 18, x1 - x0, 14, `fill="#000" opacity="0.12" filter="${shadowF}"`));
    out.push(rect(x0, GROUND - 170, x1 - x0, 170, `fill="${shade(col, -0.07)}"`));
    for (let yy = GROUND - 170 + 18; yy < GROUND; yy += 18)
      out.push(rect(x0, yy, x1 - x0, 1.5, `fill="${shade(col, -0.18)}"`));
    const r2 = makeRng(seed);
    const cols = [];
    for (let cx = x0 + 70; cx < x1 - 30; cx += 140) cols.push(cx);
    let yb = GROUND - 190;
    while (yb - 110 > top + 20) {
      for (const cx of cols) {
        out.push(win(cx - 30, yb - 96, 60, 92, { casing: 6, casingColor: shade(col, 0.1), curtain: r2() < 0.5 }));
        out.push(
          poly(
            [
              [cx - 40, yb - 108],
              [cx, yb - 124],
              [cx + 40, yb - 108],
            ],
            `fill="${shade(col, 0.12)}" stroke="${shade(col, -0.2)}" stroke-width="1"`,
          ),
        );
      }
      yb -= 132;
    }
    for (const cx of cols)
      out.push(win(cx - 30, GROUND - 150, 60, 90, { casing: 6, casingColor: shade(col, 0.05), arch: 20 }));
    return out.join('');
  }
  s.add(neighbour(-40, X0, 300, '#c9d2bf', 215, 5, false));
  s.add(neighbour(X1, 1680, 282, '#e9c7b2', 200, 6, true));
  // party-wall shadow lines
  s.add(rect(X0 - 8, 200, 8, GROUND - 200, `fill="#000" opacity="0.18" filter="${shadowS}"`));

  // ---------- roof of the main building ----------
  const tileId = s.id('tile');
  s.def(
    `<pattern id="${tileId}" width="14" height="10" patternUnits="userSpaceOnUse"><rect width="14" height="10" fill="#a95a3c"/><path d="M0,10 Q3.5,4 7,10 Q10.5,4 14,10" fill="#8f4630"/><path d="M0,0.8H14" stroke="#c27150" stroke-width="1"/></pattern>`,
  );
  s.add(
    poly(
      [
        [X0 - 4, 228],
        [X0 + 34, 132],
        [X1 - 34, 132],
        [X1 + 4, 228],
      ],
      `fill="url(#${tileId})"`,
    ),
  );
  s.add(
    poly(
      [
        [X0 - 4, 228],
        [X0 + 34, 132],
        [X1 - 34, 132],
        [X1 + 4, 228],
      ],
      `fill="${s.lin([
        [0, '#000', 0.25],
        [0.5, '#000', 0],
        [1, '#fff', 0.08],
      ])}"`,
    ),
  );
  s.add(rect(X0 + 30, 128, X1 - X0 - 60, 5, 'fill="#6c3324"'));
  // chimneys
  for (const cx of [440, 1165]) {
    s.add(
      rect(
        cx - 14,
        92,
        28,
        44,
        `fill="${s.lin(
          [
            [0, '#b35e42'],
            [1, '#8a432e'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    for (let yy = 98; yy < 136; yy += 6) s.add(rect(cx - 14, yy, 28, 1, 'fill="#6f3324" opacity="0.6"'));
    s.add(rect(cx - 18, 86, 36, 8, 'fill="#7b7f80"'), rect(cx - 18, 92, 36, 2, 'fill="#4f5354"'));
  }
  // dormers
  for (const i of [0, 1, 5, 6]) {
    const cx = AX[i];
    const out = [];
    out.push(rect(cx - 34, 222, 68, 8, `fill="#000" opacity="0.25" filter="${shadowS}"`));
    out.push(rect(cx - 30, 160, 60, 66, `fill="${wallC}"`));
    out.push(
      pathEl(
        `M${cx - 40},${166}Q${cx},${116} ${cx + 40},${166}Z`,
        `fill="${s.lin([
          [0, '#8fbcaa'],
          [1, '#5b8b78'],
        ])}"`,
      ),
    );
    out.push(
      pathEl(`M${cx - 40},${166}Q${cx},${116} ${cx + 40},${166}`, 'fill="none" stroke="#477565" stroke-width="2"'),
    );
    out.push(win(cx - 18, 172, 36, 46, { casing: 4, arch: 10, sill: false, curtain: true }));
    s.add(...out);
  }

  // ---------- main facade wall ----------
  s.add(
    rect(
      X0,
      226,
      X1 - X0,
      GROUND - 226,
      `fill="${s.lin([
        [0, '#f5e6c6'],
        [0.6, wallC],
        [1, '#e6d0a6'],
      ])}"`,
    ),
  );
  // corner pilasters (Lisenen) with plant motif
  for (const [x, sx] of [
    [X0, 1],
    [X1 - 34, -1],
  ]) {
    s.add(rect(x, 262, 34, 494, `fill="${shade(wallC, 0.05)}"`));
    s.add(rect(sx > 0 ? x + 33 : x, 262, 1.5, 494, `fill="${ornD}" opacity="0.4"`));
    const cx = x + 17;
    s.add(line([cx, 740], [cx, 300], `stroke="${orn}" stroke-width="2.2"`));
    for (let yy = 700; yy > 320; yy -= 38) {
      s.add(pathEl(leafPath([cx, yy], -Math.PI / 2 - 0.7, 14, 4), `fill="${orn}"`));
      s.add(pathEl(leafPath([cx, yy - 18], -Math.PI / 2 + 0.7, 14, 4), `fill="${orn}"`));
    }
    s.add(floral(cx, 290, 0.55));
  }

  // ---------- ground floor (rusticated) ----------
  s.add(
    rect(
      X0,
      772,
      X1 - X0,
      GROUND - 772,
      `fill="${s.lin([
        [0, '#e9cf9f'],
        [1, '#dcbd86'],
      ])}"`,
    ),
  );
  for (let yy = 792; yy < 912; yy += 20) {
    s.add(
      rect(X0, yy, X1 - X0, 2.2, 'fill="#b48c52" opacity="0.55"'),
      rect(X0, yy + 2.2, X1 - X0, 1.2, `fill="${ornL}" opacity="0.6"`),
    );
  }
  // plinth
  s.add(
    rect(
      X0,
      912,
      X1 - X0,
      GROUND - 912,
      `fill="${s.lin([
        [0, '#9a9488'],
        [1, '#7e786d'],
      ])}"`,
    ),
  );
  s.add(rect(X0, 912, X1 - X0, 3, 'fill="#c1bbaf"'));
  for (let x = X0 + 40; x < X1; x += 80) s.add(rect(x, 915, 1.2, GROUND - 915, 'fill="#6a655c" opacity="0.5"'));
  // ground-floor windows with rusticated voussoirs
  for (const i of [0, 1, 2, 4, 5, 6]) {
    const cx = AX[i];
    const w = 66;
    const y = 800;
    const h = 104;
    const arch = 22;
    // voussoirs
    for (let k = 0; k <= 10; k++) {
      const a = Math.PI * (1 - k / 10);
      const r0 = w / 2 + 6;
      const rr = w / 2 + 22;
      const c = [cx, y + arch + 6];
      const p0 = [c[0] + Math.cos(a) * r0, c[1] - Math.sin(a) * (arch + 6)];
      const p1 = [c[0] + Math.cos(a) * rr, c[1] - Math.sin(a) * (arch + 22)];
      s.add(line(p0, p1, 'stroke="#b48c52" stroke-width="1.6" opacity="0.7"'));
    }
    s.add(
      pathEl(
        archShape(cx - w / 2 - 22, y - 16, w + 44, 40, arch + 22),
        `fill="none" stroke="#b48c52" stroke-width="1.2" opacity="0.6"`,
      ),
    );
    // keystone
    s.add(
      poly(
        [
          [cx - 8, y - 18],
          [cx + 8, y - 18],
          [cx + 6, y + 4],
          [cx - 6, y + 4],
        ],
        `fill="${ornL}" stroke="${ornD}" stroke-width="1"`,
      ),
    );
    s.add(win(cx - w / 2, y, w, h, { arch, casing: 0, curtain: true }));
    // protective lower grille
    s.add(railing(cx - w / 2 + 4, y + h - 34, w - 8, 30, '#303332'));
  }
  // entrance portal
  {
    const cx = AX[3];
    const w = 118;
    const top = 784;
    const arch = 50;
    s.add(pathEl(archShape(cx - w / 2 - 18, top - 14, w + 36, GROUND - top + 14, arch + 18), `fill="${ornL}"`));
    s.add(
      pathEl(
        archShape(cx - w / 2 - 18, top - 14, w + 36, GROUND - top + 14, arch + 18),
        `fill="none" stroke="${ornD}" stroke-width="1.5"`,
      ),
    );
    s.add(pathEl(archShape(cx - w / 2 - 8, top - 4, w + 16, GROUND - top + 4, arch + 8), `fill="${orn}"`));
    s.add(pathEl(archShape(cx - w / 2, top, w, GROUND - top, arch), 'fill="#3a2b1e"'));
    // fanlight
    const fl = s.clip(pathEl(archShape(cx - w / 2 + 5, top + 5, w - 10, arch, arch - 5)));
    s.add(g(`clip-path="${fl}"`, rect(cx - w / 2, top, w, arch + 5, `fill="${glassFill2}"`)));
    for (let k = 1; k < 8; k++) {
      const a = Math.PI * (k / 8);
      s.add(
        line(
          [cx, top + arch + 2],
          [cx + Math.cos(a) * w * 0.5, top + arch + 2 - Math.sin(a) * arch],
          'stroke="#2f4a44" stroke-width="3"',
        ),
      );
    }
    s.add(circle(cx, top + arch + 2, 12, 'fill="#2f4a44"'), circle(cx, top + arch + 2, 6, `fill="${orn}"`));
    // double door leaves
    const dy = top + arch + 6;
    const dh = GROUND - 14 - dy;
    for (const [lx, sx] of [
      [cx - w / 2 + 6, 1],
      [cx + 2, -1],
    ]) {
      const lw = w / 2 - 8;
      s.add(
        rect(
          lx,
          dy,
          lw,
          dh,
          `fill="${s.lin(
            [
              [0, '#3b6159'],
              [1, '#2a4741'],
            ],
            [0, 0, 1, 0],
          )}"`,
        ),
      );
      s.add(rect(lx + 7, dy + 8, lw - 14, dh * 0.5, 'fill="#24403a" stroke="#4f7a70" stroke-width="1.5"'));
      s.add(rect(lx + 12, dy + 14, lw - 24, dh * 0.5 - 12, `fill="${glassFill}" opacity="0.8"`));
      s.add(rect(lx + 7, dy + dh * 0.58, lw - 14, dh * 0.36, 'fill="#24403a" stroke="#4f7a70" stroke-width="1.5"'));
      s.add(
        pathEl(
          `M${r1(lx + lw / 2)},${r1(dy + dh * 0.6)}c-10,14 10,22 0,34`,
          'fill="none" stroke="#c79a4d" stroke-width="1.5"',
        ),
      );
      s.add(rect(sx > 0 ? lx + lw - 8 : lx + 4, dy + dh * 0.5, 4, 14, 'fill="#d4ac5a"'));
    }
    // steps
    s.add(
      rect(cx - w / 2 - 24, GROUND - 14, w + 48, 7, 'fill="#b5afa3"'),
      rect(cx - w / 2 - 34, GROUND - 7, w + 68, 7, 'fill="#a39d91"'),
    );
    s.add(rect(cx - w / 2 - 34, GROUND - 7, w + 68, 1.5, 'fill="#cfc9bd"'));
    // relief over portal
    s.add(floral(cx, top - 30, 0.9));
    // wall lanterns
    for (const lx of [cx - w / 2 - 44, cx + w / 2 + 44]) {
      s.add(
        rect(lx - 1.5, 826, 3, 14, 'fill="#222"'),
        pathEl(`M${lx - 9},${840}h18l-3,24h-12z`, 'fill="#fbe9b8" stroke="#222" stroke-width="2"'),
        pathEl(`M${lx - 11},${840}l11,-8l11,8z`, 'fill="#222"'),
      );
    }
  }
  // Gurtgesims (band between ground floor and upper floors)
  s.add(
    rect(
      X0 - 6,
      756,
      X1 - X0 + 12,
      16,
      `fill="${s.lin([
        [0, ornL],
        [0.4, '#ead3a4'],
        [1, orn],
      ])}"`,
    ),
  );
  s.add(rect(X0 - 6, 772, X1 - X0 + 12, 10, `fill="#5a4429" opacity="0.3" filter="${shadowS}"`));

  // ---------- upper floors ----------
  FL.forEach((fl, fi) => {
    AX.forEach((cx, i) => {
      if (i === 3) return; // bay window axis handled separately
      const balc = (i === 1 || i === 5) && fi < 3;
      const w = 64;
      let h = 92;
      let y = fl.yb - 16 - h;
      let arch = 0;
      if (fi === 3) {
        arch = 18;
        h = 88;
        y = fl.yb - 14 - h;
      }
      if (balc) {
        h = fl.yb - 4 - y;
      }
      // apron relief panel under windows (1st and 3rd upper floor)
      if (!balc && (fi === 0 || fi === 2)) s.add(panel(cx - w / 2, fl.yb - 14 + 2, w, 10));
      // lintel decorations
      if (fi === 0) {
        s.add(
          pathEl(
            `M${r1(cx - w / 2 - 14)},${r1(y - 10)}Q${r1(cx)},${r1(y - 40)} ${r1(cx + w / 2 + 14)},${r1(y - 10)}Z`,
            `fill="${ornL}" stroke="${ornD}" stroke-width="1.2"`,
          ),
        );
        s.add(
          pathEl(
            `M${r1(cx - w / 2 - 14)},${r1(y - 10)}Q${r1(cx)},${r1(y - 40)} ${r1(cx + w / 2 + 14)},${r1(y - 10)}`,
            `fill="none" stroke="#5a4429" stroke-opacity="0.25" stroke-width="3" transform="translate(2,3)" filter="${shadowS}"`,
          ),
        );
        s.add(floral(cx, y - 24, 0.42));
      } else if (fi === 1) {
        s.add(
          rect(cx - w / 2 - 12, y - 16, w + 24, 7, `fill="${ornL}"`),
          rect(cx - w / 2 - 12, y - 9, w + 24, 2, `fill="${ornD}"`),
        );
        s.add(rect(cx - w / 2 - 10, y - 7, w + 20, 6, `fill="#5a4429" opacity="0.2" filter="${shadowS}"`));
        // garland
        s.add(
          pathEl(
            `M${r1(cx - w / 2 - 6)},${r1(y - 18)}q${r1(w / 4 + 3)},14 ${r1(w / 2 + 6)},0q${r1(w / 4 + 3)},14 ${r1(w / 2 + 6)},0`,
            `fill="none" stroke="${orn}" stroke-width="2.2"`,
          ),
        );
        s.add(
          poly(
            [
              [cx - 6, y - 24],
              [cx + 6, y - 24],
              [cx + 4, y - 8],
              [cx - 4, y - 8],
            ],
            `fill="${orn}"`,
          ),
        );
      } else if (fi === 2) {
        s.add(
          pathEl(
            `M${r1(cx - w / 2 - 8)},${r1(y - 6)}C${r1(cx - w / 2)},${r1(y - 26)} ${r1(cx - 10)},${r1(y - 14)} ${r1(cx)},${r1(y - 26)}C${r1(cx + 10)},${r1(y - 14)} ${r1(cx + w / 2)},${r1(y - 26)} ${r1(cx + w / 2 + 8)},${r1(y - 6)}`,
            `fill="none" stroke="${orn}" stroke-width="2.4"`,
          ),
        );
        s.add(circle(cx, y - 26, 3.5, `fill="${orn}"`));
      } else {
        s.add(floral(cx, y - 12, 0.38));
      }
      s.add(
        win(cx - w / 2, y, w, h, {
          arch,
          door: balc,
          sill: !balc,
          box: !balc && ((fi === 1 && (i === 0 || i === 6)) || (fi === 0 && (i === 2 || i === 4))),
          boxSeed: i * 7 + fi,
        }),
      );
      if (balc) s.add(balcony(cx, fl.yb - 4, 120));
    });
  });

  // frieze under the main cornice
  s.add(rect(X0 + 34, 262, X1 - X0 - 68, 0.1, 'fill="none"'));
  for (let i = 0; i < 6; i++) {
    const x = (AX[i] + AX[i + 1]) / 2;
    s.add(floral(x, 300, 0.62));
  }

  // ---------- central bay window (Erker, polygonal) ----------
  {
    const cx = AX[3];
    const bx0 = cx - 100;
    const bx1 = cx + 100;
    const fx0 = cx - 70;
    const fx1 = cx + 70;
    const yTop = 381;
    const yBot = 756;
    // cast shadow on the wall to the right and below
    s.add(
      poly(
        [
          [bx1, yTop + 6],
          [bx1 + 34, yTop + 30],
          [bx1 + 34, yBot + 30],
          [bx1 - 10, yBot + 64],
        ],
        `fill="#4f3b22" opacity="0.34" filter="${shadowF}"`,
      ),
    );
    // corbel (polygonal, tapering)
    s.add(
      pathEl(
        `M${bx0 - 4},${yBot}H${bx1 + 4}Q${bx1 - 16},${yBot + 40} ${cx + 30},${yBot + 56}H${cx - 30}Q${bx0 + 16},${yBot + 40} ${bx0 - 4},${yBot}Z`,
        `fill="${s.lin([
          [0, '#e2b86e'],
          [1, ornD],
        ])}"`,
      ),
    );
    s.add(
      pathEl(
        `M${fx0},${yBot}Q${fx0 + 10},${yBot + 40} ${cx - 30},${yBot + 56}H${cx + 30}Q${fx1 - 10},${yBot + 40} ${fx1},${yBot}Z`,
        `fill="${s.lin([
          [0, '#ecc988'],
          [1, '#c99a52'],
        ])}"`,
      ),
    );
    s.add(floral(cx, yBot + 24, 0.75, ornL, '#fff6e4'));
    s.add(rect(cx - 30, yBot + 54, 60, 4, `fill="${ornD}"`));
    // faces
    s.add(
      rect(
        bx0,
        yTop,
        fx0 - bx0,
        yBot - yTop,
        `fill="${s.lin(
          [
            [0, '#fbf0da'],
            [1, '#f4e4c4'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    s.add(
      rect(
        fx0,
        yTop,
        fx1 - fx0,
        yBot - yTop,
        `fill="${s.lin(
          [
            [0, '#f3e2bf'],
            [1, '#ecd8b0'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    s.add(
      rect(
        fx1,
        yTop,
        bx1 - fx1,
        yBot - yTop,
        `fill="${s.lin(
          [
            [0, '#d9bf8f'],
            [1, '#cdb07d'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    s.add(
      rect(fx0 - 1, yTop, 2, yBot - yTop, `fill="#fffaf0" opacity="0.8"`),
      rect(fx1 - 1, yTop, 2, yBot - yTop, `fill="#b8985f" opacity="0.7"`),
    );
    for (let fi = 0; fi < 3; fi++) {
      const fl = FL[fi];
      // band course around the bay
      s.add(
        rect(bx0 - 4, fl.yb - 9, bx1 - bx0 + 8, 9, `fill="${ornL}"`),
        rect(fx1, fl.yb - 9, bx1 - fx1 + 4, 9, 'fill="#e3c995"'),
        rect(bx0 - 4, fl.yb - 2, bx1 - bx0 + 8, 2, `fill="${ornD}"`),
      );
      const y = fl.yt + 20;
      const h = fl.yb - 30 - y;
      // front pair of windows
      for (const x of [cx - 60, cx + 8]) s.add(win(x, y, 52, h, { casing: 0, arch: 14, sill: false, curtain: x < cx }));
      s.add(rect(cx - 4, y + 6, 8, h - 6, `fill="${ornL}"`), circle(cx, y + 2, 5, `fill="${orn}"`));
      s.add(rect(fx0 + 2, y + h, fx1 - fx0 - 4, 5, `fill="${ornL}"`));
      // foreshortened side windows
      for (const [x0, x1, lit] of [
        [bx0 + 8, fx0 - 6, true],
        [fx1 + 6, bx1 - 8, false],
      ]) {
        s.add(rect(x0 - 2, y - 2, x1 - x0 + 4, h + 4, `fill="${lit ? '#e8d4ab' : '#bfa271'}"`));
        s.add(rect(x0, y, x1 - x0, h, `fill="${lit ? glassFill2 : glassFill}"`));
        s.add(rect(x0, y, x1 - x0, h, `fill="none" stroke="${lit ? frameC : '#e9e3d6'}" stroke-width="2.4"`));
        s.add(rect(x0, y + h * 0.3, x1 - x0, 2.4, `fill="${lit ? frameC : '#e9e3d6'}"`));
      }
      // relief panel under the front windows
      s.add(panel(fx0 + 10, y + h + 8, fx1 - fx0 - 20, 10));
    }
    // top cornice of the bay = balcony of the 4th floor
    s.add(
      rect(bx0 - 10, yTop - 6, bx1 - bx0 + 20, 10, `fill="${ornL}"`),
      rect(bx0 - 10, yTop + 2, bx1 - bx0 + 20, 3, `fill="${ornD}"`),
    );
    s.add(rect(bx0 - 8, yTop + 5, bx1 - bx0 + 16, 8, `fill="#5a4429" opacity="0.3" filter="${shadowS}"`));
  }
  // 4th floor central French door behind the bay balcony
  {
    const cx = AX[3];
    s.add(pathEl(`M${cx - 60},${296}Q${cx},${262} ${cx + 60},${296}`, `fill="none" stroke="${orn}" stroke-width="3"`));
    s.add(floral(cx, 300, 0.6));
    s.add(win(cx - 40, 316, 80, 60, { arch: 16, door: true, sill: false, curtain: true }));
    s.add(railing(AX[3] - 104, 336, 208, 40));
    // potted plants on the balcony
    for (const px of [AX[3] - 86, AX[3] + 86]) {
      s.add(foliage(s, px, 352, 14, 16, { n: 14, seed: px, colors: ['#2f5e2d', '#3f7a38', '#5a9948', '#79b35d'] }));
      s.add(rect(px - 9, 362, 18, 14, 'fill="#b5643e"'));
    }
  }

  // ---------- main cornice ----------
  s.add(
    rect(
      X0 - 14,
      250,
      X1 - X0 + 28,
      12,
      `fill="${s.lin([
        [0, '#edd6a8'],
        [1, orn],
      ])}"`,
    ),
  );
  for (let x = X0 - 10; x < X1 + 10; x += 12) s.add(rect(x, 252, 7, 8, `fill="${ornL}"`));
  s.add(
    rect(
      X0 - 22,
      236,
      X1 - X0 + 44,
      14,
      `fill="${s.lin([
        [0, ornL],
        [1, '#e4c793'],
      ])}"`,
    ),
  );
  s.add(rect(X0 - 26, 226, X1 - X0 + 52, 10, `fill="${ornL}"`), rect(X0 - 26, 226, X1 - X0 + 52, 2, 'fill="#fff8ea"'));
  // consoles under the corona
  for (let x = X0; x <= X1; x += 50) s.add(pathEl(`M${x - 5},250v10q5,6 10,0v-10z`, `fill="${orn}"`));
  s.add(rect(X0 - 14, 262, X1 - X0 + 28, 12, `fill="#5a4429" opacity="0.28" filter="${shadowF}"`));

  // ---------- curved gable (Schweifgiebel) ----------
  {
    const cx = 800;
    const half = [
      [604, 226],
      [604, 196],
      ['C', 604, 168, 640, 176, 648, 150],
      ['C', 656, 124, 690, 136, 706, 108],
      ['C', 722, 80, 760, 76, 800, 58],
    ];
    const mirrorX = (x) => 2 * cx - x;
    let d = `M${half[0][0]},${half[0][1]}L${half[1][0]},${half[1][1]}`;
    for (const seg of half.slice(2)) d += `C${seg[1]},${seg[2]} ${seg[3]},${seg[4]} ${seg[5]},${seg[6]}`;
    // mirrored (reverse order)
    const segs = half.slice(2);
    const right = [];
    for (let i = segs.length - 1; i >= 0; i--) {
      const sg = segs[i];
      const start = i === 0 ? [604, 196] : [segs[i - 1][5], segs[i - 1][6]];
      right.push(`C${mirrorX(sg[3])},${sg[4]} ${mirrorX(sg[1])},${sg[2]} ${mirrorX(start[0])},${start[1]}`);
    }
    d += right.join('') + `L${mirrorX(604)},226Z`;
    s.add(pathEl(d, `fill="#5a4429" opacity="0.25" transform="translate(8,6)" filter="${shadowF}"`));
    s.add(
      pathEl(
        d,
        `fill="${s.lin([
          [0, '#f7e9cd'],
          [1, wallC],
        ])}"`,
      ),
    );
    s.add(pathEl(d, `fill="none" stroke="${orn}" stroke-width="9" stroke-linejoin="round"`));
    s.add(
      pathEl(d, `fill="none" stroke="${ornL}" stroke-width="3" stroke-linejoin="round" transform="translate(-1.5,-2)"`),
    );
    // radiating sun relief behind the oculus + ledge under the attic windows
    {
      const gc = s.clip(pathEl(d));
      const rays = [];
      for (let k = 0; k < 19; k++) {
        const a = Math.PI + (k / 18) * Math.PI;
        rays.push(
          line(
            [cx + Math.cos(a) * 36, 118 + Math.sin(a) * 36],
            [cx + Math.cos(a) * 140, 118 + Math.sin(a) * 140],
            `stroke="${orn}" stroke-width="2.2" opacity="0.55"`,
          ),
        );
      }
      s.add(g(`clip-path="${gc}"`, ...rays));
      s.add(rect(cx - 150, 220, 300, 6, `fill="${ornL}"`), rect(cx - 150, 224, 300, 2, `fill="${ornD}" opacity="0.7"`));
      for (const px of [cx - 178, cx + 170])
        s.add(rect(px, 150, 8, 70, `fill="${shade(wallC, 0.06)}" stroke="${ornD}" stroke-opacity="0.4"`));
    }
    // finial
    s.add(
      rect(cx - 3, 34, 6, 22, `fill="${ornD}"`),
      circle(cx, 32, 7, `fill="${orn}"`),
      circle(cx - 2, 30, 2.5, `fill="${ornL}"`),
    );
    // oculus with wreath
    s.add(circle(cx, 118, 26, `fill="${orn}"`), circle(cx, 118, 20, `fill="${glassFill2}"`));
    s.add(
      circle(cx, 118, 20, `fill="none" stroke="${frameC}" stroke-width="3"`),
      line([cx - 20, 118], [cx + 20, 118], `stroke="${frameC}" stroke-width="2.5"`),
      line([cx, 98], [cx, 138], `stroke="${frameC}" stroke-width="2.5"`),
    );
    for (let k = 0; k < 16; k++) {
      const a = (k / 16) * Math.PI * 2;
      s.add(pathEl(leafPath([cx + Math.cos(a) * 27, 118 + Math.sin(a) * 27], a + Math.PI / 2, 9, 3), `fill="${ornD}"`));
    }
    // twin attic windows
    for (const wx of [cx - 56, cx + 16]) s.add(win(wx, 160, 40, 56, { arch: 14, casing: 5 }));
    s.add(floral(cx - 118, 192, 0.75), floral(cx + 118, 192, 0.75));
  }

  // sunlight falloff across the facade (upper left bright, lower right shaded)
  s.add(
    rect(
      X0,
      226,
      X1 - X0,
      GROUND - 226,
      `fill="${s.lin(
        [
          [0, '#fff7e8', 0.16],
          [0.5, '#fff7e8', 0],
          [1, '#3a2a14', 0.14],
        ],
        [0, 0, 1, 1],
      )}"`,
    ),
  );

  // ---------- pavement & street ----------
  const HOR = 900;
  const yOf = (z) => HOR + 48 / z;
  s.add(rect(0, GROUND, W, H - GROUND, 'fill="#bdb8ae"'));
  // slabs: rows
  for (let z = 1; z > 0.3; z -= 0.075) {
    const y = yOf(z);
    s.add(rect(0, y, W, 1.3, 'fill="#8f8a80" opacity="0.7"'));
  }
  for (let xb = -2000; xb < 3600; xb += 46) {
    const yb = H;
    const xBottom = 800 + ((xb - 800) * (yb - HOR)) / (GROUND - HOR);
    s.add(line([xb, GROUND], [xBottom, yb], 'stroke="#8f8a80" stroke-width="1" opacity="0.55"'));
  }
  s.add(
    rect(
      0,
      GROUND,
      W,
      H - GROUND,
      `fill="${s.lin([
        [0, '#000', 0.18],
        [0.25, '#000', 0],
        [1, '#fff', 0.05],
      ])}"`,
    ),
  );
  // curb + asphalt
  const curbY = yOf(0.34);
  s.add(rect(0, curbY, W, 10, 'fill="#d7d3cb"'), rect(0, curbY + 10, W, 6, 'fill="#8c877e"'));
  s.add(
    rect(
      0,
      curbY + 16,
      W,
      H - curbY - 16,
      `fill="${s.lin([
        [0, '#5d5f62'],
        [1, '#4a4c50'],
      ])}"`,
    ),
  );
  // facade base shadow on pavement
  s.add(rect(X0 - 40, GROUND - 2, X1 - X0 + 420, 10, `fill="#000" opacity="0.2" filter="${shadowF}"`));

  // entrance planters (boxwood balls)
  for (const px of [AX[3] - 98, AX[3] + 98]) {
    s.add(ellipse(px + 6, GROUND + 6, 26, 5, `fill="#000" opacity="0.25" filter="${shadowS}"`));
    s.add(
      pathEl(
        `M${px - 18},${GROUND - 30}h36l-4,34h-28z`,
        `fill="${s.lin(
          [
            [0, '#5b5f5c'],
            [1, '#2f3331'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    s.add(
      foliage(s, px, GROUND - 50, 24, 24, {
        n: 26,
        seed: px * 3,
        colors: ['#24482a', '#2f5e33', '#3e7640', '#5b9554', '#7fb56d'],
      }),
    );
  }
  // bicycle leaning on the wall
  {
    const bx = 1040;
    const by = GROUND + 4;
    const r = 22;
    const col = '#3c5d7a';
    s.add(ellipse(bx + 40, by + 2, 60, 5, `fill="#000" opacity="0.2" filter="${shadowS}"`));
    for (const wx of [bx, bx + 78])
      s.add(
        circle(wx, by - r, r, 'fill="none" stroke="#222" stroke-width="3.5"'),
        circle(wx, by - r, r - 3, 'fill="none" stroke="#bbb" stroke-width="0.7"'),
        circle(wx, by - r, 3, 'fill="#666"'),
      );
    const bb = [bx + 36, by - r];
    const seat = [bx + 28, by - r - 38];
    const head = [bx + 68, by - r - 40];
    s.add(
      pathEl(
        `M${bx},${by - r}L${pt(bb)}L${pt(seat)}L${bx},${by - r}M${pt(bb)}L${pt(head)}L${bx + 78},${by - r}M${pt(seat)}L${head[0] - 4},${head[1] + 4}`,
        `fill="none" stroke="${col}" stroke-width="3.5" stroke-linejoin="round"`,
      ),
    );
    s.add(pathEl(`M${seat[0] - 8},${seat[1] - 6}h16`, 'stroke="#2a2a2a" stroke-width="4" stroke-linecap="round"'));
    s.add(
      pathEl(
        `M${head[0]},${head[1]}l-4,-10h14`,
        'fill="none" stroke="#2a2a2a" stroke-width="3" stroke-linecap="round"',
      ),
    );
    s.add(pathEl(`M${head[0] + 2},${head[1] + 2}h14v12h-14z`, 'fill="#8a6a45"'));
  }

  // ---------- street trees ----------
  function tree(tx, baseY, ccx, ccy, rx, ry, seed) {
    const out = [];
    const r2 = makeRng(seed);
    const lobes = [];
    for (let i = 0; i < 22; i++) {
      const a = r2() * Math.PI * 2;
      const d = Math.sqrt(r2()) * 0.78;
      lobes.push({
        x: ccx + Math.cos(a) * d * rx,
        y: ccy + Math.sin(a) * d * ry,
        r: r2.range(0.22, 0.34) * Math.min(rx, ry),
      });
    }
    const back = lobes.slice(0, 10);
    const front = lobes.slice(10).sort((p, q) => p.y - q.y);
    const crownBottom = ccy + ry * 0.75;
    out.push(ellipse(tx + 40, baseY + 4, 110, 10, `fill="#000" opacity="0.25" filter="${s.blur(6)}"`));
    out.push(rect(tx - 44, baseY - 3, 88, 8, 'fill="#6b665d"'), rect(tx - 44, baseY - 3, 88, 2, 'fill="#9a948a"'));
    const pal = ['#1d3a1e', '#25461f', '#2e5526', '#3a662d', '#4a7a35', '#5e8f40', '#78a64f', '#95bc64'];
    const palBack = pal.map((c) => shade(c, -0.25));
    out.push(
      g(
        `filter="${s.blur(0.8)}"`,
        leafyCrown(back, { seed: seed + 2, leaf: 11, density: 1.2, noise: 0.16, palette: palBack }),
      ),
    );
    out.push(
      pathEl(
        `M${tx - 15},${baseY}C${tx - 11},${baseY - 120} ${tx - 17},${baseY - 200} ${tx - 7},${crownBottom - 80}L${tx + 9},${crownBottom - 80}C${tx + 15},${baseY - 220} ${tx + 11},${baseY - 110} ${tx + 16},${baseY}Z`,
        `fill="${s.lin(
          [
            [0, '#7a6a58'],
            [0.45, '#5b4c3e'],
            [1, '#342b24'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    const r3 = makeRng(seed + 5);
    for (let i = 0; i < 14; i++) {
      const yy = baseY - r3.range(10, baseY - crownBottom);
      out.push(
        pathEl(
          `M${r1(tx - 8 + r3() * 12)},${r1(yy)}q2,-8 0,-16`,
          'fill="none" stroke="#2e2620" stroke-width="1.2" opacity="0.6"',
        ),
      );
    }
    // limbs reaching into the clumps
    for (let i = 0; i < 8; i++) {
      const L = lobes[(i * 3) % lobes.length];
      const st = [tx + r2.range(-4, 4), crownBottom - 70 - i * 8];
      out.push(
        pathEl(
          `M${pt(st)}Q${r1(lerp(st[0], L.x, 0.25))},${r1(lerp(st[1], L.y, 0.75))} ${r1(L.x)},${r1(L.y)}`,
          `fill="none" stroke="#3f342b" stroke-width="${r1(7 - i * 0.6)}" stroke-linecap="round"`,
        ),
      );
    }
    out.push(
      g(`filter="${s.blur(0.7)}"`, leafyCrown(front, { seed, leaf: 11, density: 1.25, noise: 0.16, palette: pal })),
    );
    return g('', ...out);
  }
  // shadows of the tree crowns on the facades
  s.add(ellipse(390, 560, 150, 220, `fill="#4a3a20" opacity="0.16" filter="${s.blur(18)}"`));
  s.add(ellipse(1300, 520, 120, 220, `fill="#4a3a20" opacity="0.14" filter="${s.blur(18)}"`));
  s.add(tree(120, 1012, 130, 420, 250, 300, 31));
  s.add(tree(1490, 1018, 1480, 410, 240, 300, 37));

  // sun wash + gentle vignette
  s.add(
    rect(
      0,
      0,
      W,
      H,
      `fill="${s.rad(
        [
          [0, '#fff4d6', 0.22],
          [1, '#fff4d6', 0],
        ],
        0.25,
        0.2,
        0.7,
      )}"`,
    ),
  );
  s.add(vignette(s, 0.22));
  return s.toString();
}

/** Common room shell: ceiling, walls, stucco, floor (herringbone). Returns floor polygon. */
function roomShell(
  s,
  cam,
  {
    X0,
    X1,
    Hc,
    ZB,
    zN = 0.6,
    wall = '#f1ece3',
    rosette = null,
    floorPalette,
    floorSeed = 21,
    inset = 0.55,
    stucco = true,
    floor = 'herringbone',
  },
) {
  s.add(
    cam.poly(
      cam.qy(Hc, X0, X1, zN, ZB),
      `fill="${s.lin([
        [0, '#e9e3d9'],
        [1, '#f7f4ef'],
      ])}"`,
    ),
  );
  s.add(
    cam.poly(
      cam.qz(ZB, X0, X1, 0, Hc),
      `fill="${s.lin([
        [0, shade(wall, 0.25)],
        [1, shade(wall, -0.04)],
      ])}"`,
    ),
  );
  s.add(
    cam.poly(
      cam.qx(X0, 0, Hc, zN, ZB),
      `fill="${s.lin(
        [
          [0, shade(wall, -0.1)],
          [1, shade(wall, 0.05)],
        ],
        [0, 0, 1, 0],
      )}"`,
    ),
  );
  s.add(
    cam.poly(
      cam.qx(X1, 0, Hc, zN, ZB),
      `fill="${s.lin(
        [
          [0, shade(wall, 0.08)],
          [1, shade(wall, -0.12)],
        ],
        [0, 0, 1, 0],
      )}"`,
    ),
  );
  if (stucco) s.add(stuccoCeiling(s, cam, { X0, X1, Hc, ZB, zNear: zN, rosette, inset }));
  const floorQ = cam.qy(0, X0, X1, zN, ZB).map(cam.P);
  if (floor === 'herringbone') {
    s.add(poly(floorQ, 'fill="#b58a5a"'));
    s.add(
      herringbone(s, cam, {
        x0: X0,
        x1: X1,
        z0: 1.5,
        z1: ZB,
        clipPts: floorQ,
        palette: floorPalette ?? ['#c99a66', '#bf8e5a', '#d3a673', '#b98655', '#c79560', '#dcb07d'],
        seed: floorSeed,
      }),
    );
    s.add(
      poly(
        floorQ,
        `fill="${s.lin([
          [0, '#fff3dc', 0.25],
          [0.5, '#000', 0],
          [1, '#3b2412', 0.22],
        ])}"`,
      ),
    );
  }
  return floorQ;
}

// ---------------------------------------------------------------------------
// 03 – Kitchen
// ---------------------------------------------------------------------------

function kitchen() {
  const s = new Scene(303);
  const cam = makeCamera({ f: 1100, cx: 800, cy: 500, eye: [0.15, 1.5, 0] });
  const X0 = -2.7;
  const X1 = 2.7;
  const Hc = 3.6;
  const ZB = 7.4;
  const zN = 0.6;
  roomShell(s, cam, {
    X0,
    X1,
    Hc,
    ZB,
    zN,
    wall: '#efe9df',
    inset: 0.5,
    floorPalette: ['#d0a574', '#c69a66', '#dab084', '#c39363', '#d4aa7a'],
    floorSeed: 33,
  });

  s.add(skirting(cam, { X0, X1, ZB, zNear: zN, h: 0.18 }));
  const navy = '#2e4657';
  const navyF = { front: navy, top: shade(navy, 0.2), right: shade(navy, 0.08), left: shade(navy, -0.1) };
  const oak = '#c89a64';
  const brass = '#c49a55';

  // --- window above the sink (back wall) ---
  const win = { x0: -0.7, x1: 0.7, y0: 1.18, y1: 3.05 };
  s.add(
    cam.poly(
      cam.qz(ZB, win.x0 - 0.3, win.x1 + 0.3, win.y0 - 0.1, win.y1 + 0.25),
      `fill="#fffdf6" opacity="0.6" filter="${s.blur(20)}"`,
    ),
  );
  // backsplash: white glazed subway tiles
  const splash = { y0: 0.94, y1: 1.62 };
  s.add(cam.poly(cam.qz(ZB, X0 + 0.62, X1, splash.y0, splash.y1), 'fill="#f4f5f2"'));
  {
    const tiles = [];
    const th = 0.075;
    let row = 0;
    for (let y = splash.y0; y < splash.y1 - 0.001; y += th, row++) {
      tiles.push(line(cam.P([X0 + 0.62, y, ZB]), cam.P([X1, y, ZB]), 'stroke="#cfd2cf" stroke-width="1.2"'));
      for (let x = X0 + 0.62 + (row % 2 ? 0.075 : 0); x < X1; x += 0.15) {
        if (x > win.x0 - 0.02 && x < win.x1 + 0.02 && y > win.y0 - 0.02) continue;
        tiles.push(
          line(cam.P([x, y, ZB]), cam.P([x, Math.min(y + th, splash.y1), ZB]), 'stroke="#cfd2cf" stroke-width="1.2"'),
        );
      }
    }
    s.add(...tiles);
  }
  s.add(backWindow(s, cam, { ...win, zb: ZB, depth: 0.3, transom: 0.5, outside: outsideView(s, 31) }));
  s.add(cam.poly(cam.qy(win.y0, win.x0 - 0.06, win.x1 + 0.06, ZB - 0.04, ZB + 0.1), 'fill="#f7f5f0"'));

  // --- open oak shelves + hood on the right part of the back wall ---
  const cook = { x0: 1.35, x1: 2.25 };
  // hood (chimney style, plastered) with a brass trim
  s.add(
    cam.poly(
      cam.qz(ZB, cook.x0 - 0.1, cook.x1 + 0.1, 1.95, Hc - 0.25),
      `fill="#000" opacity="0.12" filter="${s.blur(8)}"`,
    ),
  );
  s.add(
    cam.box([cook.x0 + 0.15, cook.x1 - 0.15], [2.3, Hc - 0.25], [ZB - 0.3, ZB], {
      front: s.lin([
        [0, '#e3dbcf'],
        [1, '#d8cfc1'],
      ]),
      left: '#cfc6b7',
    }),
  );
  s.add(
    cam.poly(
      [
        [cook.x0 - 0.05, 2.0, ZB - 0.5],
        [cook.x1 + 0.05, 2.0, ZB - 0.5],
        [cook.x1 - 0.15, 2.32, ZB - 0.3],
        [cook.x0 + 0.15, 2.32, ZB - 0.3],
      ],
      `fill="${s.lin([
        [0, '#ddd4c6'],
        [1, '#e9e2d6'],
      ])}"`,
    ),
  );
  s.add(
    cam.poly(
      [
        [cook.x0 - 0.05, 2.0, ZB - 0.5],
        [cook.x0 + 0.15, 2.32, ZB - 0.3],
        [cook.x0 + 0.15, 2.32, ZB],
        [cook.x0 - 0.05, 2.0, ZB],
      ],
      'fill="#cdc4b5"',
    ),
  );
  s.add(
    cam.box([cook.x0 - 0.05, cook.x1 + 0.05], [1.9, 2.0], [ZB - 0.5, ZB], {
      front: '#e6dfd4',
      bottom: '#5d564f',
      left: '#d6cec1',
    }),
  );
  s.add(cam.poly(cam.qz(ZB - 0.501, cook.x0 - 0.05, cook.x1 + 0.05, 1.9, 1.935), `fill="${brass}"`));
  s.add(cam.poly(cam.qy(1.899, cook.x0, cook.x1, ZB - 0.45, ZB - 0.05), 'fill="#fff1cc" opacity="0.8"'));
  // shelves left of the window
  const shelf = (x0, x1, y) =>
    cam.box([x0, x1], [y, y + 0.04], [ZB - 0.28, ZB], {
      front: shade(oak, -0.15),
      top: shade(oak, 0.08),
      bottom: shade(oak, -0.35),
      left: shade(oak, -0.05),
      right: shade(oak, -0.05),
    });
  const rngK = makeRng(8);
  const crockery = (x, y, z, kind) => {
    const k = cam.k(z);
    const p = cam.P([x, y, z]);
    if (kind === 'plates') {
      const out = [];
      for (let i = 0; i < 5; i++)
        out.push(
          ellipse(p[0], p[1] - k * 0.012 * i - 2, k * 0.13, k * 0.018, `fill="${i % 2 ? '#f7f5f0' : '#e4e0d8'}"`),
        );
      return out.join('');
    }
    if (kind === 'jar') {
      const c = rngK.pick(['#d9cdb8', '#9fb3a8', '#e9e3d8', '#c9a27a']);
      return (
        pathEl(
          roundPath(
            [
              [p[0] - k * 0.06, p[1]],
              [p[0] - k * 0.06, p[1] - k * 0.2],
              [p[0] + k * 0.06, p[1] - k * 0.2],
              [p[0] + k * 0.06, p[1]],
            ],
            k * 0.015,
          ),
          `fill="${c}"`,
        ) + rect(p[0] - k * 0.05, p[1] - k * 0.23, k * 0.1, k * 0.03, 'fill="#8a6a45"')
      );
    }
    if (kind === 'vase')
      return (
        ellipse(p[0], p[1] - k * 0.1, k * 0.07, k * 0.1, `fill="#3f6e7a"`) +
        housePlant(s, p[0], p[1] - k * 0.18, k * 0.25, {
          seed: 3,
          kind: 'palm',
          colors: ['#4f7f3e', '#6a9a4e', '#88b563'],
        })
      );
    if (kind === 'bowl')
      return pathEl(
        `M${r1(p[0] - k * 0.12)},${r1(p[1] - k * 0.08)}Q${r1(p[0])},${r1(p[1] + k * 0.06)} ${r1(p[0] + k * 0.12)},${r1(p[1] - k * 0.08)}Z`,
        'fill="#e8e2d6"',
      );
    return '';
  };
  for (const y of [1.95, 2.45]) {
    s.add(shelf(X0 + 0.7, win.x0 - 0.35, y));
    const items =
      y < 2
        ? [
            ['plates', -1.6],
            ['jar', -1.3],
            ['jar', -1.18],
            ['bowl', -1.55],
          ]
        : [
            ['vase', -1.7],
            ['jar', -1.45],
            ['plates', -1.2],
          ];
    for (const [kind, x] of items) s.add(crockery(x, y + 0.04, ZB - 0.14, kind));
  }

  // --- base cabinets along the back wall ---
  const bz0 = ZB - 0.64;
  const cab = (x0, x1) => cam.box([x0, x1], [0.1, 0.9], [bz0, ZB], navyF);
  s.add(cam.box([X0 + 0.62, X1], [0, 0.1], [bz0 + 0.05, ZB], { front: '#1f2f3a', top: '#1f2f3a' }));
  s.add(cab(X0 + 0.62, X1));
  // door and drawer fronts with shaker frames + brass pulls
  {
    const zF = bz0 - 0.002;
    const xs = [X0 + 0.62, -1.4, -0.7, 0.0, 0.7, 1.35, 1.8, 2.25, X1];
    for (let i = 0; i < xs.length - 1; i++) {
      const a = xs[i] + 0.012;
      const b = xs[i + 1] - 0.012;
      if (b > X1 - 0.01) continue;
      s.add(cam.poly(cam.qz(zF, a, b, 0.12, 0.88), `fill="${navy}" stroke="#1c2c38" stroke-width="1.2"`));
      s.add(
        cam.poly(cam.qz(zF - 0.001, a + 0.06, b - 0.06, 0.18, 0.82), `fill="none" stroke="#3f5b6e" stroke-width="1.5"`),
      );
      const hp = cam.P([i % 2 ? a + 0.08 : b - 0.08, 0.74, zF - 0.02]);
      const k = cam.k(zF);
      s.add(rect(hp[0] - k * 0.008, hp[1] - k * 0.09, k * 0.016, k * 0.18, `fill="${brass}" rx="${r1(k * 0.008)}"`));
    }
  }
  // worktop (white marble)
  s.add(
    cam.box([X0 + 0.6, X1], [0.9, 0.94], [bz0 - 0.03, ZB], {
      front: '#e6e3dd',
      top: s.lin([
        [0, '#ecebe6'],
        [1, '#fbfaf8'],
      ]),
      left: '#e0ddd6',
    }),
  );
  // sink + tap
  {
    const sk = cam.qy(0.941, -0.4, 0.4, bz0 + 0.1, ZB - 0.12).map(cam.P);
    s.add(
      pathEl(roundPath(sk, 6), 'fill="#c9ccce"'),
      pathEl(
        roundPath(
          sk.map(([x, y]) => [x, y + 1]),
          6,
        ),
        'fill="none" stroke="#a4a8ab" stroke-width="2"',
      ),
    );
    const base = cam.P([0, 0.94, ZB - 0.07]);
    const k = cam.k(ZB - 0.07);
    s.add(
      pathEl(
        `M${r1(base[0])},${r1(base[1])}V${r1(base[1] - k * 0.3)}Q${r1(base[0])},${r1(base[1] - k * 0.4)} ${r1(base[0] + k * 0.08)},${r1(base[1] - k * 0.4)}Q${r1(base[0] + k * 0.16)},${r1(base[1] - k * 0.4)} ${r1(base[0] + k * 0.16)},${r1(base[1] - k * 0.3)}V${r1(base[1] - k * 0.26)}`,
        `fill="none" stroke="${brass}" stroke-width="${r1(k * 0.025)}" stroke-linecap="round"`,
      ),
    );
  }
  // cooktop
  s.add(cam.poly(cam.qy(0.942, cook.x0 + 0.05, cook.x1 - 0.05, bz0 + 0.06, ZB - 0.1), 'fill="#1d1e20"'));
  for (const [x, z] of [
    [cook.x0 + 0.25, bz0 + 0.2],
    [cook.x1 - 0.25, bz0 + 0.2],
    [cook.x0 + 0.25, ZB - 0.25],
    [cook.x1 - 0.25, ZB - 0.25],
  ])
    s.add(poly(cam.ringY(x, 0.943, z, 0.1, 0.1, 24).map(cam.P), 'fill="none" stroke="#4a4c50" stroke-width="1.2"'));
  // kettle / pot on the cooktop
  {
    const x = cook.x0 + 0.25;
    const z = bz0 + 0.22;
    s.add(
      poly(
        cam.lathe(x, z, [
          { y: 0.943, r: 0.11 },
          { y: 1.08, r: 0.11 },
        ]),
        `fill="${s.lin(
          [
            [0, '#e9e6e1'],
            [0.5, '#cfcbc4'],
            [1, '#8e8a84'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    s.add(poly(cam.ringY(x, 1.08, z, 0.11, 0.11, 24).map(cam.P), 'fill="#b9b4ac"'));
  }
  // items on the worktop: bread board, utensil pot, olive tree
  s.add(
    cam.box([-1.7, -1.05], [0.94, 0.96], [ZB - 0.3, ZB - 0.02], { front: '#a9794a', top: '#c79a68', left: '#9c6d41' }),
  );
  {
    const x = 0.95;
    const z = ZB - 0.2;
    s.add(
      poly(
        cam.lathe(x, z, [
          { y: 0.94, r: 0.07 },
          { y: 1.12, r: 0.07 },
        ]),
        `fill="${s.lin(
          [
            [0, '#f1eee8'],
            [1, '#bdb7ad'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    const p = cam.P([x, 1.12, z]);
    const k = cam.k(z);
    for (let i = 0; i < 5; i++)
      s.add(
        line(
          p,
          [p[0] + (i - 2) * k * 0.03, p[1] - k * (0.12 + (i % 2) * 0.05)],
          `stroke="${i % 2 ? '#8a6a45' : '#2d2d2d'}" stroke-width="${r1(k * 0.014)}" stroke-linecap="round"`,
        ),
      );
  }
  {
    const x = -2.0;
    const z = ZB - 0.25;
    s.add(
      poly(
        cam.lathe(x, z, [
          { y: 0.94, r: 0.09 },
          { y: 1.14, r: 0.12 },
        ]),
        `fill="${s.lin(
          [
            [0, '#c98b64'],
            [1, '#8e5538'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    const p = cam.P([x, 1.12, z]);
    s.add(
      housePlant(s, p[0], p[1], cam.k(z) * 0.55, { seed: 12, kind: 'fig', colors: ['#5f7d4f', '#7a9a63', '#93ad78'] }),
    );
  }

  // --- tall cabinets on the left wall (fridge, ovens) ---
  {
    const tx0 = X0;
    const tx1 = X0 + 0.62;
    const z0 = 4.55;
    const z1 = ZB;
    const top = 2.5;
    s.add(cam.box([tx0, tx1], [0, top], [z0, z1], { right: shade(navy, 0.06), front: shade(navy, -0.2), top: navy }));
    s.add(cam.poly(cam.qx(tx1 + 0.001, 0, 0.1, z0, z1), 'fill="#1f2f3a"'));
    const splits = [z0, 5.25, 5.95, 6.68, z1];
    for (let i = 0; i < splits.length - 1; i++) {
      const a = splits[i] + 0.012;
      const b = splits[i + 1] - 0.012;
      const isOven = i === 1 || i === 2;
      s.add(
        cam.poly(
          cam.qx(tx1 + 0.002, 0.12, top - 0.02, a, b),
          `fill="${shade(navy, 0.06)}" stroke="#1c2c38" stroke-width="1.2"`,
        ),
      );
      if (isOven) {
        // built-in oven + compact oven stacked
        s.add(cam.poly(cam.qx(tx1 + 0.004, 0.85, 1.45, a + 0.03, b - 0.03), 'fill="#18191b"'));
        s.add(
          cam.poly(
            cam.qx(tx1 + 0.005, 0.92, 1.3, a + 0.08, b - 0.08),
            `fill="${s.lin([
              [0, '#2c2f33'],
              [1, '#0e0f10'],
            ])}"`,
          ),
        );
        s.add(cam.poly(cam.qx(tx1 + 0.006, 1.36, 1.39, a + 0.06, b - 0.06), 'fill="#b9bcbf"'));
        s.add(cam.poly(cam.qx(tx1 + 0.004, 1.52, 1.92, a + 0.03, b - 0.03), 'fill="#18191b"'));
        s.add(
          cam.poly(
            cam.qx(tx1 + 0.005, 1.58, 1.82, a + 0.08, b - 0.08),
            `fill="${s.lin([
              [0, '#2c2f33'],
              [1, '#0e0f10'],
            ])}"`,
          ),
        );
      } else {
        s.add(
          cam.poly(
            cam.qx(tx1 + 0.003, 0.2, top - 0.1, a + 0.06, b - 0.06),
            `fill="none" stroke="#42607a" stroke-width="1.5"`,
          ),
        );
        const hx = i === 0 ? b - 0.06 : a + 0.06;
        s.add(cam.poly(cam.qx(tx1 + 0.02, 0.9, 1.5, hx - 0.01, hx + 0.01), `fill="${brass}"`));
      }
    }
  }

  // --- doorway on the right wall into the dining room ---
  {
    const z0 = 5.0;
    const z1 = 6.35;
    const top = 2.7;
    const depth = 0.28;
    const open = cam.qx(X1, 0, top, z0, z1).map(cam.P);
    const beyond = [];
    const D = 1.6;
    beyond.push(poly(open, 'fill="#f3e9d8"'));
    beyond.push(
      cam.poly(
        cam.qx(X1 + D, 0, top + 0.5, z0 - 1, z1 + 1),
        `fill="${s.lin(
          [
            [0, '#f4e8d2'],
            [1, '#e6d6ba'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    beyond.push(
      cam.poly(
        [
          [X1, 0, z0 - 1],
          [X1 + D, 0, z0 - 1],
          [X1 + D, 0, z1 + 1],
          [X1, 0, z1 + 1],
        ],
        `fill="${s.lin(
          [
            [0, '#b88a5a'],
            [1, '#a67849'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    beyond.push(cam.poly(cam.qx(X1 + D - 0.001, 0, 0.12, z0 - 1, z1 + 1), 'fill="#f7f3ea"'));
    // far jamb (visible)
    beyond.push(
      cam.poly(
        [
          [X1, 0, z1],
          [X1 + depth, 0, z1],
          [X1 + depth, top, z1],
          [X1, top, z1],
        ],
        'fill="#e9e2d6"',
      ),
    );
    // a glimpse of a picture and a sideboard in the next room
    const zc = (z0 + z1) / 2 + 0.2;
    beyond.push(cam.poly(cam.qx(X1 + D - 0.01, 1.35, 1.95, zc - 0.25, zc + 0.25), 'fill="#8b6b46"'));
    beyond.push(cam.poly(cam.qx(X1 + D - 0.012, 1.4, 1.9, zc - 0.2, zc + 0.2), 'fill="#a9bba4"'));
    beyond.push(
      cam.box([X1 + D - 0.45, X1 + D], [0, 0.8], [zc - 0.6, zc + 0.6], {
        left: '#6d4a2f',
        top: '#8a623f',
        front: '#5b3d26',
      }),
    );
    beyond.push(cam.poly(cam.qx(X1 + depth, 0, top, z0, z1), `fill="#000" opacity="0.06"`));
    s.add(g(`clip-path="${s.clip(poly(open))}"`, ...beyond));
    // casing
    for (const [a, b] of [
      [z0 - 0.1, z0],
      [z1, z1 + 0.1],
    ])
      s.add(cam.poly(cam.qx(X1 - 0.005, 0, top + 0.1, a, b), 'fill="#fbfaf6" stroke="#ddd6ca" stroke-width="1"'));
    s.add(
      cam.poly(
        cam.qx(X1 - 0.005, top, top + 0.12, z0 - 0.1, z1 + 0.1),
        'fill="#fbfaf6" stroke="#ddd6ca" stroke-width="1"',
      ),
    );
  }
  // framed botanical prints on the right wall
  for (const [z0, z1, c] of [
    [6.6, 7.05, '#9bb08f'],
    [4.1, 4.65, '#d7a583'],
  ]) {
    s.add(cam.poly(cam.qx(X1 - 0.01, 1.5, 2.15, z0, z1), 'fill="#3a2c20"'));
    s.add(cam.poly(cam.qx(X1 - 0.012, 1.55, 2.1, z0 + 0.04, z1 - 0.04), 'fill="#f4efe5"'));
    s.add(cam.poly(cam.qx(X1 - 0.014, 1.68, 1.98, z0 + 0.12, z1 - 0.12), `fill="${c}"`));
  }
  // sunlight from the window onto the floor and island side
  s.add(
    sunPatches(
      s,
      cam,
      [
        [win.x0 + 0.08, -0.04, win.y0 + 0.05, win.y1 - 0.6],
        [0.04, win.x1 - 0.08, win.y0 + 0.05, win.y1 - 0.6],
      ],
      [0.25, -0.75, -1],
      { zb: ZB, opacity: 0.28, blurPx: 6, color: '#fff7e0' },
    ),
  );

  // --- island ---
  const isl = { x0: -1.05, x1: 1.25, z0: 4.2, z1: 5.15 };
  s.add(
    floorShadow(s, cam, cam.qy(0, isl.x0 - 0.05, isl.x1 + 0.1, isl.z0 - 0.05, isl.z1 + 0.1), {
      opacity: 0.45,
      blurPx: 12,
    }),
  );
  s.add(
    cam.box([isl.x0, isl.x1], [0, 0.9], [isl.z0 + 0.28, isl.z1], {
      front: shade(navy, -0.05),
      left: shade(navy, -0.15),
      right: shade(navy, 0.05),
      top: navy,
    }),
  );
  // fluted oak panel on seating side
  {
    const zF = isl.z0 + 0.279;
    const n = 38;
    for (let i = 0; i < n; i++) {
      const a = isl.x0 + ((isl.x1 - isl.x0) * i) / n;
      const b = isl.x0 + ((isl.x1 - isl.x0) * (i + 1)) / n;
      s.add(
        cam.poly(
          cam.qz(zF, a, b, 0.02, 0.88),
          `fill="${s.lin(
            [
              [0, shade(oak, -0.22)],
              [0.35, shade(oak, 0.08)],
              [0.75, oak],
              [1, shade(oak, -0.28)],
            ],
            [0, 0, 1, 0],
          )}"`,
        ),
      );
    }
    s.add(cam.poly(cam.qz(zF, isl.x0, isl.x1, 0, 0.03), 'fill="#2b1d12" opacity="0.6"'));
    // shadow under the overhang
    s.add(
      cam.poly(
        cam.qz(zF - 0.001, isl.x0, isl.x1, 0.6, 0.9),
        `fill="${s.lin(
          [
            [0, '#000', 0.45],
            [1, '#000', 0],
          ],
          [0, 0, 0, 1],
        )}"`,
      ),
    );
  }
  // marble top with waterfall ends
  const slab = 0.05;
  s.add(
    cam.box([isl.x0 - 0.05, isl.x1 + 0.05], [0.9, 0.9 + slab], [isl.z0, isl.z1 + 0.02], {
      front: '#e4e1db',
      top: s.lin([
        [0, '#f6f5f2'],
        [1, '#ffffff'],
      ]),
      left: '#dedbd4',
      right: '#e9e6e0',
    }),
  );
  s.add(
    cam.box([isl.x1 + 0.05 - slab, isl.x1 + 0.05], [0, 0.9], [isl.z0, isl.z1 + 0.02], {
      front: '#e1ded8',
      left: '#f1efeb',
    }),
  );
  s.add(
    cam.box([isl.x0 - 0.05, isl.x0 - 0.05 + slab], [0, 0.9], [isl.z0, isl.z1 + 0.02], {
      front: '#e1ded8',
      right: '#e9e6e0',
    }),
  );
  // marble veining
  {
    const rv = makeRng(42);
    for (let i = 0; i < 9; i++) {
      const x = rv.range(isl.x0, isl.x1);
      const z = rv.range(isl.z0 + 0.05, isl.z1 - 0.05);
      const a = cam.P([x, 0.951, z]);
      const b = cam.P([
        clamp(x + rv.range(-0.5, 0.5), isl.x0 + 0.02, isl.x1 - 0.02),
        0.951,
        clamp(z + rv.range(-0.3, 0.3), isl.z0 + 0.02, isl.z1),
      ]);
      s.add(
        pathEl(
          `M${pt(a)}Q${r1((a[0] + b[0]) / 2 + rv.range(-20, 20))},${r1((a[1] + b[1]) / 2 + rv.range(-6, 6))} ${pt(b)}`,
          `fill="none" stroke="#b9b6b0" stroke-width="${r1(rv.range(0.6, 1.6))}" opacity="0.6"`,
        ),
      );
    }
    for (let i = 0; i < 4; i++) {
      const z = isl.z0 + 0.01;
      const x = rv.range(isl.x0, isl.x1 - 0.3);
      s.add(
        pathEl(
          `M${pt(cam.P([x, 0.9, z]))}Q${pt(cam.P([x + 0.1, 0.6, z]))} ${pt(cam.P([x + 0.05, 0.3, z]))}`,
          'fill="none" stroke="#bdb9b2" stroke-width="1" opacity="0.5"',
        ),
      );
    }
  }
  // things on the island: fruit bowl, cookbook, flowers
  {
    const z = 4.7;
    const x = -0.35;
    const p = cam.P([x, 0.95, z]);
    const k = cam.k(z);
    s.add(ellipse(p[0], p[1] + 2, k * 0.2, k * 0.035, `fill="#000" opacity="0.2" filter="${s.blur(3)}"`));
    s.add(ellipse(p[0], p[1] - k * 0.09, k * 0.2, k * 0.03, 'fill="#d9d3c8"'));
    const rl = makeRng(5);
    for (let i = 0; i < 7; i++)
      s.add(
        ellipse(
          p[0] + rl.range(-0.12, 0.12) * k,
          p[1] - k * rl.range(0.1, 0.14),
          k * 0.045,
          k * 0.038,
          `fill="${rl.pick(['#f2c94c', '#e9b93a', '#f5d565', '#9cc25a'])}"`,
        ),
      );
    s.add(
      pathEl(
        `M${r1(p[0] - k * 0.2)},${r1(p[1] - k * 0.09)}Q${r1(p[0])},${r1(p[1] + k * 0.08)} ${r1(p[0] + k * 0.2)},${r1(p[1] - k * 0.09)}Z`,
        `fill="${s.lin([
          [0, '#f5f2ec'],
          [1, '#cfc8bd'],
        ])}"`,
      ),
    );
  }
  s.add(cam.box([0.35, 0.75], [0.95, 0.98], [4.55, 4.85], { front: '#7c4634', top: '#e8dccb', left: '#6e3c2c' }));
  {
    const z = 4.85;
    const x = 0.95;
    s.add(
      poly(
        cam.lathe(x, z, [
          { y: 0.95, r: 0.06 },
          { y: 1.05, r: 0.08 },
          { y: 1.2, r: 0.04 },
        ]),
        `fill="${s.lin(
          [
            [0, '#eef3ef', 0.9],
            [1, '#b9c9c0', 0.9],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    const p = cam.P([x, 1.2, z]);
    const k = cam.k(z);
    const rf = makeRng(9);
    for (let i = 0; i < 9; i++) {
      const a = -Math.PI / 2 + rf.range(-0.8, 0.8);
      const end = [p[0] + Math.cos(a) * k * 0.35, p[1] + Math.sin(a) * k * 0.35];
      s.add(line(p, end, 'stroke="#5f7d4a" stroke-width="1.4"'));
      s.add(circle(end[0], end[1], k * 0.035, `fill="${rf.pick(['#f4f1ea', '#f0d9dd', '#fbf3e4'])}"`));
    }
  }

  // --- bar stools (oak seat, black steel legs) in front of the island ---
  for (const x of [-0.55, 0.1, 0.75]) {
    const z = 3.95;
    const seatY = 0.68;
    s.add(floorShadow(s, cam, cam.ringY(x, 0, z + 0.05, 0.22, 0.2, 20), { opacity: 0.35, blurPx: 5 }));
    const legs = [
      [-0.14, -0.14],
      [0.14, -0.14],
      [-0.14, 0.14],
      [0.14, 0.14],
    ];
    const back = legs.filter((l) => l[1] > 0);
    const front = legs.filter((l) => l[1] < 0);
    for (const [dx, dz] of back)
      s.add(
        line(
          cam.P([x + dx * 1.2, 0, z + dz * 1.2]),
          cam.P([x + dx * 0.75, seatY, z + dz * 0.75]),
          'stroke="#1e1e1e" stroke-width="3"',
        ),
      );
    s.add(poly(cam.ringY(x, 0.25, z, 0.15, 0.15, 24).map(cam.P), 'fill="none" stroke="#1e1e1e" stroke-width="2.5"'));
    for (const [dx, dz] of front)
      s.add(
        line(
          cam.P([x + dx * 1.2, 0, z + dz * 1.2]),
          cam.P([x + dx * 0.75, seatY, z + dz * 0.75]),
          'stroke="#262626" stroke-width="3.5"',
        ),
      );
    s.add(
      poly(
        cam.lathe(x, z, [
          { y: seatY - 0.05, r: 0.19 },
          { y: seatY, r: 0.19 },
        ]),
        `fill="${shade(oak, -0.3)}"`,
      ),
    );
    s.add(
      poly(
        cam.ringY(x, seatY, z, 0.19, 0.19, 32).map(cam.P),
        `fill="${s.lin(
          [
            [0, shade(oak, 0.1)],
            [1, shade(oak, -0.1)],
          ],
          [0, 0, 1, 1],
        )}"`,
      ),
    );
  }

  // --- pendant lamps over the island ---
  for (const x of [-0.55, 0.1, 0.75]) {
    const z = 4.68;
    const y = 2.05;
    const top = cam.P([x, Hc, z]);
    const p = cam.P([x, y, z]);
    const k = cam.k(z);
    s.add(line(top, [p[0], p[1] - k * 0.2], 'stroke="#1f1f1f" stroke-width="1.6"'));
    s.add(ellipse(p[0], p[1] + k * 0.4, k * 0.45, k * 0.4, `fill="#fff2cf" opacity="0.3" filter="${s.blur(16)}"`));
    s.add(
      pathEl(
        `M${r1(p[0] - k * 0.2)},${r1(p[1])}C${r1(p[0] - k * 0.2)},${r1(p[1] - k * 0.2)} ${r1(p[0] + k * 0.2)},${r1(p[1] - k * 0.2)} ${r1(p[0] + k * 0.2)},${r1(p[1])}Z`,
        `fill="${s.lin(
          [
            [0, '#3a3a3a'],
            [0.35, '#1b1b1b'],
            [1, '#0b0b0b'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    s.add(rect(p[0] - k * 0.03, p[1] - k * 0.22, k * 0.06, k * 0.06, `fill="${brass}"`));
    s.add(ellipse(p[0], p[1], k * 0.2, k * 0.035, `fill="${brass}"`));
    s.add(ellipse(p[0], p[1] + 1, k * 0.15, k * 0.025, 'fill="#fff6dc"'));
  }
  // pool of light on the island top
  s.add(
    cam.poly(
      cam.qy(0.952, isl.x0 + 0.1, isl.x1 - 0.1, isl.z0 + 0.15, isl.z1 - 0.1),
      `fill="#fff4da" opacity="0.35" filter="${s.blur(14)}"`,
    ),
  );

  s.add(
    rect(
      0,
      0,
      W,
      H,
      `fill="${s.rad(
        [
          [0, '#fff8e6', 0.14],
          [1, '#fff8e6', 0],
        ],
        0.5,
        0.45,
        0.6,
      )}"`,
    ),
  );
  s.add(vignette(s, 0.3));
  return s.toString();
}

/** Window in the left wall (plane x = X), seen in perspective, with reveal and outside view. */
function leftWallWindow(s, cam, { X, z0, z1, y0, y1, depth = 0.35, outside, frame = '#fbfaf6' }) {
  const out = [];
  const Xi = X - depth;
  // far jamb (faces the camera) and soffit / sill
  out.push(
    cam.poly(
      [
        [X, y0, z1],
        [Xi, y0, z1],
        [Xi, y1, z1],
        [X, y1, z1],
      ],
      'fill="#e6dfd3"',
    ),
  );
  out.push(
    cam.poly(
      [
        [X, y1, z0],
        [Xi, y1, z0],
        [Xi, y1, z1],
        [X, y1, z1],
      ],
      'fill="#d3cbbd"',
    ),
  );
  out.push(
    cam.poly(
      [
        [X, y0, z0],
        [Xi, y0, z0],
        [Xi, y0, z1],
        [X, y0, z1],
      ],
      'fill="#f6f3ee"',
    ),
  );
  const gq = cam.qx(Xi, y0, y1, z0, z1).map(cam.P);
  out.push(g(`clip-path="${s.clip(poly(gq))}"`, outside(gq)));
  const fw = 0.07;
  const bars = [
    cam.qx(Xi, y0, y0 + fw, z0, z1),
    cam.qx(Xi, y1 - fw, y1, z0, z1),
    cam.qx(Xi, y0, y1, z0, z0 + fw),
    cam.qx(Xi, y0, y1, z1 - fw, z1),
  ];
  const ty = y1 - 0.55;
  const zm = (z0 + z1) / 2;
  bars.push(
    cam.qx(Xi, ty - fw / 2, ty + fw / 2, z0, z1),
    cam.qx(Xi, y0, ty, zm - fw * 0.6, zm + fw * 0.6),
    cam.qx(Xi, ty, y1, zm - 0.02, zm + 0.02),
  );
  const pane = (ty - y0) / 3;
  for (let i = 1; i < 3; i++) bars.push(cam.qx(Xi, y0 + pane * i - 0.018, y0 + pane * i + 0.018, z0, z1));
  for (const b of bars) out.push(cam.poly(b, `fill="${frame}"`));
  // the frame depth visible on the far side
  out.push(
    cam.poly(
      [
        [Xi, y0, z1 - fw],
        [Xi + 0.06, y0, z1 - fw],
        [Xi + 0.06, y1, z1 - fw],
        [Xi, y1, z1 - fw],
      ],
      'fill="#e3ddd2"',
    ),
  );
  return out.join('');
}

// ---------------------------------------------------------------------------
// 04 – Bedroom
// ---------------------------------------------------------------------------

function bedroom() {
  const s = new Scene(404);
  const cam = makeCamera({ f: 1080, cx: 800, cy: 505, eye: [0.25, 1.4, 0] });
  const X0 = -2.7;
  const X1 = 2.7;
  const Hc = 3.6;
  const ZB = 7.2;
  const zN = 0.6;
  roomShell(s, cam, {
    X0,
    X1,
    Hc,
    ZB,
    zN,
    wall: '#f0ebe3',
    rosette: [0.25, 5.2, 0.45],
    inset: 0.5,
    floorSeed: 44,
    floorPalette: ['#c99a66', '#bf8e5a', '#d3a673', '#c49260', '#d8ad7b'],
  });
  // back wall painted in a calm sage-blue with white panel mouldings
  const accent = '#b9c7c2';
  s.add(
    cam.poly(
      cam.qz(ZB - 0.001, X0, X1, 0, Hc - 0.25),
      `fill="${s.lin([
        [0, shade(accent, 0.12)],
        [1, shade(accent, -0.06)],
      ])}"`,
    ),
  );
  const moulding = (x0, x1, y0, y1) =>
    cam.poly(cam.qz(ZB - 0.002, x0, x1, y0, y1), 'fill="none" stroke="#f4f6f3" stroke-width="3"') +
    cam.poly(
      cam.qz(ZB - 0.002, x0 + 0.012, x1 + 0.012, y0 - 0.012, y1 - 0.012),
      'fill="none" stroke="#8d9c97" stroke-width="1" opacity="0.6"',
    );
  for (const [a, b] of [
    [X0 + 0.3, -1.35],
    [1.35, X1 - 0.3],
  ]) {
    s.add(moulding(a, b, 0.4, 1.05), moulding(a, b, 1.25, Hc - 0.55));
  }
  s.add(moulding(-1.15, 1.15, 1.55, Hc - 0.55));
  s.add(skirting(cam, { X0, X1, ZB, zNear: zN, h: 0.2 }));

  // window on the left wall
  const win = { z0: 4.55, z1: 5.95, y0: 0.6, y1: 3.1 };
  s.add(
    cam.poly(
      cam.qx(X0, win.y0 - 0.2, win.y1 + 0.2, win.z0 - 0.3, win.z1 + 0.3),
      `fill="#fffdf6" opacity="0.6" filter="${s.blur(18)}"`,
    ),
  );
  s.add(leftWallWindow(s, cam, { X: X0, ...win, outside: outsideView(s, 41, { warm: true }) }));
  // curtains on the left wall (linen, tied back)
  for (const [za, zb2, seed] of [
    [win.z0 - 0.32, win.z0 + 0.05, 1],
    [win.z1 - 0.05, win.z1 + 0.32, 2],
  ]) {
    const P3 = cam.qx(X0 + 0.1, 0.01, 3.35, za, zb2);
    const P2 = P3.map(cam.P);
    const rr = makeRng(seed);
    const stops = [];
    for (let i = 0; i <= 12; i++)
      stops.push([(i / 12).toFixed(3), i % 2 ? shade('#e9e1d3', -rr.range(0.06, 0.14)) : '#f1ebe0']);
    s.add(poly(P2, `fill="${s.lin(stops, [0, 0, 1, 0])}" opacity="0.95"`));
  }
  s.add(
    line(
      cam.P([X0 + 0.1, 3.37, win.z0 - 0.55]),
      cam.P([X0 + 0.1, 3.37, win.z1 + 0.55]),
      'stroke="#8c7452" stroke-width="3"',
    ),
  );

  // sun patches from the window across the floor
  const sunD = [1, -0.62, -0.3];
  {
    const panes = [];
    const ty = win.y1 - 0.55;
    const zm = (win.z0 + win.z1) / 2;
    const ph = (ty - win.y0) / 3;
    for (const [a, b] of [
      [win.z0 + 0.07, zm - 0.04],
      [zm + 0.04, win.z1 - 0.07],
    ])
      for (let i = 0; i < 3; i++) panes.push([a, b, win.y0 + ph * i + 0.03, win.y0 + ph * (i + 1) - 0.03]);
    const hit = (z, y) => {
      const t = -y / sunD[1];
      return [X0 - 0.35 + sunD[0] * t, 0.003, z + sunD[2] * t];
    };
    const pp = panes.map(([a, b, y0, y1]) =>
      cam.poly([hit(a, y0), hit(b, y0), hit(b, y1), hit(a, y1)], 'fill="#fff3d2"'),
    );
    s.add(g(`opacity="0.55" filter="${s.blur(5)}"`, ...pp));
  }

  // rug under the bed
  s.add(cam.poly(cam.qy(0.01, -1.75, 1.75, 3.9, 6.6), 'fill="#efe8dc"'));
  {
    const rr = makeRng(12);
    for (let i = 0; i < 26; i++) {
      const z = 3.95 + i * 0.1;
      const xs = -1.7 + (i % 2) * 0.1;
      for (let x = xs; x < 1.7; x += 0.2) {
        if (rr() < 0.5) continue;
        s.add(
          cam.poly(
            [
              [x, 0.011, z],
              [x + 0.05, 0.011, z - 0.04],
              [x + 0.1, 0.011, z],
              [x + 0.05, 0.011, z + 0.04],
            ],
            'fill="#cfc3ae" opacity="0.7"',
          ),
        );
      }
    }
    // fringe
    for (let x = -1.75; x <= 1.75; x += 0.05)
      s.add(line(cam.P([x, 0.011, 3.9]), cam.P([x, 0.011, 3.84]), 'stroke="#e9e1d3" stroke-width="1.5"'));
  }

  // --- art above the bed ---
  {
    const y0 = 1.75;
    const y1 = 2.55;
    const x0 = -0.85;
    const x1 = 0.85;
    const z = ZB - 0.02;
    s.add(
      cam.poly(
        cam.qz(z, x0 + 0.03, x1 + 0.05, y0 - 0.06, y1 - 0.02),
        `fill="#000" opacity="0.2" filter="${s.blur(6)}"`,
      ),
    );
    s.add(cam.poly(cam.qz(z, x0, x1, y0, y1), 'fill="#b8955c"'));
    s.add(cam.poly(cam.qz(z - 0.001, x0 + 0.04, x1 - 0.04, y0 + 0.04, y1 - 0.04), 'fill="#f4efe4"'));
    const cl = s.clip(cam.poly(cam.qz(z - 0.002, x0 + 0.14, x1 - 0.14, y0 + 0.12, y1 - 0.12)));
    const tl = cam.P([x0 + 0.14, y1 - 0.12, z]);
    const br = cam.P([x1 - 0.14, y0 + 0.12, z]);
    const w = br[0] - tl[0];
    const h = br[1] - tl[1];
    s.add(
      g(
        `clip-path="${cl}"`,
        rect(
          tl[0],
          tl[1],
          w,
          h,
          `fill="${s.lin([
            [0, '#f3d9b8'],
            [1, '#f7ece0'],
          ])}"`,
        ),
        circle(tl[0] + w * 0.68, tl[1] + h * 0.42, h * 0.16, 'fill="#e49a6a"'),
        pathEl(
          `M${r1(tl[0])},${r1(tl[1] + h * 0.7)}Q${r1(tl[0] + w * 0.3)},${r1(tl[1] + h * 0.35)} ${r1(tl[0] + w * 0.6)},${r1(tl[1] + h * 0.65)}T${r1(tl[0] + w)},${r1(tl[1] + h * 0.6)}V${r1(tl[1] + h)}H${r1(tl[0])}Z`,
          'fill="#7c9a8e"',
        ),
        pathEl(
          `M${r1(tl[0])},${r1(tl[1] + h * 0.85)}Q${r1(tl[0] + w * 0.45)},${r1(tl[1] + h * 0.6)} ${r1(tl[0] + w)},${r1(tl[1] + h * 0.82)}V${r1(tl[1] + h)}H${r1(tl[0])}Z`,
          'fill="#3f5f5a"',
        ),
      ),
    );
  }

  // --- nightstands with lamps ---
  const walnut = '#7a5135';
  for (const cx of [-1.45, 1.45]) {
    const x0 = cx - 0.26;
    const x1 = cx + 0.26;
    const z0 = ZB - 0.45;
    s.add(floorShadow(s, cam, cam.qy(0, x0, x1 + 0.05, z0 - 0.05, ZB), { opacity: 0.35, blurPx: 6 }));
    s.add(
      cam.box([x0, x1], [0.12, 0.58], [z0, ZB - 0.02], {
        front: walnut,
        top: shade(walnut, 0.2),
        left: shade(walnut, -0.15),
        right: shade(walnut, -0.1),
      }),
    );
    for (const [lx] of [[x0 + 0.03], [x1 - 0.05]])
      s.add(cam.box([lx, lx + 0.02], [0, 0.12], [z0 + 0.02, z0 + 0.04], { front: '#3a2718' }));
    s.add(cam.poly(cam.qz(z0 - 0.001, x0 + 0.03, x1 - 0.03, 0.36, 0.38), `fill="${shade(walnut, -0.3)}"`));
    const kp = cam.P([cx, 0.47, z0 - 0.01]);
    s.add(circle(kp[0], kp[1], 2.5, 'fill="#c9a35e"'));
    // lamp
    const lz = ZB - 0.22;
    s.add(
      poly(
        cam.lathe(cx, lz, [
          { y: 0.58, r: 0.07 },
          { y: 0.68, r: 0.11 },
          { y: 0.82, r: 0.05 },
        ]),
        `fill="${s.lin(
          [
            [0, '#e9dfcf'],
            [1, '#b7a88f'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    const k = cam.k(lz);
    const gp = cam.P([cx, 1.0, lz]);
    s.add(ellipse(gp[0], gp[1], k * 0.4, k * 0.3, `fill="#ffe9b8" opacity="0.45" filter="${s.blur(14)}"`));
    s.add(
      poly(
        cam.lathe(cx, lz, [
          { y: 0.86, r: 0.2 },
          { y: 1.1, r: 0.15 },
        ]),
        `fill="${s.lin(
          [
            [0, '#fff6e0'],
            [1, '#f1dfb9'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    // a small book and glass
    s.add(
      cam.box([cx - 0.2, cx - 0.02], [0.58, 0.61], [z0 + 0.05, z0 + 0.2], {
        front: '#a4553a',
        top: '#ede6d8',
        left: '#8e4a33',
        right: '#8e4a33',
      }),
    );
  }

  // --- bed ---
  {
    const bx0 = -1.0;
    const bx1 = 1.0;
    const bz0 = 4.85;
    const bz1 = ZB - 0.1;
    const frame = '#c8ad8a';
    s.add(floorShadow(s, cam, cam.qy(0, bx0 - 0.1, bx1 + 0.15, bz0 - 0.1, bz1), { opacity: 0.45, blurPx: 14 }));
    // headboard (upholstered, channel tufted)
    const hb = '#c08d55';
    s.add(
      cam.box(
        [bx0 - 0.08, bx1 + 0.08],
        [0.1, 1.38],
        [bz1 - 0.05, bz1 + 0.08],
        {
          front: s.lin([
            [0, shade(hb, 0.12)],
            [1, shade(hb, -0.12)],
          ]),
          top: shade(hb, 0.25),
        },
        '',
        10,
      ),
    );
    for (let i = 1; i < 12; i++) {
      const x = bx0 - 0.08 + ((bx1 - bx0 + 0.16) * i) / 12;
      s.add(
        line(
          cam.P([x, 0.6, bz1 - 0.051]),
          cam.P([x, 1.33, bz1 - 0.051]),
          `stroke="${shade(hb, -0.25)}" stroke-width="1.6" opacity="0.6"`,
        ),
      );
      s.add(
        line(
          cam.P([x + 0.015, 0.6, bz1 - 0.051]),
          cam.P([x + 0.015, 1.33, bz1 - 0.051]),
          `stroke="${shade(hb, 0.25)}" stroke-width="1" opacity="0.6"`,
        ),
      );
    }
    // base + mattress
    s.add(cam.box([bx0, bx1], [0.08, 0.34], [bz0, bz1], { front: frame, top: frame }, '', 3));
    s.add(
      cam.box([bx0 + 0.02, bx1 - 0.02], [0.34, 0.56], [bz0 + 0.02, bz1], { front: '#f1ede6', top: '#f8f6f1' }, '', 4),
    );
    // pillows (sleeping pillows + cushions), leaning on the headboard
    const pillow = (xc, wdt, hgt, z, c, lean = 0.12, y0 = 0.58) => {
      const P3 = [
        [xc - wdt / 2, y0, z],
        [xc + wdt / 2, y0, z],
        [xc + wdt / 2 - 0.02, y0 + hgt, z + lean],
        [xc - wdt / 2 + 0.02, y0 + hgt, z + lean],
      ];
      const P2 = P3.map(cam.P);
      const k = cam.k(z);
      return pathEl(
        roundPath(P2, k * 0.08),
        `fill="${s.lin(
          [
            [0, shade(c, 0.1)],
            [0.7, c],
            [1, shade(c, -0.14)],
          ],
          [0, 0, 0, 1],
        )}" stroke="${shade(c, -0.18)}" stroke-width="1"`,
      );
    };
    s.add(pillow(-0.5, 0.82, 0.5, bz1 - 0.32, '#fbfaf7', 0.2), pillow(0.5, 0.82, 0.5, bz1 - 0.32, '#fbfaf7', 0.2));
    s.add(pillow(-0.45, 0.62, 0.42, bz1 - 0.5, '#9fb5ad', 0.14), pillow(0.45, 0.62, 0.42, bz1 - 0.5, '#9fb5ad', 0.14));
    s.add(pillow(0, 0.46, 0.26, bz1 - 0.62, '#c67b55', 0.08));
    // duvet (white linen) with a soft fold line and overhang
    const dz0 = bz0 - 0.03;
    const dz1 = bz1 - 0.72;
    s.add(
      cam.box(
        [bx0 - 0.04, bx1 + 0.04],
        [0.3, 0.62],
        [dz0, dz1],
        {
          front: s.lin([
            [0, '#f2efe9'],
            [1, '#dcd6cc'],
          ]),
          top: s.lin([
            [0, '#fdfcf9'],
            [1, '#efebe4'],
          ]),
        },
        '',
        8,
      ),
    );
    // folded top edge of the duvet
    s.add(
      cam.box(
        [bx0 - 0.04, bx1 + 0.04],
        [0.6, 0.66],
        [dz1 - 0.18, dz1 + 0.02],
        { front: '#f4f1ec', top: '#ffffff' },
        '',
        6,
      ),
    );
    // wrinkles
    const rr = makeRng(17);
    for (let i = 0; i < 7; i++) {
      const z = rr.range(dz0 + 0.15, dz1 - 0.3);
      const x = rr.range(bx0 + 0.1, bx1 - 0.5);
      s.add(
        pathEl(
          `M${pt(cam.P([x, 0.621, z]))}Q${pt(cam.P([x + 0.2, 0.621, z + 0.06]))} ${pt(cam.P([x + 0.45, 0.621, z - 0.02]))}`,
          'fill="none" stroke="#d9d3c8" stroke-width="1.5" opacity="0.8"',
        ),
      );
    }
    // terracotta throw across the foot end, hanging over the front
    const tc = '#b8673f';
    const tz0 = dz0 - 0.02;
    const tz1 = dz0 + 0.38;
    s.add(
      cam.poly(
        [
          [bx0 - 0.05, 0.63, tz0],
          [bx1 + 0.05, 0.63, tz0],
          [bx1 + 0.05, 0.63, tz1],
          [bx0 - 0.05, 0.63, tz1],
        ],
        `fill="${s.lin([
          [0, shade(tc, -0.05)],
          [1, shade(tc, 0.1)],
        ])}"`,
      ),
    );
    s.add(
      cam.poly(
        [
          [bx0 - 0.05, 0.63, tz0],
          [bx1 + 0.05, 0.63, tz0],
          [bx1 + 0.05, 0.36, tz0 - 0.01],
          [bx0 - 0.05, 0.36, tz0 - 0.01],
        ],
        `fill="${s.lin([
          [0, shade(tc, -0.12)],
          [1, shade(tc, -0.28)],
        ])}"`,
      ),
    );
    for (let i = 1; i < 10; i++) {
      const x = bx0 + ((bx1 - bx0) * i) / 10;
      s.add(
        line(
          cam.P([x, 0.6, tz0 - 0.005]),
          cam.P([x + 0.02, 0.38, tz0 - 0.015]),
          `stroke="${shade(tc, -0.35)}" stroke-width="1" opacity="0.5"`,
        ),
      );
    }
    for (let x = bx0 - 0.04; x < bx1 + 0.05; x += 0.04)
      s.add(
        line(
          cam.P([x, 0.36, tz0 - 0.01]),
          cam.P([x, 0.32, tz0 - 0.012]),
          `stroke="${shade(tc, -0.1)}" stroke-width="1.2"`,
        ),
      );
  }

  // --- bench at the foot of the bed ---
  {
    const x0 = -0.75;
    const x1 = 0.75;
    const z0 = 4.15;
    const z1 = 4.55;
    s.add(floorShadow(s, cam, cam.qy(0, x0, x1 + 0.1, z0, z1 + 0.05), { opacity: 0.35, blurPx: 6 }));
    for (const lx of [x0 + 0.05, x1 - 0.08])
      s.add(
        cam.box([lx, lx + 0.03], [0, 0.35], [z0 + 0.05, z0 + 0.08], {
          front: '#2e2a26',
          left: '#3a3530',
          right: '#3a3530',
        }),
      );
    s.add(cam.box([x0, x1], [0.35, 0.48], [z0, z1], { front: '#a59a8a', top: '#c4baa9' }, '', 6));
    // folded blanket + tray with books on the bench
    s.add(
      cam.box([x0 + 0.1, x0 + 0.55], [0.48, 0.56], [z0 + 0.05, z1 - 0.05], { front: '#e8dfcf', top: '#f1ebe0' }, '', 3),
    );
  }

  // --- dresser + round mirror on the right wall ---
  {
    const dx0 = X1 - 0.5;
    const z0 = 4.3;
    const z1 = 5.75;
    const topY = 0.86;
    s.add(floorShadow(s, cam, cam.qy(0, dx0 - 0.1, X1, z0 - 0.05, z1), { opacity: 0.35, blurPx: 8 }));
    // mirror (circle on the wall plane x = X1)
    const mc = [X1 - 0.01, 1.75, (z0 + z1) / 2];
    const ring = (r) =>
      Array.from({ length: 48 }, (_, i) => {
        const a = (i / 48) * Math.PI * 2;
        return cam.P([mc[0], mc[1] + Math.sin(a) * r, mc[2] + Math.cos(a) * r]);
      });
    s.add(
      poly(
        ring(0.5).map(([x, y]) => [x - 4, y + 5]),
        `fill="#000" opacity="0.18" filter="${s.blur(6)}"`,
      ),
    );
    s.add(poly(ring(0.5), 'fill="#b08d57"'));
    s.add(
      poly(
        ring(0.46),
        `fill="${s.lin(
          [
            [0, '#dfe6e6'],
            [0.5, '#c2cccd'],
            [1, '#eef2f1'],
          ],
          [0, 0, 1, 1],
        )}"`,
      ),
    );
    s.add(
      poly(
        ring(0.46),
        `fill="${s.lin(
          [
            [0, '#fff', 0],
            [0.45, '#fff', 0.5],
            [0.55, '#fff', 0],
            [1, '#fff', 0],
          ],
          [0, 0, 1, 1],
        )}"`,
      ),
    );
    // dresser
    s.add(
      cam.box([dx0, X1 - 0.02], [0.1, topY], [z0, z1], {
        left: walnut,
        front: shade(walnut, -0.2),
        top: shade(walnut, 0.18),
      }),
    );
    for (let i = 0; i < 3; i++) {
      const y0 = 0.15 + i * 0.24;
      s.add(
        cam.poly(
          cam.qx(dx0 - 0.002, y0, y0 + 0.21, z0 + 0.04, z1 - 0.04),
          `fill="${shade(walnut, 0.06)}" stroke="${shade(walnut, -0.35)}" stroke-width="1.2"`,
        ),
      );
      for (const zz of [z0 + 0.35, z1 - 0.35]) {
        const p = cam.P([dx0 - 0.01, y0 + 0.12, zz]);
        s.add(ellipse(p[0], p[1], 2.2, 4, 'fill="#d2ae68"'));
      }
    }
    for (const [lx, lz] of [
      [dx0 + 0.03, z0 + 0.03],
      [dx0 + 0.03, z1 - 0.06],
    ])
      s.add(cam.box([lx, lx + 0.03], [0, 0.1], [lz, lz + 0.03], { left: '#3a2718', front: '#2a1c10' }));
    // vase with dried grasses + books on dresser
    const vz = z1 - 0.35;
    s.add(
      poly(
        cam.lathe(X1 - 0.25, vz, [
          { y: topY, r: 0.07 },
          { y: topY + 0.14, r: 0.1 },
          { y: topY + 0.28, r: 0.04 },
        ]),
        `fill="${s.lin(
          [
            [0, '#e7dccb'],
            [1, '#b9a88e'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    const vp = cam.P([X1 - 0.25, topY + 0.28, vz]);
    const k = cam.k(vz);
    const rg = makeRng(21);
    for (let i = 0; i < 14; i++) {
      const a = -Math.PI / 2 + rg.range(-0.7, 0.7);
      const len = k * rg.range(0.35, 0.6);
      const e = [vp[0] + Math.cos(a) * len, vp[1] + Math.sin(a) * len];
      s.add(
        pathEl(
          `M${pt(vp)}Q${r1((vp[0] + e[0]) / 2 + rg.range(-5, 5))},${r1((vp[1] + e[1]) / 2)} ${pt(e)}`,
          'fill="none" stroke="#bfa27a" stroke-width="1.2"',
        ),
      );
      s.add(pathEl(leafPath(e, a, k * 0.08, k * 0.018), 'fill="#d8c39c"'));
    }
    s.add(
      cam.box([X1 - 0.42, X1 - 0.12], [topY, topY + 0.06], [z0 + 0.2, z0 + 0.45], {
        left: '#41586a',
        top: '#ece6da',
        front: '#384c5c',
      }),
    );
  }

  // --- plant in a woven basket (near right corner) ---
  {
    const px = X1 - 0.35;
    const pz = ZB - 0.5;
    s.add(floorShadow(s, cam, cam.ringY(px, 0, pz, 0.3, 0.3, 20), { opacity: 0.3, blurPx: 6 }));
    s.add(
      poly(
        cam.lathe(px, pz, [
          { y: 0, r: 0.2 },
          { y: 0.38, r: 0.24 },
        ]),
        `fill="${s.lin(
          [
            [0, '#d8b98b'],
            [1, '#9c7a4f'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    for (let i = 1; i < 6; i++) {
      const pts3 = cam.ringY(px, i * 0.065, pz, 0.2 + i * 0.007, 0.2 + i * 0.007, 24).filter((q) => q[2] < pz);
      s.add(`<polyline points="${pts(pts3.map(cam.P))}" fill="none" stroke="#8a6a42" stroke-width="1" opacity="0.6"/>`);
    }
    const b = cam.P([px, 0.38, pz]);
    s.add(
      housePlant(s, b[0], b[1], cam.k(pz) * 1.3, {
        seed: 4,
        kind: 'monstera',
        colors: ['#2f5a2e', '#3a6b35', '#4a7f40', '#5e934c'],
      }),
    );
  }

  // --- pendant: woven rattan globe ---
  {
    const [rx, rz] = [0.25, 5.2];
    const y = 2.55;
    const top = cam.P([rx, Hc, rz]);
    const c = cam.P([rx, y, rz]);
    const k = cam.k(rz);
    s.add(line(top, [c[0], c[1] - k * 0.25], 'stroke="#6b5538" stroke-width="1.6"'));
    s.add(circle(c[0], c[1] + k * 0.1, k * 0.5, `fill="#ffe9bd" opacity="0.3" filter="${s.blur(18)}"`));
    s.add(
      circle(
        c[0],
        c[1],
        k * 0.26,
        `fill="${s.rad(
          [
            [0, '#fff4d8'],
            [0.55, '#e8c891'],
            [1, '#b88c52'],
          ],
          0.45,
          0.6,
          0.6,
        )}"`,
      ),
    );
    for (let i = -3; i <= 3; i++)
      s.add(
        ellipse(
          c[0],
          c[1],
          k * 0.26 * Math.cos((i * Math.PI) / 8),
          k * 0.26,
          'fill="none" stroke="#9c7442" stroke-width="1" opacity="0.55"',
        ),
      );
    for (let i = -2; i <= 2; i++)
      s.add(
        ellipse(
          c[0],
          c[1] + (k * 0.26 * i) / 3,
          k * 0.26 * Math.sqrt(1 - (i / 3) ** 2),
          k * 0.03,
          'fill="none" stroke="#9c7442" stroke-width="1" opacity="0.5"',
        ),
      );
  }

  s.add(
    rect(
      0,
      0,
      W,
      H,
      `fill="${s.rad(
        [
          [0, '#fff3dc', 0.16],
          [1, '#fff3dc', 0],
        ],
        0.3,
        0.45,
        0.7,
      )}"`,
    ),
  );
  s.add(vignette(s, 0.32));
  return s.toString();
}

// ---------------------------------------------------------------------------
// 05 – Bathroom
// ---------------------------------------------------------------------------

function bathroom() {
  const s = new Scene(505);
  const cam = makeCamera({ f: 1060, cx: 800, cy: 500, eye: [0.1, 1.45, 0] });
  const X0 = -2.3;
  const X1 = 2.3;
  const Hc = 3.5;
  const ZB = 6.7;
  const zN = 0.6;
  roomShell(s, cam, { X0, X1, Hc, ZB, zN, wall: '#f2ede5', inset: 0.45, floor: 'none' });

  // --- floor: diagonal black & white marble checkerboard ---
  const floorQ = cam.qy(0, X0, X1, zN, ZB).map(cam.P);
  {
    const a = 0.3;
    const tiles = [];
    const s2 = Math.SQRT1_2;
    const n = Math.ceil(10 / a);
    for (let i = -n; i <= n; i++) {
      for (let j = -n; j <= n; j++) {
        const corners = [
          [i * a, j * a],
          [(i + 1) * a, j * a],
          [(i + 1) * a, (j + 1) * a],
          [i * a, (j + 1) * a],
        ].map(([u, v]) => [(u - v) * s2, ZB - (u + v) * s2]);
        const zs = corners.map((c) => c[1]);
        const xs = corners.map((c) => c[0]);
        if (Math.min(...zs) > ZB || Math.max(...zs) < 2.0 || Math.min(...xs) > X1 || Math.max(...xs) < X0) continue;
        if (Math.min(...zs) < 1.2) continue;
        const dark = (((i + j) % 2) + 2) % 2 === 1;
        tiles.push(
          cam.poly(
            corners.map(([x, z]) => [x, 0, z]),
            `fill="${dark ? '#454d4a' : '#eeece7'}" stroke="#a19e96" stroke-width="0.8"`,
          ),
        );
      }
    }
    s.add(poly(floorQ, 'fill="#efede8"'));
    s.add(g(`clip-path="${s.clip(poly(floorQ))}"`, ...tiles));
    // polished sheen
    s.add(
      poly(
        floorQ,
        `fill="${s.lin([
          [0, '#ffffff', 0.18],
          [0.5, '#ffffff', 0],
          [1, '#000', 0.18],
        ])}"`,
      ),
    );
  }

  // --- wall tiles (sage green glazed, lower 1.3 m) ---
  const tileTop = 1.3;
  const green = '#7f9e8e';
  s.add(
    cam.poly(
      cam.qz(ZB, X0, X1, 0, tileTop),
      `fill="${s.lin([
        [0, shade(green, 0.08)],
        [1, shade(green, -0.08)],
      ])}"`,
    ),
  );
  s.add(
    cam.poly(
      cam.qx(X0, 0, tileTop, zN, ZB),
      `fill="${s.lin(
        [
          [0, shade(green, -0.2)],
          [1, shade(green, -0.02)],
        ],
        [0, 0, 1, 0],
      )}"`,
    ),
  );
  s.add(
    cam.poly(
      cam.qx(X1, 0, tileTop, zN, ZB),
      `fill="${s.lin(
        [
          [0, shade(green, 0.02)],
          [1, shade(green, -0.2)],
        ],
        [0, 0, 1, 0],
      )}"`,
    ),
  );
  {
    const grout = 'stroke="#dfe6e0" stroke-width="1" opacity="0.75"';
    const th = 0.1;
    const tw = 0.2;
    const out = [];
    let row = 0;
    for (let y = 0; y < tileTop - 0.01; y += th, row++) {
      out.push(line(cam.P([X0, y, ZB]), cam.P([X1, y, ZB]), grout));
      out.push(line(cam.P([X0, y, zN]), cam.P([X0, y, ZB]), grout));
      out.push(line(cam.P([X1, y, zN]), cam.P([X1, y, ZB]), grout));
      const off = row % 2 ? tw / 2 : 0;
      for (let x = X0 + off; x < X1; x += tw) out.push(line(cam.P([x, y, ZB]), cam.P([x, y + th, ZB]), grout));
      for (let z = ZB - off; z > 2.5; z -= tw) {
        out.push(line(cam.P([X0, y, z]), cam.P([X0, y + th, z]), grout));
        out.push(line(cam.P([X1, y, z]), cam.P([X1, y + th, z]), grout));
      }
    }
    s.add(...out);
    // glaze highlights
    s.add(
      cam.poly(
        cam.qz(ZB - 0.001, X0, X1, 0, tileTop),
        `fill="${s.lin(
          [
            [0, '#fff', 0],
            [0.5, '#fff', 0.12],
            [1, '#fff', 0],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    // bullnose cap
    s.add(cam.poly(cam.qz(ZB - 0.001, X0, X1, tileTop, tileTop + 0.04), `fill="${shade(green, -0.25)}"`));
    s.add(cam.poly(cam.qx(X0 + 0.001, tileTop, tileTop + 0.04, zN, ZB), `fill="${shade(green, -0.32)}"`));
    s.add(cam.poly(cam.qx(X1 - 0.001, tileTop, tileTop + 0.04, zN, ZB), `fill="${shade(green, -0.35)}"`));
  }

  // --- window in the back wall (frosted lower casements) ---
  const win = { x0: -0.72, x1: 0.72, y0: 1.38, y1: 3.1 };
  s.add(
    cam.poly(
      cam.qz(ZB, win.x0 - 0.3, win.x1 + 0.3, win.y0 - 0.1, win.y1 + 0.25),
      `fill="#fffdf6" opacity="0.6" filter="${s.blur(20)}"`,
    ),
  );
  s.add(
    backWindow(s, cam, {
      ...win,
      zb: ZB,
      depth: 0.3,
      transom: 0.5,
      outside: (gq) => {
        const ys = gq.map((p) => p[1]);
        const y0 = Math.min(...ys);
        const y1 = Math.max(...ys);
        const cut = y0 + (y1 - y0) * 0.3;
        return (
          outsideView(s, 51)(gq) +
          rect(
            0,
            cut,
            W,
            H,
            `fill="${s.lin([
              [0, '#f4f6f5'],
              [1, '#e4e9e7'],
            ])}" opacity="0.92"`,
          )
        );
      },
    }),
  );
  s.add(cam.poly(cam.qy(win.y0, win.x0 - 0.06, win.x1 + 0.06, ZB - 0.04, ZB + 0.1), 'fill="#f7f5f0"'));
  // small candles + plant on the window sill
  {
    const p = cam.P([-0.45, win.y0, ZB + 0.02]);
    const k = cam.k(ZB);
    s.add(
      poly(
        cam.lathe(-0.45, ZB + 0.04, [
          { y: win.y0, r: 0.06 },
          { y: win.y0 + 0.1, r: 0.08 },
        ]),
        'fill="#c7b39a"',
      ),
    );
    s.add(
      housePlant(s, p[0], p[1] - k * 0.1, k * 0.35, {
        seed: 8,
        kind: 'palm',
        colors: ['#4d7d45', '#62924f', '#7aa864'],
      }),
    );
    for (const x of [0.35, 0.47])
      s.add(
        poly(
          cam.lathe(x, ZB + 0.04, [
            { y: win.y0, r: 0.03 },
            { y: win.y0 + 0.09, r: 0.03 },
          ]),
          'fill="#f4efe6"',
        ),
      );
  }

  // --- right wall: washstand, arched mirror, sconces ---
  const brass = '#c49a55';
  {
    const vx0 = X1 - 0.52;
    const z0 = 3.75;
    const z1 = 5.05;
    const zc = (z0 + z1) / 2;
    const arch = (r0, zA, zB2, yA, yB) => {
      const P3 = [
        [X1 - 0.01, yA, zA],
        [X1 - 0.01, yA, zB2],
      ];
      const rz = (zB2 - zA) / 2;
      for (let i = 0; i <= 24; i++) {
        const a = (i / 24) * Math.PI;
        P3.push([X1 - 0.01, yB + Math.sin(a) * rz * r0, (zA + zB2) / 2 + Math.cos(a) * rz]);
      }
      return P3.map(cam.P);
    };
    s.add(
      poly(
        arch(1, z0 + 0.12, z1 - 0.12, 1.15, 1.95).map(([x, y]) => [x - 5, y + 5]),
        `fill="#000" opacity="0.2" filter="${s.blur(6)}"`,
      ),
    );
    s.add(poly(arch(1, z0 + 0.12, z1 - 0.12, 1.15, 1.95), `fill="${brass}"`));
    s.add(
      poly(
        arch(1, z0 + 0.16, z1 - 0.16, 1.19, 1.95),
        `fill="${s.lin(
          [
            [0, '#e3ebea'],
            [0.5, '#c3cfcf'],
            [1, '#edf1f0'],
          ],
          [0, 0, 1, 1],
        )}"`,
      ),
    );
    s.add(
      poly(
        arch(1, z0 + 0.16, z1 - 0.16, 1.19, 1.95),
        `fill="${s.lin(
          [
            [0, '#fff', 0],
            [0.4, '#fff', 0.45],
            [0.5, '#fff', 0],
            [1, '#fff', 0],
          ],
          [0, 0, 1, 1],
        )}"`,
      ),
    );
    // reflection hint of the window in the mirror
    s.add(cam.poly(cam.qx(X1 - 0.012, 1.5, 2.1, zc + 0.05, zc + 0.22), 'fill="#ffffff" opacity="0.35"'));
    // sconces
    for (const z of [z0 - 0.08, z1 + 0.08]) {
      const p = cam.P([X1 - 0.05, 1.85, z]);
      const k = cam.k(z);
      s.add(circle(p[0], p[1], k * 0.2, `fill="#ffe9bd" opacity="0.4" filter="${s.blur(10)}"`));
      s.add(rect(p[0] - k * 0.015, p[1] - k * 0.02, k * 0.05, k * 0.1, `fill="${brass}"`));
      s.add(
        circle(
          p[0] - k * 0.02,
          p[1] - k * 0.06,
          k * 0.07,
          `fill="${s.rad(
            [
              [0, '#ffffff'],
              [1, '#efe3cc'],
            ],
            0.4,
            0.4,
            0.6,
          )}"`,
        ),
      );
    }
    // washstand cabinet (oak, wall-hung) + marble top
    s.add(floorShadow(s, cam, cam.qy(0, vx0, X1, z0, z1), { opacity: 0.25, blurPx: 12 }));
    const oak = '#b98a58';
    s.add(
      cam.box([vx0, X1 - 0.01], [0.3, 0.82], [z0, z1], {
        left: oak,
        front: shade(oak, -0.2),
        bottom: shade(oak, -0.45),
      }),
    );
    for (let i = 0; i < 16; i++) {
      const z = z0 + ((z1 - z0) * (i + 0.5)) / 16;
      s.add(
        line(
          cam.P([vx0 - 0.001, 0.32, z]),
          cam.P([vx0 - 0.001, 0.8, z]),
          `stroke="${shade(oak, -0.25)}" stroke-width="1.2" opacity="0.7"`,
        ),
      );
    }
    s.add(
      cam.box([vx0 - 0.03, X1 - 0.01], [0.82, 0.86], [z0 - 0.02, z1 + 0.02], {
        left: '#e5e2dc',
        front: '#dcd8d1',
        top: '#f6f4f0',
      }),
    );
    // vessel basin
    s.add(
      poly(
        cam.lathe(X1 - 0.27, zc, [
          { y: 0.86, r: 0.12 },
          { y: 0.98, r: 0.22 },
          { y: 1.0, r: 0.22 },
        ]),
        `fill="${s.lin(
          [
            [0, '#ffffff'],
            [0.6, '#eeece8'],
            [1, '#c9c5be'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    s.add(poly(cam.ringY(X1 - 0.27, 1.0, zc, 0.2, 0.2, 32).map(cam.P), 'fill="#e2ded7"'));
    // wall tap
    const tp = cam.P([X1 - 0.02, 1.12, zc]);
    const tq = cam.P([X1 - 0.24, 1.12, zc]);
    s.add(line(tp, tq, `stroke="${brass}" stroke-width="${r1(cam.k(zc) * 0.03)}" stroke-linecap="round"`));
    // towels, soap
    s.add(
      cam.box(
        [vx0 + 0.05, vx0 + 0.35],
        [0.86, 0.94],
        [z0 + 0.05, z0 + 0.3],
        { left: '#f3eee6', top: '#fbf8f3', front: '#e6dfd4' },
        '',
        3,
      ),
    );
    s.add(
      cam.box(
        [vx0 + 0.07, vx0 + 0.33],
        [0.94, 1.0],
        [z0 + 0.07, z0 + 0.28],
        { left: '#d9c4a8', top: '#e8d6be', front: '#cbb597' },
        '',
        3,
      ),
    );
  }

  // --- left wall: brass towel ladder with towels, plant ---
  {
    const x = X0 + 0.06;
    const z0 = 4.1;
    const z1 = 4.65;
    for (const z of [z0, z1])
      s.add(line(cam.P([x, 0.15, z]), cam.P([x, 1.75, z]), `stroke="${brass}" stroke-width="${r1(cam.k(z) * 0.03)}"`));
    for (let y = 0.35; y < 1.75; y += 0.22)
      s.add(line(cam.P([x, y, z0]), cam.P([x, y, z1]), `stroke="${brass}" stroke-width="${r1(cam.k(z0) * 0.02)}"`));
    // towel draped over a rung
    s.add(
      cam.poly(
        [
          [x + 0.02, 1.47, z0 + 0.05],
          [x + 0.02, 1.47, z1 - 0.05],
          [x + 0.03, 0.75, z1 - 0.05],
          [x + 0.03, 0.75, z0 + 0.05],
        ],
        `fill="${s.lin(
          [
            [0, '#f6f1e9'],
            [1, '#e2dace'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    s.add(
      cam.poly(
        [
          [x + 0.035, 0.82, z0 + 0.05],
          [x + 0.035, 0.82, z1 - 0.05],
          [x + 0.035, 0.77, z1 - 0.05],
          [x + 0.035, 0.77, z0 + 0.05],
        ],
        'fill="#c9b79d"',
      ),
    );
    // big plant in the back-left corner
    const px = X0 + 0.35;
    const pz = ZB - 0.45;
    s.add(floorShadow(s, cam, cam.ringY(px, 0, pz, 0.3, 0.3, 20), { opacity: 0.3, blurPx: 6 }));
    s.add(
      poly(
        cam.lathe(px, pz, [
          { y: 0, r: 0.18 },
          { y: 0.45, r: 0.22 },
        ]),
        `fill="${s.lin(
          [
            [0, '#efebe4'],
            [0.5, '#d9d3c8'],
            [1, '#a8a196'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    const b = cam.P([px, 0.45, pz]);
    s.add(
      housePlant(s, b[0], b[1], cam.k(pz) * 1.6, {
        seed: 13,
        kind: 'monstera',
        colors: ['#2d5a35', '#3a6c3f', '#4a7f4a', '#5f9458'],
      }),
    );
  }

  // sun patches through the upper (clear) panes
  s.add(
    sunPatches(
      s,
      cam,
      [
        [win.x0 + 0.08, -0.04, win.y1 - 0.45, win.y1 - 0.08],
        [0.04, win.x1 - 0.08, win.y1 - 0.45, win.y1 - 0.08],
      ],
      [-0.35, -0.65, -1],
      { zb: ZB, opacity: 0.35, blurPx: 6, color: '#fff6dd' },
    ),
  );
  // bath mat
  s.add(cam.poly(cam.qy(0.008, -0.45, 0.45, 4.45, 4.95), 'fill="#e9e3d8"'));
  for (let i = 1; i < 12; i++) {
    const x = -0.45 + (0.9 * i) / 12;
    s.add(line(cam.P([x, 0.009, 4.45]), cam.P([x, 0.009, 4.95]), 'stroke="#d6cdbf" stroke-width="1.2"'));
  }

  // --- free-standing bathtub ---
  {
    const tx = 0;
    const tz = 5.55;
    const L = 0.88;
    const Wd = 0.4;
    s.add(
      floorShadow(s, cam, cam.ringY(tx + 0.05, 0, tz - 0.03, L * 0.95, Wd * 1.05, 40), { opacity: 0.4, blurPx: 12 }),
    );
    const body = cam.lathe(tx, tz, [
      { y: 0.0, r: L * 0.72, rz: Wd * 0.7 },
      { y: 0.3, r: L * 0.9, rz: Wd * 0.9 },
      { y: 0.6, r: L, rz: Wd },
    ]);
    s.add(
      poly(
        body,
        `fill="${s.lin(
          [
            [0, '#ffffff'],
            [0.55, '#f3f2ef'],
            [0.85, '#d8d6d1'],
            [1, '#b9b6b0'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    s.add(
      poly(
        body,
        `fill="${s.lin([
          [0, '#000', 0],
          [0.7, '#000', 0],
          [1, '#000', 0.12],
        ])}"`,
      ),
    );
    // rim + interior
    s.add(poly(cam.ringY(tx, 0.6, tz, L, Wd, 64).map(cam.P), 'fill="#fbfbf9" stroke="#e1dfda" stroke-width="1"'));
    const inner = cam.ringY(tx, 0.6, tz, L - 0.07, Wd - 0.06, 64).map(cam.P);
    s.add(
      poly(
        inner,
        `fill="${s.lin([
          [0, '#c9ccc9'],
          [1, '#f1f1ee'],
        ])}"`,
      ),
    );
    const water = cam.ringY(tx, 0.46, tz, L - 0.1, Wd - 0.09, 64).map(cam.P);
    s.add(
      g(
        `clip-path="${s.clip(poly(inner))}"`,
        poly(
          water,
          `fill="${s.lin([
            [0, '#bfdcd8', 0.85],
            [1, '#e4f1ef', 0.85],
          ])}"`,
        ),
        poly(water, `fill="none" stroke="#ffffff" stroke-width="2" opacity="0.7"`),
      ),
    );
    // floor-standing brass tap at the foot end
    const fx = tx + L + 0.12;
    const b0 = cam.P([fx, 0, tz]);
    const b1 = cam.P([fx, 0.9, tz]);
    const sp = cam.P([fx - 0.22, 0.82, tz]);
    const k = cam.k(tz);
    s.add(ellipse(b0[0], b0[1], k * 0.06, k * 0.015, `fill="${brass}"`));
    s.add(
      pathEl(
        `M${pt(b0)}L${r1(b1[0])},${r1(b1[1] + k * 0.08)}Q${pt(b1)} ${r1(b1[0] - k * 0.08)},${r1(b1[1])}Q${r1(sp[0])},${r1(b1[1])} ${pt(sp)}`,
        `fill="none" stroke="${brass}" stroke-width="${r1(k * 0.028)}" stroke-linecap="round"`,
      ),
    );
    s.add(rect(b0[0] - k * 0.025, b0[1] - k * 0.55, k * 0.05, k * 0.035, `fill="${shade(brass, -0.2)}"`));
    // bath tray with candle and book across the tub
    s.add(
      cam.box([tx - 0.25, tx + 0.25], [0.61, 0.63], [tz - Wd - 0.02, tz + Wd + 0.02], {
        front: '#8a6440',
        top: '#b08458',
      }),
    );
    s.add(
      poly(
        cam.lathe(tx - 0.1, tz - 0.15, [
          { y: 0.63, r: 0.045 },
          { y: 0.73, r: 0.045 },
        ]),
        'fill="#f3ede2"',
      ),
    );
    const fl = cam.P([tx - 0.1, 0.76, tz - 0.15]);
    s.add(
      ellipse(fl[0], fl[1], k * 0.012, k * 0.025, 'fill="#ffcf6b"'),
      circle(fl[0], fl[1], k * 0.06, `fill="#ffd98a" opacity="0.35" filter="${s.blur(4)}"`),
    );
    s.add(cam.box([tx + 0.02, tx + 0.2], [0.63, 0.66], [tz - 0.2, tz + 0.05], { front: '#3e5a6b', top: '#efe9dd' }));
  }

  // --- wooden stool with towels near the tub ---
  {
    const sx = -1.3;
    const sz = 5.0;
    s.add(floorShadow(s, cam, cam.ringY(sx, 0, sz, 0.25, 0.25, 20), { opacity: 0.3, blurPx: 5 }));
    for (const [dx, dz] of [
      [-0.12, 0.1],
      [0.12, 0.1],
      [-0.12, -0.1],
      [0.12, -0.1],
    ])
      s.add(
        line(
          cam.P([sx + dx * 1.2, 0, sz + dz * 1.2]),
          cam.P([sx + dx, 0.45, sz + dz]),
          'stroke="#8a6440" stroke-width="4"',
        ),
      );
    s.add(
      poly(
        cam.lathe(sx, sz, [
          { y: 0.43, r: 0.19 },
          { y: 0.47, r: 0.19 },
        ]),
        'fill="#8a6440"',
      ),
    );
    s.add(poly(cam.ringY(sx, 0.47, sz, 0.19, 0.19, 32).map(cam.P), 'fill="#b08458"'));
    s.add(
      cam.box(
        [sx - 0.15, sx + 0.15],
        [0.47, 0.55],
        [sz - 0.12, sz + 0.12],
        { front: '#e9e2d6', top: '#f6f2eb', right: '#ded6c8' },
        '',
        3,
      ),
    );
    s.add(
      cam.box(
        [sx - 0.13, sx + 0.13],
        [0.55, 0.62],
        [sz - 0.1, sz + 0.1],
        { front: '#a9b9ae', top: '#bccbc0', right: '#9aab9f' },
        '',
        3,
      ),
    );
  }

  // --- pendant: opal glass globe ---
  {
    const z = 4.9;
    const top = cam.P([0, Hc, z]);
    const c = cam.P([0, 2.65, z]);
    const k = cam.k(z);
    s.add(line(top, c, `stroke="${brass}" stroke-width="2"`));
    s.add(circle(c[0], c[1] + k * 0.18, k * 0.4, `fill="#fff1cf" opacity="0.3" filter="${s.blur(16)}"`));
    s.add(rect(c[0] - k * 0.05, c[1], k * 0.1, k * 0.05, `fill="${brass}"`));
    s.add(
      circle(
        c[0],
        c[1] + k * 0.18,
        k * 0.15,
        `fill="${s.rad(
          [
            [0, '#ffffff'],
            [0.6, '#fff7e6'],
            [1, '#e6d9c0'],
          ],
          0.4,
          0.35,
          0.65,
        )}"`,
      ),
    );
  }

  s.add(
    rect(
      0,
      0,
      W,
      H,
      `fill="${s.rad(
        [
          [0, '#fff8e8', 0.14],
          [1, '#fff8e8', 0],
        ],
        0.5,
        0.4,
        0.6,
      )}"`,
    ),
  );
  s.add(vignette(s, 0.3));
  return s.toString();
}

// ---------------------------------------------------------------------------
// 06 – Balcony view over the rooftops (evening)
// ---------------------------------------------------------------------------

function balconyView() {
  const s = new Scene(606);
  const HOR = 478;
  const haze = '#e9b59a';

  // ---------- sky ----------
  s.add(
    rect(
      0,
      0,
      W,
      HOR + 120,
      `fill="${s.lin([
        [0, '#27406e'],
        [0.3, '#54689d'],
        [0.58, '#b4889b'],
        [0.8, '#eaa582'],
        [1, '#f7cf98'],
      ])}"`,
    ),
  );
  // sun glow low on the right
  const sunC = [1235, HOR - 18];
  s.add(
    circle(
      sunC[0],
      sunC[1],
      520,
      `fill="${s.rad([
        [0, '#ffe7b0', 0.85],
        [0.25, '#ffc98a', 0.45],
        [1, '#ff9f70', 0],
      ])}"`,
    ),
  );
  s.add(
    circle(sunC[0], sunC[1], 30, 'fill="#fff3d4"'),
    circle(sunC[0], sunC[1], 60, `fill="#fff0c8" opacity="0.5" filter="${s.blur(14)}"`),
  );
  // thin evening clouds
  const cl = makeRng(66);
  for (let i = 0; i < 14; i++) {
    const x = cl.range(-100, 1700);
    const y = cl.range(70, 360);
    const lit = clamp(1 - Math.abs(x - sunC[0]) / 900, 0, 1);
    const c = mix(mix('#7d6f9a', '#f2a98a', clamp((y - 60) / 320, 0, 1)), '#ffd7a8', lit * 0.5);
    s.add(
      ellipse(
        x,
        y,
        cl.range(120, 280),
        cl.range(6, 16),
        `fill="${c}" opacity="${cl.range(0.45, 0.8).toFixed(2)}" filter="${s.blur(5)}"`,
      ),
    );
  }
  // birds
  for (const [bx, by, sc] of [
    [420, 210, 1],
    [452, 196, 0.8],
    [470, 220, 0.7],
  ])
    s.add(
      pathEl(
        `M${bx - 9 * sc},${by}q${5 * sc},${-6 * sc} ${9 * sc},0q${4 * sc},${-6 * sc} ${9 * sc},0`,
        'fill="none" stroke="#3b3550" stroke-width="1.6"',
      ),
    );

  // ---------- Alps on the horizon (Föhn view) ----------
  {
    const r = makeRng(7);
    let d = `M0,${HOR + 10}`;
    let x = 0;
    while (x < W) {
      const peak = HOR - r.range(14, 52);
      const w = r.range(50, 130);
      d += `L${r1(x + w * 0.5)},${r1(peak)}L${r1(x + w)},${r1(HOR - r.range(4, 14))}`;
      x += w;
    }
    d += `L${W},${HOR + 10}Z`;
    s.add(pathEl(d, `fill="#a98fb0" opacity="0.75"`));
    // snow caps catching the last light
    s.add(
      pathEl(
        d,
        `fill="${s.lin([
          [0, '#ffe2cf', 0.5],
          [0.25, '#ffe2cf', 0],
          [1, '#ffe2cf', 0],
        ])}"`,
      ),
    );
  }

  // ---------- city layers ----------
  const hazeMix = (c, t) => mix(c, haze, t);
  function row({ yBase, hMin, hMax, wMin, wMax, hz, seed, lit = 0.2, scale = 1, skip = [] }) {
    const r = makeRng(seed);
    const out = [];
    let x = -40;
    const facadeCols = ['#e9d3a8', '#f0e0c4', '#e7c3a6', '#d9d2bf', '#efd9b8', '#dcc4a3', '#e8cdb6'];
    while (x < W + 40) {
      const w = r.range(wMin, wMax) * scale;
      const h = r.range(hMin, hMax) * scale;
      if (skip.some(([a, b]) => x + w > a && x < b)) {
        x += w;
        continue;
      }
      const top = yBase - h;
      const fc = hazeMix(r.pick(facadeCols), hz);
      const roofC = hazeMix(r.pick(['#9b4c35', '#a85a3f', '#8c4632', '#7b6b66']), hz);
      const roofH = r.range(0.25, 0.45) * h;
      const kind = r();
      // roof
      if (kind < 0.45) {
        out.push(
          poly(
            [
              [x - 3, top],
              [x + w * 0.12, top - roofH],
              [x + w * 0.88, top - roofH],
              [x + w + 3, top],
            ],
            `fill="${roofC}"`,
          ),
        );
      } else if (kind < 0.8) {
        out.push(
          poly(
            [
              [x - 3, top],
              [x + w / 2, top - roofH * 1.2],
              [x + w + 3, top],
            ],
            `fill="${roofC}"`,
          ),
        );
      } else {
        out.push(
          poly(
            [
              [x - 2, top],
              [x + 4 * scale, top - roofH * 0.5],
              [x + w - 4 * scale, top - roofH * 0.5],
              [x + w + 2, top],
            ],
            `fill="${roofC}"`,
          ),
        );
      }
      // light on the sun-facing side of the roof
      out.push(
        poly(
          [
            [x + w * 0.55, top - roofH * 0.9],
            [x + w * 0.88, top - roofH],
            [x + w + 3, top],
            [x + w * 0.7, top],
          ],
          `fill="#ffb98a" opacity="${(0.25 * (1 - hz)).toFixed(2)}"`,
        ),
      );
      // chimneys
      const nc = Math.floor(r() * 3);
      for (let i = 0; i < nc; i++) {
        const cx = x + r.range(0.2, 0.8) * w;
        out.push(rect(cx, top - roofH - 8 * scale, 6 * scale, 12 * scale, `fill="${hazeMix('#7d3f2d', hz)}"`));
      }
      // dormers
      if (scale > 0.8 && kind < 0.45) {
        for (let dx = x + w * 0.2; dx < x + w * 0.8; dx += 28 * scale) {
          out.push(
            rect(dx, top - roofH * 0.55, 10 * scale, 10 * scale, `fill="${fc}"`),
            rect(
              dx + 2 * scale,
              top - roofH * 0.5,
              6 * scale,
              6 * scale,
              `fill="${r() < lit ? '#ffcf7a' : hazeMix('#4a4a5a', hz)}"`,
            ),
          );
        }
      }
      // facade + windows
      out.push(rect(x, top, w, h + 200, `fill="${fc}"`));
      out.push(rect(x + w - 3 * scale, top, 3 * scale, h + 200, `fill="#000" opacity="0.08"`));
      const ww = 5 * scale;
      const wh = 8 * scale;
      for (let wy = top + 8 * scale; wy < yBase + 60; wy += 17 * scale) {
        for (let wx = x + 6 * scale; wx < x + w - ww - 3; wx += 13 * scale) {
          const on = r() < lit;
          out.push(rect(wx, wy, ww, wh, `fill="${on ? '#ffd27e' : hazeMix('#56607a', hz)}"`));
        }
      }
      x += w + r.range(0, 3);
    }
    return out.join('');
  }

  // far haze band
  s.add(row({ yBase: HOR + 8, hMin: 6, hMax: 16, wMin: 14, wMax: 34, hz: 0.8, seed: 1, lit: 0.05, scale: 0.5 }));

  // English Garden (left): dense tree canopy and the Monopteros on its hill
  {
    s.add(
      pathEl(
        `M-20,${HOR + 30}C120,${HOR + 4} 270,${HOR - 18} 330,${HOR - 20}C380,${HOR - 22} 430,${HOR - 8} 520,${HOR + 10}L520,${HOR + 60}L-20,${HOR + 60}Z`,
        `fill="${hazeMix('#5d7a4a', 0.45)}"`,
      ),
    );
    // Monopteros (small round temple) on the hill
    const mx = 330;
    const my = HOR - 20;
    const col = hazeMix('#f4ecdc', 0.25);
    s.group(`transform="translate(${mx} ${my}) scale(0.62) translate(${-mx} ${-my})"`, () => {
      s.add(rect(mx - 20, my - 4, 40, 5, `fill="${col}"`));
      for (let i = 0; i < 7; i++) s.add(rect(mx - 17 + i * 5.4, my - 26, 2, 22, `fill="${col}"`));
      s.add(
        rect(mx - 21, my - 30, 42, 5, `fill="${col}"`),
        pathEl(`M${mx - 18},${my - 30}Q${mx},${my - 50} ${mx + 18},${my - 30}Z`, `fill="${hazeMix('#8aa39a', 0.3)}"`),
      );
      s.add(rect(mx - 1, my - 52, 2, 6, `fill="${col}"`));
    });
    const canopy = [];
    const rt = makeRng(19);
    for (let i = 0; i < 140; i++) {
      const x = rt.range(-30, 560);
      const yTop = HOR - 2 - 12 * Math.exp(-(((x - 330) / 160) ** 2)) + rt.range(-6, 8);
      if (Math.abs(x - mx) < 60) continue;
      canopy.push({ x, y: yTop + rt.range(4, 24), r: rt.range(6, 13) });
    }
    canopy.sort((a, b) => a.y - b.y);
    for (const c of canopy) {
      const t = clamp((c.y - (HOR - 30)) / 60, 0, 1);
      s.add(circle(c.x, c.y, c.r, `fill="${hazeMix(mix('#6f8f52', '#3f5a34', t), 0.35)}"`));
    }
  }

  // Frauenkirche (twin towers with the "Welsche Hauben") + nave roof
  s.group(`transform="translate(640 ${HOR + 34}) scale(0.58) translate(-690 ${-(HOR + 30)})"`, () => {
    const cx = 690;
    const base = HOR + 30;
    const body = hazeMix('#8b5e4f', 0.45);
    const bodyLit = hazeMix('#c07b5a', 0.4);
    const dome = hazeMix('#5f8a76', 0.35);
    // nave roof behind the towers
    s.add(
      poly(
        [
          [cx - 90, base - 40],
          [cx - 10, base - 150],
          [cx + 190, base - 150],
          [cx + 250, base - 40],
        ],
        `fill="${hazeMix('#8f4d39', 0.45)}"`,
      ),
    );
    s.add(rect(cx - 90, base - 40, 340, 50, `fill="${body}"`));
    for (const tx of [cx - 30, cx + 30]) {
      const tw = 44;
      const tTop = base - 250;
      s.add(rect(tx - tw / 2, tTop, tw, 260, `fill="${body}"`));
      s.add(rect(tx + tw / 2 - 10, tTop, 10, 260, `fill="${bodyLit}"`));
      // narrow lancet windows and string courses
      for (let k = 0; k < 6; k++) {
        const wy = tTop + 22 + k * 36;
        s.add(pathEl(`M${tx - 4},${wy + 18}v-14q4,-6 8,0v14z`, `fill="${hazeMix('#3d2d33', 0.4)}"`));
        s.add(rect(tx - tw / 2, wy + 26, tw, 2, `fill="${hazeMix('#6d4a40', 0.4)}"`));
      }
      // octagonal top storey
      s.add(
        rect(tx - tw / 2 + 3, tTop - 26, tw - 6, 28, `fill="${body}"`),
        rect(tx + tw / 2 - 12, tTop - 26, 9, 28, `fill="${bodyLit}"`),
      );
      s.add(pathEl(`M${tx - 6},${tTop - 4}v-14q6,-8 12,0v14z`, `fill="${hazeMix('#3d2d33', 0.4)}"`));
      // onion-like "Welsche Haube"
      const dw = tw * 0.62;
      const dy = tTop - 26;
      s.add(
        pathEl(
          `M${tx - dw},${dy}C${tx - dw - 6},${dy - 30} ${tx - 10},${dy - 40} ${tx - 4},${dy - 58}L${tx + 4},${dy - 58}C${tx + 10},${dy - 40} ${tx + dw + 6},${dy - 30} ${tx + dw},${dy}Z`,
          `fill="${dome}"`,
        ),
      );
      s.add(
        pathEl(
          `M${tx + 2},${dy - 54}C${tx + 8},${dy - 38} ${tx + dw + 4},${dy - 28} ${tx + dw},${dy}L${tx + dw * 0.4},${dy}C${tx + dw * 0.5},${dy - 20} ${tx + 6},${dy - 36} ${tx + 2},${dy - 54}Z`,
          `fill="#f1c48e" opacity="0.35"`,
        ),
      );
      s.add(
        rect(tx - 5, dy - 68, 10, 10, `fill="${dome}"`),
        rect(tx - 1, dy - 84, 2, 16, `fill="${hazeMix('#3d3b3a', 0.3)}"`),
        circle(tx, dy - 70, 3, `fill="${hazeMix('#c9a25a', 0.2)}"`),
      );
    }
  });

  // Theatinerkirche (baroque, ochre, twin towers + green dome), further right
  s.group(`transform="translate(930 ${HOR + 40}) scale(0.62) translate(-1010 ${-(HOR + 40)})"`, () => {
    const cx = 1010;
    const base = HOR + 40;
    const c = hazeMix('#e3b35c', 0.4);
    const cd = hazeMix('#b88a3f', 0.4);
    const dm = hazeMix('#6f9381', 0.35);
    s.add(rect(cx - 60, base - 70, 120, 80, `fill="${c}"`));
    s.add(
      rect(cx - 16, base - 120, 32, 52, `fill="${c}"`),
      pathEl(`M${cx - 22},${base - 118}Q${cx},${base - 160} ${cx + 22},${base - 118}Z`, `fill="${dm}"`),
      rect(cx - 2, base - 172, 4, 16, `fill="${dm}"`),
    );
    for (const tx of [cx - 52, cx + 52]) {
      s.add(rect(tx - 11, base - 122, 22, 60, `fill="${c}"`), rect(tx + 5, base - 122, 6, 60, `fill="${cd}"`));
      s.add(
        pathEl(
          `M${tx - 12},${base - 122}C${tx - 14},${base - 140} ${tx - 2},${base - 146} ${tx},${base - 156}C${tx + 2},${base - 146} ${tx + 14},${base - 140} ${tx + 12},${base - 122}Z`,
          `fill="${dm}"`,
        ),
      );
      s.add(circle(tx, base - 130, 4, `fill="${cd}"`));
    }
  });

  // middle and near rooftop rows
  s.add(
    row({
      yBase: HOR + 40,
      hMin: 14,
      hMax: 30,
      wMin: 26,
      wMax: 60,
      hz: 0.55,
      seed: 2,
      lit: 0.12,
      scale: 0.7,
      skip: [],
    }),
  );
  s.add(rect(0, HOR + 30, W, 140, `fill="${haze}" opacity="0.18"`));
  s.add(row({ yBase: HOR + 95, hMin: 30, hMax: 55, wMin: 50, wMax: 110, hz: 0.3, seed: 3, lit: 0.3, scale: 1 }));
  s.add(rect(0, HOR + 60, W, 200, `fill="${haze}" opacity="0.12"`));
  s.add(row({ yBase: HOR + 200, hMin: 50, hMax: 90, wMin: 110, wMax: 200, hz: 0.12, seed: 4, lit: 0.38, scale: 1.6 }));
  // street trees between the rows (tops)
  {
    const rt = makeRng(23);
    for (let i = 0; i < 10; i++) {
      const x = rt.range(0, W);
      s.add(
        foliage(s, x, HOR + 175, rt.range(40, 70), 26, {
          n: 20,
          seed: 100 + i,
          colors: ['#35452d', '#4a5e37', '#637545', '#8a8a52'],
        }),
      );
    }
  }
  // dusk shade over the nearer rooftops (they are already out of the sun)
  s.add(
    rect(
      0,
      HOR + 70,
      W,
      420,
      `fill="${s.lin([
        [0, '#4a3d5e', 0],
        [0.3, '#4a3d5e', 0.22],
        [1, '#4a3d5e', 0.3],
      ])}"`,
    ),
  );
  // warm evening light washing over the city from the right
  s.add(
    rect(
      0,
      HOR - 300,
      W,
      500,
      `fill="${s.lin(
        [
          [0, '#6c5a9a', 0.12],
          [0.6, '#ffb477', 0],
          [1, '#ffb477', 0.2],
        ],
        [0, 0, 1, 0],
      )}"`,
    ),
  );

  // ---------- balcony (perspective) ----------
  const cam = makeCamera({ f: 1000, cx: 800, cy: HOR, eye: [0, 1.3, 0] });
  const RZ = 3.2;
  const kR = cam.k(RZ);
  // balcony floor: terracotta tiles
  const floor = cam.qy(0, -4, 4, 1.2, RZ).map(cam.P);
  s.add(
    poly(
      floor,
      `fill="${s.lin([
        [0, '#a86a4d'],
        [1, '#7a4a36'],
      ])}"`,
    ),
  );
  {
    const out = [];
    for (let z = 1.3; z < RZ; z += 0.3)
      out.push(line(cam.P([-4, 0, z]), cam.P([4, 0, z]), 'stroke="#5e3626" stroke-width="1.2" opacity="0.6"'));
    for (let x = -4; x <= 4; x += 0.3)
      out.push(line(cam.P([x, 0, 1.2]), cam.P([x, 0, RZ]), 'stroke="#5e3626" stroke-width="1.2" opacity="0.6"'));
    s.add(g(`clip-path="${s.clip(poly(floor))}"`, ...out));
    // warm light spill on the floor from the sunset
    s.add(
      poly(
        floor,
        `fill="${s.lin(
          [
            [0, '#ffc48a', 0],
            [0.6, '#ffc48a', 0.12],
            [1, '#ffc48a', 0.35],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
  }
  // balcony slab edge behind railing
  s.add(cam.poly(cam.qz(RZ, -4, 4, -0.12, 0), 'fill="#d9c4a2"'));

  // railing (Jugendstil wrought iron) in the plane z = RZ
  {
    const iron = '#1f1d22';
    const top = cam.P([0, 1.0, RZ])[1];
    const bot = cam.P([0, 0.02, RZ])[1];
    const out = [];
    out.push(rect(0, top - 6, W, 9, `fill="${iron}"`), rect(0, top - 6, W, 2, 'fill="#7a5a4a"'));
    out.push(rect(0, bot - 5, W, 6, `fill="${iron}"`));
    out.push(rect(0, top + 28, W, 4, `fill="${iron}"`));
    const panelW = 0.9 * kR;
    for (let px = -panelW * 0.3; px < W + panelW; px += panelW) {
      out.push(rect(px - 3, top, 6, bot - top, `fill="${iron}"`));
      // bars
      for (let bx = px + 16; bx < px + panelW - 10; bx += 16)
        out.push(rect(bx - 1.2, top + 30, 2.4, bot - top - 32, `fill="${iron}"`));
      // central whiplash ornament
      const mx = px + panelW / 2;
      const my = (top + 30 + bot) / 2;
      const hh = (bot - top - 40) / 2;
      out.push(
        pathEl(
          `M${r1(mx)},${r1(my + hh)}C${r1(mx - panelW * 0.4)},${r1(my + hh * 0.2)} ${r1(mx - panelW * 0.05)},${r1(my - hh * 0.6)} ${r1(mx - panelW * 0.25)},${r1(my - hh)}M${r1(mx)},${r1(my + hh)}C${r1(mx + panelW * 0.4)},${r1(my + hh * 0.2)} ${r1(mx + panelW * 0.05)},${r1(my - hh * 0.6)} ${r1(mx + panelW * 0.25)},${r1(my - hh)}`,
          `fill="none" stroke="${iron}" stroke-width="4"`,
        ),
      );
      out.push(
        ellipse(mx, my - hh * 0.15, panelW * 0.08, hh * 0.28, `fill="none" stroke="${iron}" stroke-width="3.5"`),
      );
      // rings in the top band
      for (let rx = px + 16; rx < px + panelW - 8; rx += 16)
        out.push(circle(rx + 8, top + 14, 6, `fill="none" stroke="${iron}" stroke-width="2.2"`));
    }
    s.add(...out);
    // rim light from the sunset on the top rail
    s.add(
      rect(
        0,
        top - 6,
        W,
        3,
        `fill="${s.lin(
          [
            [0, '#ffb57a', 0],
            [1, '#ffcf94', 0.9],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );

    // flower boxes hung on the inside of the rail (geraniums + ivy)
    for (const [bx, bw, seed] of [
      [150, 380, 3],
      [1010, 380, 8],
    ]) {
      const by = top - 4;
      const rr = makeRng(seed);
      const box = [];
      for (let i = 0; i < 60; i++)
        box.push(
          pathEl(
            leafPath(
              [bx + rr() * bw, by - rr.range(0, 20)],
              -Math.PI / 2 + rr.range(-1.4, 1.4),
              rr.range(16, 28),
              rr.range(7, 11),
            ),
            `fill="${rr.pick(['#2f5a2c', '#3c6d34', '#4d823f', '#2a4d27'])}"`,
          ),
        );
      for (let i = 0; i < 14; i++) {
        const fx = bx + 20 + rr() * (bw - 40);
        const fy = by - rr.range(25, 48);
        box.push(line([fx, by - 8], [fx, fy], 'stroke="#3f6a33" stroke-width="2"'));
        box.push(
          foliage(s, fx, fy, 16, 13, {
            n: 10,
            seed: seed * 100 + i,
            colors: ['#9e1f2b', '#c22f37', '#e0454a', '#f2707a'],
          }),
        );
      }
      box.push(
        rect(
          bx,
          by,
          bw,
          46,
          `fill="${s.lin([
            [0, '#8a4e34'],
            [1, '#5a3222'],
          ])}"`,
        ),
        rect(bx, by, bw, 5, 'fill="#a8654a"'),
      );
      for (let i = 0; i < 12; i++) {
        const sx = bx + rr() * bw;
        let d = `M${r1(sx)},${r1(by + 40)}`;
        let yy = by + 40;
        for (let j = 0; j < 5; j++) {
          yy += rr.range(14, 22);
          d += `L${r1(sx + rr.range(-8, 8))},${r1(yy)}`;
          box.push(pathEl(leafPath([sx + rr.range(-6, 6), yy], rr.range(0, Math.PI * 2), 12, 6), 'fill="#355f2e"'));
        }
        box.push(pathEl(d, 'fill="none" stroke="#2f4f28" stroke-width="1.2"'));
      }
      s.add(...box);
    }
  }

  // ---------- facade wall on the left with a lantern and climbing rose ----------
  {
    const wallX = -2.05;
    s.add(
      cam.poly(
        cam.qx(wallX, -0.2, 4, 0.3, RZ + 0.3),
        `fill="${s.lin(
          [
            [0, '#9c876d'],
            [1, '#e6c9a0'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    // plaster band + corner edge catching the light
    s.add(cam.poly(cam.qx(wallX, 2.9, 3.0, 0.3, RZ + 0.3), 'fill="#f1dcb8" opacity="0.6"'));
    s.add(
      cam.poly(
        [
          [wallX, -0.2, RZ + 0.3],
          [wallX + 0.04, -0.2, RZ + 0.3],
          [wallX + 0.04, 4, RZ + 0.3],
          [wallX, 4, RZ + 0.3],
        ],
        'fill="#ffd9a8"',
      ),
    );
    // wall lantern
    const lz = 2.5;
    const lp = cam.P([wallX + 0.02, 1.75, lz]);
    const lk = cam.k(lz) * 0.7;
    s.add(
      circle(lp[0] + lk * 0.12, lp[1] + lk * 0.05, lk * 0.35, `fill="#ffd68f" opacity="0.5" filter="${s.blur(14)}"`),
    );
    s.add(line(lp, [lp[0] + lk * 0.12, lp[1]], 'stroke="#1f1d22" stroke-width="3"'));
    s.add(
      pathEl(
        `M${r1(lp[0] + lk * 0.05)},${r1(lp[1])}h${r1(lk * 0.14)}l${r1(-lk * 0.02)},${r1(lk * 0.2)}h${r1(-lk * 0.1)}z`,
        'fill="#ffe6ae" stroke="#1f1d22" stroke-width="2.5"',
      ),
    );
    s.add(
      pathEl(
        `M${r1(lp[0] + lk * 0.03)},${r1(lp[1])}l${r1(lk * 0.09)},${r1(-lk * 0.06)}l${r1(lk * 0.09)},${r1(lk * 0.06)}z`,
        'fill="#1f1d22"',
      ),
    );
    // climbing rose up the wall corner
    const rr = makeRng(77);
    const stem = [];
    for (let i = 0; i < 30; i++) {
      const y = rr.range(0.1, 2.8);
      const z = RZ + 0.25 - rr.range(0, 0.45) * (1 - y / 3.2);
      stem.push([wallX + 0.03, y, z]);
    }
    for (const q of stem) {
      const p = cam.P(q);
      const kk = cam.k(q[2]);
      s.add(
        pathEl(
          leafPath(p, rr() * Math.PI * 2, kk * 0.08, kk * 0.035),
          `fill="${rr.pick(['#2f4f2a', '#3d6334', '#4c7440'])}"`,
        ),
      );
      if (rr() < 0.45)
        s.add(
          circle(
            p[0] + rr.range(-6, 6),
            p[1] + rr.range(-6, 6),
            kk * 0.03,
            `fill="${rr.pick(['#f2a0a8', '#e97f8c', '#fbd0c8'])}"`,
          ),
        );
    }
  }

  // ---------- olive tree in a pot (right) ----------
  {
    const px = 1.7;
    const pz = 2.75;
    s.add(floorShadow(s, cam, cam.ringY(px - 0.2, 0, pz, 0.4, 0.25, 20), { opacity: 0.4, blurPx: 8 }));
    s.add(
      poly(
        cam.lathe(px, pz, [
          { y: 0, r: 0.2 },
          { y: 0.5, r: 0.27 },
        ]),
        `fill="${s.lin(
          [
            [0, '#6e3f2c'],
            [0.7, '#a9623f'],
            [1, '#d58b5c'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    s.add(poly(cam.ringY(px, 0.5, pz, 0.27, 0.27, 24).map(cam.P), 'fill="#4a2e20"'));
    const b = cam.P([px, 0.5, pz]);
    const k = cam.k(pz);
    const trunkTop = [b[0] - k * 0.05, b[1] - k * 1.05];
    s.add(
      pathEl(
        `M${r1(b[0] - k * 0.04)},${r1(b[1])}C${r1(b[0] - k * 0.12)},${r1(b[1] - k * 0.4)} ${r1(b[0] + k * 0.1)},${r1(b[1] - k * 0.7)} ${pt(trunkTop)}`,
        `fill="none" stroke="#5b4a3a" stroke-width="${r1(k * 0.06)}" stroke-linecap="round"`,
      ),
    );
    const rr = makeRng(31);
    const clusters = [
      [-0.32, -1.25, 0.3],
      [0.05, -1.5, 0.34],
      [0.3, -1.2, 0.28],
      [-0.1, -1.1, 0.26],
      [0.22, -1.6, 0.22],
      [-0.3, -1.55, 0.2],
    ];
    for (const [dx, dy] of clusters)
      s.add(line(trunkTop, [b[0] + dx * k, b[1] + dy * k], `stroke="#5b4a3a" stroke-width="${r1(k * 0.02)}"`));
    for (const [dx, dy, r] of clusters) {
      const cx = b[0] + dx * k;
      const cy = b[1] + dy * k;
      for (let i = 0; i < 90; i++) {
        const a = rr() * Math.PI * 2;
        const d = Math.sqrt(rr());
        const x = cx + Math.cos(a) * d * k * r;
        const y = cy + Math.sin(a) * d * k * r * 0.75;
        const lit = Math.cos(a) * d > 0.2 && Math.sin(a) < 0.3;
        s.add(
          pathEl(
            leafPath([x, y], rr() * Math.PI * 2, k * 0.085, k * 0.017),
            `fill="${lit ? rr.pick(['#c9c78d', '#b1b27a', '#d6c98f']) : rr.pick(['#55634a', '#67765a', '#788663', '#46533e'])}"`,
          ),
        );
      }
    }
  }

  // ---------- bistro table with two glasses of wine ----------
  {
    const tx = 0.2;
    const tz = 2.45;
    const k = cam.k(tz);
    s.add(floorShadow(s, cam, cam.ringY(tx - 0.2, 0, tz + 0.05, 0.4, 0.3, 24), { opacity: 0.45, blurPx: 8 }));
    const green = '#2f4a3e';
    s.add(
      poly(
        cam.lathe(tx, tz, [
          { y: 0, r: 0.2 },
          { y: 0.02, r: 0.2 },
        ]),
        `fill="${green}"`,
      ),
    );
    s.add(
      poly(
        cam.lathe(tx, tz, [
          { y: 0.02, r: 0.025 },
          { y: 0.7, r: 0.025 },
        ]),
        `fill="${green}"`,
      ),
    );
    s.add(
      poly(
        cam.lathe(tx, tz, [
          { y: 0.7, r: 0.32 },
          { y: 0.73, r: 0.32 },
        ]),
        `fill="${shade(green, -0.3)}"`,
      ),
    );
    s.add(
      poly(
        cam.ringY(tx, 0.73, tz, 0.32, 0.32, 48).map(cam.P),
        `fill="${s.lin(
          [
            [0, '#4d6a5c'],
            [1, '#7d9a86'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    // glasses
    for (const [gx, gz] of [
      [tx - 0.12, tz - 0.05],
      [tx + 0.1, tz + 0.06],
    ]) {
      const p0 = cam.P([gx, 0.73, gz]);
      const kk = cam.k(gz);
      s.add(ellipse(p0[0], p0[1], kk * 0.035, kk * 0.008, 'fill="#ffffff" opacity="0.5"'));
      s.add(line(p0, [p0[0], p0[1] - kk * 0.1], 'stroke="#ffffff" stroke-width="1.5" opacity="0.7"'));
      const bowlY = p0[1] - kk * 0.1;
      s.add(
        pathEl(
          `M${r1(p0[0] - kk * 0.04)},${r1(bowlY - kk * 0.09)}Q${r1(p0[0] - kk * 0.045)},${r1(bowlY)} ${r1(p0[0])},${r1(bowlY)}Q${r1(p0[0] + kk * 0.045)},${r1(bowlY)} ${r1(p0[0] + kk * 0.04)},${r1(bowlY - kk * 0.09)}Z`,
          'fill="#ffffff" opacity="0.25" stroke="#ffffff" stroke-opacity="0.7" stroke-width="1"',
        ),
      );
      s.add(
        pathEl(
          `M${r1(p0[0] - kk * 0.038)},${r1(bowlY - kk * 0.045)}Q${r1(p0[0] - kk * 0.04)},${r1(bowlY)} ${r1(p0[0])},${r1(bowlY)}Q${r1(p0[0] + kk * 0.04)},${r1(bowlY)} ${r1(p0[0] + kk * 0.038)},${r1(bowlY - kk * 0.045)}Z`,
          'fill="#7a1f2b"',
        ),
      );
    }
    // bottle
    s.add(
      poly(
        cam.lathe(tx + 0.15, tz - 0.12, [
          { y: 0.73, r: 0.035 },
          { y: 0.95, r: 0.035 },
          { y: 1.0, r: 0.013 },
          { y: 1.06, r: 0.013 },
        ]),
        `fill="${s.lin(
          [
            [0, '#1b2a22'],
            [0.6, '#2f4a3a'],
            [1, '#1b2a22'],
          ],
          [0, 0, 1, 0],
        )}"`,
      ),
    );
    // candle lantern
    const lp = cam.P([tx - 0.02, 0.73, tz + 0.12]);
    s.add(circle(lp[0], lp[1] - k * 0.06, k * 0.12, `fill="#ffd27e" opacity="0.4" filter="${s.blur(8)}"`));
    s.add(
      rect(
        lp[0] - k * 0.03,
        lp[1] - k * 0.1,
        k * 0.06,
        k * 0.1,
        'fill="#fff0c9" opacity="0.7" stroke="#2b2b2b" stroke-width="1.5"',
      ),
    );
    s.add(ellipse(lp[0], lp[1] - k * 0.05, k * 0.006, k * 0.014, 'fill="#ffb43b"'));
  }

  // ---------- bistro chair (left of table) ----------
  {
    const cx = -0.75;
    const cz = 2.3;
    const green = '#2f4a3e';
    s.add(floorShadow(s, cam, cam.qy(0, cx - 0.25, cx + 0.3, cz - 0.2, cz + 0.25), { opacity: 0.35, blurPx: 7 }));
    const legs = [
      [cx - 0.2, cz - 0.2],
      [cx + 0.2, cz - 0.2],
      [cx - 0.2, cz + 0.2],
      [cx + 0.2, cz + 0.2],
    ];
    for (const [lx, lz] of legs.slice(2))
      s.add(line(cam.P([lx, 0, lz]), cam.P([lx, 0.46, lz]), `stroke="${green}" stroke-width="4"`));
    // backrest slats (at the back)
    for (let i = 0; i < 3; i++)
      s.add(
        cam.poly(cam.qz(cz + 0.2, cx - 0.2, cx + 0.2, 0.62 + i * 0.12, 0.7 + i * 0.12), `fill="${shade(green, 0.08)}"`),
      );
    s.add(
      line(cam.P([cx - 0.2, 0.46, cz + 0.2]), cam.P([cx - 0.2, 0.95, cz + 0.2]), `stroke="${green}" stroke-width="4"`),
    );
    s.add(
      line(cam.P([cx + 0.2, 0.46, cz + 0.2]), cam.P([cx + 0.2, 0.95, cz + 0.2]), `stroke="${green}" stroke-width="4"`),
    );
    s.add(
      cam.box([cx - 0.21, cx + 0.21], [0.44, 0.47], [cz - 0.21, cz + 0.21], {
        top: s.lin(
          [
            [0, '#4d6a5c'],
            [1, '#6c8a78'],
          ],
          [0, 0, 1, 0],
        ),
        front: shade(green, -0.3),
      }),
    );
    for (const [lx, lz] of legs.slice(0, 2))
      s.add(line(cam.P([lx, 0, lz]), cam.P([lx, 0.44, lz]), `stroke="${shade(green, -0.1)}" stroke-width="5"`));
    // folded blanket on the seat
    s.add(
      cam.box([cx - 0.17, cx + 0.17], [0.47, 0.5], [cz - 0.12, cz + 0.15], { top: '#d9b48a', front: '#b98f66' }, '', 3),
    );
  }

  // ---------- string lights across the top ----------
  {
    const a = [-20, 110];
    const b = [1620, 40];
    const sag = 120;
    const P = (t) => [lerp(a[0], b[0], t), lerp(a[1], b[1], t) + sag * 4 * t * (1 - t)];
    let d = `M${pt(a)}`;
    for (let i = 1; i <= 40; i++) d += `L${pt(P(i / 40))}`;
    s.add(pathEl(d, 'fill="none" stroke="#2b2630" stroke-width="1.5"'));
    for (let i = 1; i < 22; i++) {
      const p = P(i / 22);
      s.add(circle(p[0], p[1] + 10, 14, `fill="#ffd88f" opacity="0.35" filter="${s.blur(6)}"`));
      s.add(line(p, [p[0], p[1] + 5], 'stroke="#2b2630" stroke-width="2"'));
      s.add(ellipse(p[0], p[1] + 10, 4.5, 6, 'fill="#fff1c9"'));
    }
  }

  // overall warm grade + vignette
  s.add(
    rect(
      0,
      0,
      W,
      H,
      `fill="${s.rad(
        [
          [0, '#ffcf9a', 0.12],
          [1, '#ffcf9a', 0],
        ],
        0.75,
        0.45,
        0.6,
      )}"`,
    ),
  );
  s.add(vignette(s, 0.38));
  return s.toString();
}

// ---------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------

const IMAGES = [
  ['01-facade.jpg', facade],
  ['02-living-room.jpg', livingRoom],
  ['03-kitchen.jpg', kitchen],
  ['04-bedroom.jpg', bedroom],
  ['05-bathroom.jpg', bathroom],
  ['06-balcony-view.jpg', balconyView],
];

async function render(name, build) {
  const svg = build();
  let quality = 80;
  let buf;
  for (;;) {
    buf = await sharp(Buffer.from(svg), { density: 72, limitInputPixels: false })
      .resize(W, H, { fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toBuffer();
    if (buf.length <= MAX_BYTES || quality <= 60) break;
    quality -= 4;
  }
  const file = path.join(OUT_DIR, name);
  await writeFile(file, buf);
  if (process.env.DEMO_SVG_DEBUG)
    await writeFile(path.join(process.env.DEMO_SVG_DEBUG, name.replace(/\.jpg$/, '.svg')), svg);
  const { size } = await stat(file);
  return { file, size, quality };
}

async function main() {
  const filters = process.argv.slice(2);
  await mkdir(OUT_DIR, { recursive: true });
  const selected = IMAGES.filter(([name]) => filters.length === 0 || filters.some((f) => name.includes(f)));
  for (const [name, build] of selected) {
    const t0 = Date.now();
    const { size, quality } = await render(name, build);
    console.log(`${name.padEnd(22)} ${(size / 1024).toFixed(1).padStart(6)} KB  q=${quality}  ${Date.now() - t0} ms`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
