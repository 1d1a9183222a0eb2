/**
 * Draws the site's placeholder artwork (until the owner supplies photographs):
 * `node tools/placeholder-art/generate-art.mjs [name...]`
 *
 * Every scene is flat-illustration SVG built in code from small reusable drawing
 * functions (sky, mountains, house blocks, windows, doors, plants, people, props),
 * then rendered with sharp to a 1920x1280 progressive mozjpeg JPEG in
 * src/assets/photos/<name>.jpg. Output is deterministic: the only "randomness" is a
 * seeded PRNG per scene. With names on the command line only those scenes are drawn.
 */
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const W = 1920;
const H = 1280;
const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../src/assets/photos");

/* ------------------------------------------------------------------ */
/* Utilities                                                          */
/* ------------------------------------------------------------------ */

/**
 * Small seeded PRNG (mulberry32) so scenes vary but never change between runs.
 * @param {number} seed
 * @returns {() => number} uniform numbers in [0, 1)
 */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {number} v */
const num = (v) => String(Math.round(v * 10) / 10);
/** @param {number} v @param {number} lo @param {number} hi */
const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));

/** @param {string} hex @returns {number[]} */
function rgb(hex) {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}
/**
 * Linear blend of two #rrggbb colours.
 * @param {string} a @param {string} b @param {number} t 0 = a, 1 = b
 */
function mix(a, b, t) {
  const A = rgb(a);
  const B = rgb(b);
  return (
    "#" +
    A.map((c, i) =>
      clamp(Math.round(c + (B[i] - c) * t), 0, 255)
        .toString(16)
        .padStart(2, "0"),
    ).join("")
  );
}
/** Lighter version of a colour. @param {string} c @param {number} t */
const tint = (c, t) => mix(c, "#ffffff", t);
/** Darker version, towards a warm brown so shadows stay "desert". @param {string} c @param {number} t */
const shade = (c, t) => mix(c, "#2e2019", t);

/**
 * SVG attributes from an object; camelCase keys become kebab-case, falsy values are skipped.
 * @param {Record<string, string | number | boolean | undefined | null>} o
 */
function attrs(o) {
  let out = "";
  for (const [k, v] of Object.entries(o)) {
    if (v === undefined || v === null || v === false) continue;
    out += ` ${k.replace(/[A-Z]/g, (m) => "-" + m.toLowerCase())}="${typeof v === "number" ? num(v) : v}"`;
  }
  return out;
}

/** @typedef {Record<string, string | number | boolean | undefined>} Attrs */
/** @typedef {[number, number]} Pt */

/** @param {string} tag @param {Attrs} o */
const el = (tag, o) => `<${tag}${attrs(o)}/>`;
/** @param {number} x @param {number} y @param {number} w @param {number} h @param {string} fill @param {Attrs} [o] */
const rect = (x, y, w, h, fill, o = {}) => el("rect", { x, y, width: Math.max(0, w), height: Math.max(0, h), fill, ...o });
/** @param {number} cx @param {number} cy @param {number} r @param {string} fill @param {Attrs} [o] */
const circle = (cx, cy, r, fill, o = {}) => el("circle", { cx, cy, r, fill, ...o });
/** @param {number} cx @param {number} cy @param {number} rx @param {number} ry @param {string} fill @param {Attrs} [o] */
const ellipse = (cx, cy, rx, ry, fill, o = {}) => el("ellipse", { cx, cy, rx, ry, fill, ...o });
/** @param {Pt[]} p */
const pts = (p) => p.map(([x, y]) => `${num(x)},${num(y)}`).join(" ");
/** @param {Pt[]} p @param {string} fill @param {Attrs} [o] */
const poly = (p, fill, o = {}) => el("polygon", { points: pts(p), fill, ...o });
/** @param {Pt[]} p @param {string} stroke @param {number} width @param {Attrs} [o] */
const pline = (p, stroke, width, o = {}) =>
  el("polyline", { points: pts(p), fill: "none", stroke, strokeWidth: width, strokeLinecap: "round", strokeLinejoin: "round", ...o });
/** @param {number} x1 @param {number} y1 @param {number} x2 @param {number} y2 @param {string} stroke @param {number} width @param {Attrs} [o] */
const line = (x1, y1, x2, y2, stroke, width, o = {}) => el("line", { x1, y1, x2, y2, stroke, strokeWidth: width, ...o });
/** @param {string} d @param {string} fill @param {Attrs} [o] */
const pathEl = (d, fill, o = {}) => el("path", { d, fill, ...o });

/**
 * Bilinear point inside a quad [topLeft, topRight, bottomRight, bottomLeft]; used to draw
 * things that are seen at an angle (open sashes and door leaves).
 * @param {Pt[]} q @param {number} u 0..1 across @param {number} v 0..1 down
 * @returns {Pt}
 */
function qp(q, u, v) {
  const top = [q[0][0] + (q[1][0] - q[0][0]) * u, q[0][1] + (q[1][1] - q[0][1]) * u];
  const bot = [q[3][0] + (q[2][0] - q[3][0]) * u, q[3][1] + (q[2][1] - q[3][1]) * u];
  return [top[0] + (bot[0] - top[0]) * v, top[1] + (bot[1] - top[1]) * v];
}
/** Sub-rectangle of a quad in its own (u, v) space. @param {Pt[]} q @param {number} u0 @param {number} v0 @param {number} u1 @param {number} v1 @returns {Pt[]} */
const qr = (q, u0, v0, u1, v1) => [qp(q, u0, v0), qp(q, u1, v0), qp(q, u1, v1), qp(q, u0, v1)];

/** Collects one image's SVG: definitions (gradients, clips, filters) and body. */
class Scene {
  /** @param {number} seed */
  constructor(seed) {
    /** @type {string[]} */ this.defs = [];
    /** @type {string[]} */ this.out = [];
    this.uid = 0;
    this.rand = mulberry32(seed);
    /** @type {Map<number, string>} */ this.blurs = new Map();
  }
  /** @param {string} prefix */
  id(prefix) {
    return prefix + (++this.uid).toString(36);
  }
  /** @param {...string} parts */
  add(...parts) {
    this.out.push(...parts);
  }
  /** Random number in [a, b). @param {number} [a] @param {number} [b] */
  r(a = 0, b = 1) {
    return a + (b - a) * this.rand();
  }
  /**
   * Linear gradient; stops are [offset, colour, opacity?]. Direction in bounding-box units,
   * or user units when `user` is true.
   * @param {Array<[number, string, number?]>} stops
   * @param {number[]} [dir] x1, y1, x2, y2
   * @param {boolean} [user]
   */
  linear(stops, dir = [0, 0, 0, 1], user = false) {
    const id = this.id("g");
    const [x1, y1, x2, y2] = dir;
    this.defs.push(
      `<linearGradient id="${id}"${attrs({ x1, y1, x2, y2 })}${user ? ' gradientUnits="userSpaceOnUse"' : ""}>` +
        stops.map(([o, c, a]) => el("stop", { offset: o, stopColor: c, stopOpacity: a })).join("") +
        "</linearGradient>",
    );
    return `url(#${id})`;
  }
  /**
   * Radial gradient, centre and radius in bounding-box units (or user units).
   * @param {Array<[number, string, number?]>} stops
   * @param {number} [cx] @param {number} [cy] @param {number} [r] @param {boolean} [user]
   */
  radial(stops, cx = 0.5, cy = 0.5, r = 0.5, user = false) {
    const id = this.id("g");
    this.defs.push(
      `<radialGradient id="${id}"${attrs({ cx, cy, r })}${user ? ' gradientUnits="userSpaceOnUse"' : ""}>` +
        stops.map(([o, c, a]) => el("stop", { offset: o, stopColor: c, stopOpacity: a })).join("") +
        "</radialGradient>",
    );
    return `url(#${id})`;
  }
  /** Clip path from SVG shape markup; returns the url() reference. @param {string} shape */
  clip(shape) {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
  /** Gaussian blur filter (soft shadows, glows), shared per radius. @param {number} sd */
  blur(sd) {
    let id = this.blurs.get(sd);
    if (!id) {
      id = this.id("f");
      this.blurs.set(sd, id);
      this.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`);
    }
    return `url(#${id})`;
  }
  /** Colour filter that desaturates (sun-faded "before" pictures). @param {number} amount 0 = grey, 1 = unchanged */
  saturate(amount) {
    const id = this.id("f");
    this.defs.push(
      `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"><feColorMatrix type="saturate" values="${amount}"/></filter>`,
    );
    return `url(#${id})`;
  }
  /**
   * Colour filter multiplying the red, green and blue channels (dusk darkening).
   * @param {number} r @param {number} g @param {number} b
   */
  multiply(r, g, b) {
    const id = this.id("f");
    this.defs.push(
      `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="${r} 0 0 0 0 0 ${g} 0 0 0 0 0 ${b} 0 0 0 0 0 1 0"/></filter>`,
    );
    return `url(#${id})`;
  }
  /**
   * Draws `fn` inside a <g> (transform, clip-path, opacity...).
   * @param {Attrs} o @param {() => void} fn
   */
  group(o, fn) {
    this.add(`<g${attrs(o)}>`);
    fn();
    this.add("</g>");
  }
  /** Draws `fn` translated to (x, y) and scaled by k. @param {number} x @param {number} y @param {number} k @param {() => void} fn */
  at(x, y, k, fn) {
    this.group({ transform: `translate(${num(x)} ${num(y)}) scale(${k})` }, fn);
  }
  svg() {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
      `<defs>${this.defs.join("")}</defs>${this.out.join("")}</svg>`
    );
  }
}

/* ------------------------------------------------------------------ */
/* Palette                                                            */
/* ------------------------------------------------------------------ */

/** Stucco body colours. */
const WALL = {
  tan: "#d8b98f",
  cream: "#eee0c5",
  adobe: "#c98e64",
  sand: "#e1c8a0",
  taupe: "#c7b29a",
  white: "#f1ebe0",
  sage: "#b9bc9c",
  greige: "#cfc3b0",
};
/** Trim / pop-out surround colours. */
const TRIM = { cream: "#f4ead6", white: "#f7f3ea", tan: "#e6cfa7", brown: "#8a6146" };
/** Concrete tile and other roof colours. */
const ROOF = {
  terracotta: "#b65f3d",
  clay: "#c7774d",
  brown: "#86573f",
  slate: "#6e625a",
  charcoal: "#4b4a4c",
  sand: "#b98e66",
  metal: "#5d6468",
};
/** Window and door frame finishes. */
const FRAME = {
  bronze: "#3b2e26",
  black: "#1e1f22",
  white: "#f6f5f0",
  beige: "#ddc9a6",
  almond: "#e9dfc9",
  silver: "#b7bcbf",
  wood: "#b27a47",
  clay: "#8d7f6d",
};
/** Landscape colours. */
const LAND = {
  gravel: "#cdb089",
  gravelDark: "#b9996f",
  sand: "#e6cfa5",
  lawn: "#8fae5c",
  concrete: "#d8d2c6",
  asphalt: "#6d6a6b",
  sage: "#97a583",
  cactus: "#5f8a57",
  cactusLight: "#79a66a",
  paloVerde: "#a9b866",
  agave: "#7ea593",
  palm: "#4f7a45",
};

/* ------------------------------------------------------------------ */
/* Environment: sky, sun, clouds, mountains, ground                    */
/* ------------------------------------------------------------------ */

/** @typedef {'day' | 'afternoon' | 'golden' | 'sunset' | 'dusk'} TimeOfDay */

/**
 * Sky gradients and sun placement for each time of day.
 * @type {Record<TimeOfDay, { stops: Array<[number, string]>, sun: { x: number, y: number, r: number, c: string, glow: string } | null, cloud: string }>}
 */
const SKY = {
  day: {
    stops: [
      [0, "#4d8fd0"],
      [0.55, "#93c4e8"],
      [1, "#d8edf5"],
    ],
    sun: { x: 1600, y: 170, r: 54, c: "#fffbea", glow: "#fff6d0" },
    cloud: "#ffffff",
  },
  afternoon: {
    stops: [
      [0, "#5b93c9"],
      [0.6, "#a9cbe3"],
      [1, "#f1e2c6"],
    ],
    sun: { x: 1500, y: 250, r: 58, c: "#fff6dc", glow: "#ffe9b8" },
    cloud: "#fff8ee",
  },
  golden: {
    stops: [
      [0, "#6a8fbf"],
      [0.4, "#d9b9a0"],
      [0.72, "#f3ae72"],
      [1, "#f8cf92"],
    ],
    sun: { x: 1600, y: 600, r: 70, c: "#fff0c4", glow: "#ffc57a" },
    cloud: "#ffd7ad",
  },
  sunset: {
    stops: [
      [0, "#3d4b84"],
      [0.35, "#9d6a8e"],
      [0.66, "#ec8a5a"],
      [1, "#fbc774"],
    ],
    sun: { x: 1420, y: 720, r: 84, c: "#ffe7a6", glow: "#ff9a52" },
    cloud: "#f7a884",
  },
  dusk: {
    stops: [
      [0, "#25315d"],
      [0.45, "#5e5488"],
      [0.78, "#d1837a"],
      [1, "#f1b586"],
    ],
    sun: null,
    cloud: "#c98a9a",
  },
};

/**
 * Fills the sky down to `horizon` with sun, glow and a few flat clouds.
 * @param {Scene} s
 * @param {TimeOfDay} time
 * @param {{ horizon?: number, sun?: {x?: number, y?: number} | false, clouds?: Array<[number, number, number]> }} [o]
 *   clouds: [x, y, width] triples
 */
function sky(s, time, o = {}) {
  const k = SKY[time];
  const horizon = o.horizon ?? 900;
  s.add(rect(0, 0, W, horizon + 40, s.linear(k.stops, [0, 0, 0, horizon], true)));
  if (k.sun && o.sun !== false) {
    const sx = o.sun?.x ?? k.sun.x;
    const sy = o.sun?.y ?? k.sun.y;
    s.add(
      circle(
        sx,
        sy,
        k.sun.r * 7,
        s.radial([
          [0, k.sun.glow, 0.75],
          [0.35, k.sun.glow, 0.25],
          [1, k.sun.glow, 0],
        ]),
      ),
    );
    s.add(circle(sx, sy, k.sun.r, k.sun.c));
  }
  for (const [x, y, w] of o.clouds ?? []) cloud(s, x, y, w, k.cloud);
}

/**
 * A flat stylised cloud: a rounded base and three puffs.
 * @param {Scene} s @param {number} x left @param {number} y baseline @param {number} w @param {string} color
 */
function cloud(s, x, y, w, color) {
  const h = w * 0.16;
  s.group({ opacity: 0.8 }, () => {
    s.add(rect(x, y - h, w, h, color, { rx: h / 2 }));
    s.add(circle(x + w * 0.3, y - h, w * 0.15, color));
    s.add(circle(x + w * 0.52, y - h * 1.2, w * 0.2, color));
    s.add(circle(x + w * 0.74, y - h * 0.9, w * 0.12, color));
    s.add(rect(x, y - h * 0.35, w, h * 0.35, shade(color, 0.06), { rx: h * 0.17, opacity: 0.5 }));
  });
}

/**
 * Ridge profiles of the valley's landmark mountains, as (x, height) fractions.
 * Superstition: the Flatiron end on the left, long crenellated cliffs to the east.
 * Camelback: the head to the west, the high hump to the east.
 * McDowell: long rolling range with Thompson Peak. Tempe Butte: a small rocky knob.
 * @type {Record<string, Pt[]>}
 */
const RIDGES = {
  superstition: [
    [0, 0],
    [0.04, 0.16],
    [0.08, 0.28],
    [0.11, 0.4],
    [0.13, 0.38],
    [0.155, 0.6],
    [0.17, 0.64],
    [0.185, 0.9],
    [0.2, 1],
    [0.215, 0.94],
    [0.23, 0.97],
    [0.25, 0.85],
    [0.27, 0.8],
    [0.29, 0.86],
    [0.31, 0.78],
    [0.335, 0.82],
    [0.36, 0.74],
    [0.39, 0.79],
    [0.42, 0.7],
    [0.45, 0.76],
    [0.48, 0.66],
    [0.52, 0.71],
    [0.56, 0.6],
    [0.6, 0.64],
    [0.64, 0.52],
    [0.69, 0.55],
    [0.74, 0.44],
    [0.79, 0.46],
    [0.85, 0.32],
    [0.91, 0.22],
    [0.96, 0.1],
    [1, 0],
  ],
  camelback: [
    [0, 0],
    [0.06, 0.1],
    [0.12, 0.3],
    [0.16, 0.46],
    [0.2, 0.54],
    [0.24, 0.55],
    [0.27, 0.5],
    [0.31, 0.4],
    [0.36, 0.38],
    [0.42, 0.48],
    [0.49, 0.7],
    [0.55, 0.9],
    [0.6, 1],
    [0.65, 0.97],
    [0.71, 0.84],
    [0.78, 0.6],
    [0.86, 0.34],
    [0.93, 0.14],
    [1, 0],
  ],
  mcdowell: [
    [0, 0],
    [0.06, 0.22],
    [0.12, 0.38],
    [0.18, 0.46],
    [0.24, 0.42],
    [0.3, 0.6],
    [0.36, 0.7],
    [0.41, 0.64],
    [0.46, 0.86],
    [0.5, 1],
    [0.54, 0.94],
    [0.59, 0.8],
    [0.65, 0.84],
    [0.71, 0.66],
    [0.77, 0.58],
    [0.84, 0.4],
    [0.91, 0.24],
    [1, 0],
  ],
  tempeButte: [
    [0, 0],
    [0.08, 0.18],
    [0.16, 0.42],
    [0.24, 0.62],
    [0.3, 0.7],
    [0.36, 0.86],
    [0.42, 0.92],
    [0.47, 1],
    [0.53, 0.96],
    [0.6, 0.9],
    [0.66, 0.94],
    [0.72, 0.78],
    [0.8, 0.55],
    [0.88, 0.3],
    [0.95, 0.1],
    [1, 0],
  ],
  rolling: [
    [0, 0],
    [0.1, 0.35],
    [0.2, 0.55],
    [0.28, 0.5],
    [0.38, 0.8],
    [0.46, 1],
    [0.55, 0.82],
    [0.63, 0.7],
    [0.72, 0.86],
    [0.8, 0.6],
    [0.9, 0.4],
    [1, 0],
  ],
};

/**
 * A mountain silhouette with faceted shading on the east (right) faces.
 * @param {Scene} s
 * @param {keyof typeof RIDGES} shape
 * @param {{ x: number, base: number, w: number, h: number, color: string, shadow?: number }} o
 */
function mountain(s, shape, o) {
  const { x, base, w, h, color } = o;
  const p = RIDGES[shape].map(([u, v]) => /** @type {Pt} */ ([x + u * w, base - v * h]));
  const outline = [...p, /** @type {Pt} */ ([x + w, base + 4]), /** @type {Pt} */ ([x, base + 4])];
  s.add(poly(outline, color));
  const dark = shade(color, o.shadow ?? 0.16);
  let faces = "";
  for (let i = 1; i < p.length - 1; i++) {
    if (p[i][1] < p[i - 1][1] && p[i][1] <= p[i + 1][1]) {
      let j = i + 1;
      while (j < p.length - 1 && p[j + 1][1] >= p[j][1]) j++;
      const foot = p[i][0] + (base - p[i][1]) * 0.18;
      faces += poly([...p.slice(i, j + 1), [Math.max(p[j][0], foot), base + 4], [foot, base + 4]], dark);
    }
  }
  s.add(`<g clip-path="${s.clip(poly(outline, "#000"))}">${faces}</g>`);
}

/**
 * Sets of layered distant hills (atmospheric perspective) plus an optional landmark.
 * @param {Scene} s
 * @param {TimeOfDay} time
 * @param {{ horizon: number, landmark?: keyof typeof RIDGES, lx?: number, lw?: number, lh?: number, far?: boolean }} o
 */
function mountains(s, time, o) {
  const haze = { day: "#a9bfd2", afternoon: "#b4bccb", golden: "#c99a97", sunset: "#a86f80", dusk: "#5b4f78" }[time];
  const near = { day: "#9a8f8a", afternoon: "#9d8d83", golden: "#9b6f6b", sunset: "#7b4f63", dusk: "#443a5e" }[time];
  const flat = { day: "#d9c29c", afternoon: "#d6bd98", golden: "#d8a77d", sunset: "#b9826e", dusk: "#6e5a6a" }[time];
  s.add(rect(0, o.horizon, W, H - o.horizon, flat));
  if (o.far !== false) {
    mountain(s, "rolling", { x: -200, base: o.horizon, w: 1100, h: 120, color: tint(haze, 0.25), shadow: 0.06 });
    mountain(s, "rolling", { x: 1100, base: o.horizon, w: 1100, h: 150, color: tint(haze, 0.2), shadow: 0.06 });
  }
  if (o.landmark) {
    mountain(s, o.landmark, { x: o.lx ?? 300, base: o.horizon, w: o.lw ?? 1400, h: o.lh ?? 300, color: near, shadow: 0.18 });
  }
}

/**
 * Gravel yard: flat decomposed granite with a sparse, low-contrast scatter of stones.
 * @param {Scene} s @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {string} [color]
 */
function gravel(s, x, y, w, h, color = LAND.gravel) {
  s.add(
    rect(
      x,
      y,
      w,
      h,
      s.linear([
        [0, shade(color, 0.05)],
        [1, tint(color, 0.06)],
      ]),
    ),
  );
  let g = "";
  const count = Math.round((w * h) / 2600);
  for (let i = 0; i < count; i++) {
    const px = x + s.r() * w;
    const py = y + s.r() * h;
    const sz = 1.5 + s.r() * 3 * (0.5 + (py - y) / h);
    g += ellipse(px, py, sz * 1.4, sz, i % 3 ? shade(color, 0.14) : tint(color, 0.2));
  }
  s.add(`<g opacity="0.55">${g}</g>`);
}

/**
 * Lawn with soft mowing stripes.
 * @param {Scene} s @param {number} x @param {number} y @param {number} w @param {number} h
 */
function lawn(s, x, y, w, h, color = LAND.lawn) {
  s.add(rect(x, y, w, h, color));
  for (let i = 0; i < w / 120; i++) if (i % 2) s.add(rect(x + i * 120, y, 120, h, tint(color, 0.08)));
}

/**
 * Sidewalk, curb and street from `y` down to the bottom of the image.
 * @param {Scene} s @param {number} y
 * @param {{ walk?: number, tone?: string }} [o]
 */
function street(s, y, o = {}) {
  const walk = o.walk ?? 44;
  s.add(rect(0, y, W, walk, LAND.concrete));
  for (let x = 60; x < W; x += 170) s.add(rect(x, y, 3, walk, shade(LAND.concrete, 0.12)));
  s.add(rect(0, y + walk, W, 14, tint(LAND.concrete, 0.2)));
  s.add(rect(0, y + walk + 14, W, 8, shade(LAND.concrete, 0.25)));
  const top = y + walk + 22;
  s.add(
    rect(
      0,
      top,
      W,
      H - top,
      s.linear([
        [0, o.tone ?? LAND.asphalt],
        [1, tint(o.tone ?? LAND.asphalt, 0.12)],
      ]),
    ),
  );
}

/**
 * Concrete driveway as a trapezoid widening towards the viewer.
 * @param {Scene} s @param {number} x1 @param {number} x2 @param {number} yTop @param {number} yBot @param {number} [spread]
 */
function driveway(s, x1, x2, yTop, yBot, spread = 60) {
  s.add(
    poly(
      [
        [x1, yTop],
        [x2, yTop],
        [x2 + spread, yBot],
        [x1 - spread, yBot],
      ],
      s.linear([
        [0, shade(LAND.concrete, 0.08)],
        [1, LAND.concrete],
      ]),
    ),
  );
  s.add(line((x1 + x2) / 2, yTop, (x1 + x2) / 2, yBot, shade(LAND.concrete, 0.15), 3));
}

/**
 * Soft ground shadow ellipse.
 * @param {Scene} s @param {number} cx @param {number} cy @param {number} rx @param {number} ry @param {number} [op]
 */
function groundShadow(s, cx, cy, rx, ry, op = 0.22) {
  s.add(ellipse(cx, cy, rx, ry, "#3b2a1e", { opacity: op, filter: s.blur(Math.max(2, ry * 0.4)) }));
}

/* ------------------------------------------------------------------ */
/* Plants and rocks                                                   */
/* ------------------------------------------------------------------ */

/** Path of a column with a rounded top and a flat foot. @param {number} x centre @param {number} base @param {number} w @param {number} h */
function pillPath(x, base, w, h) {
  const r = w / 2;
  return `M${num(x - r)},${num(base)}L${num(x - r)},${num(base - h + r)}A${num(r)} ${num(r)} 0 0 1 ${num(x + r)},${num(base - h + r)}L${num(x + r)},${num(base)}Z`;
}

/**
 * Saguaro cactus. Each arm is [side (-1 left / 1 right), height fraction where it leaves
 * the trunk, how far it rises as a fraction of the cactus height].
 * @param {Scene} s @param {number} x @param {number} base @param {number} h
 * @param {Array<[number, number, number]>} [arms]
 * @param {string} [color]
 */
function saguaro(
  s,
  x,
  base,
  h,
  arms = [
    [-1, 0.42, 0.3],
    [1, 0.56, 0.26],
  ],
  color = LAND.cactus,
) {
  const tw = h * 0.12;
  const dark = shade(color, 0.18);
  const aw = tw * 0.78;
  for (const [side, at, up] of arms) {
    const y0 = base - h * at;
    const ax = x + side * tw * 1.45;
    const r = tw * 0.55;
    const top = y0 - h * up;
    s.add(
      pathEl(
        `M${num(x)},${num(y0)}L${num(ax - side * r)},${num(y0)}Q${num(ax)},${num(y0)} ${num(ax)},${num(y0 - r)}L${num(ax)},${num(top)}`,
        "none",
        {
          stroke: dark,
          strokeWidth: aw,
          strokeLinecap: "round",
          strokeLinejoin: "round",
        },
      ),
    );
    s.add(line(ax - aw * 0.14, y0 - r, ax - aw * 0.14, top, color, aw * 0.5, { strokeLinecap: "round" }));
  }
  s.add(pathEl(pillPath(x, base, tw, h), dark));
  s.add(pathEl(pillPath(x - tw * 0.1, base, tw * 0.62, h - tw * 0.12), color));
  for (const dx of [-0.22, 0.05])
    s.add(line(x + dx * tw, base - h + tw * 0.6, x + dx * tw, base, shade(color, 0.1), tw * 0.06, { opacity: 0.7 }));
}

/**
 * Palo verde tree: green bark, airy yellow-green canopy, optional spring blossoms.
 * @param {Scene} s @param {number} x @param {number} base @param {number} size @param {boolean} [bloom]
 */
function paloVerde(s, x, base, size, bloom = false) {
  const bark = "#8ea35a";
  const fork = base - size * 0.32;
  const tips = [
    [-0.42, 0.7],
    [-0.18, 0.88],
    [0.12, 0.92],
    [0.4, 0.72],
    [0.02, 0.6],
  ];
  s.add(line(x, base, x, fork, bark, size * 0.06, { strokeLinecap: "round" }));
  for (const [u, v] of tips)
    s.add(
      pline(
        [
          [x, fork],
          [x + u * size * 0.5, base - size * (v - 0.12)],
          [x + u * size, base - size * v],
        ],
        bark,
        size * 0.025,
      ),
    );
  let g = "";
  for (let i = 0; i < 18; i++) {
    const [u, v] = tips[i % tips.length];
    const cx = x + (u + s.r(-0.2, 0.2)) * size;
    const cy = base - size * (v + s.r(-0.06, 0.14));
    const rx = size * s.r(0.13, 0.22);
    g += ellipse(
      cx,
      cy,
      rx,
      rx * 0.62,
      i % 3 === 0 ? tint(LAND.paloVerde, 0.18) : i % 3 === 1 ? LAND.paloVerde : shade(LAND.paloVerde, 0.12),
    );
  }
  s.add(`<g opacity="0.93">${g}</g>`);
  if (bloom) {
    let b = "";
    for (let i = 0; i < 40; i++) b += circle(x + s.r(-0.6, 0.6) * size, base - size * s.r(0.55, 1.02), size * 0.012, "#f2d23c");
    s.add(b);
  }
}

/**
 * Agave: a rosette of blue-green pointed leaves.
 * @param {Scene} s @param {number} x @param {number} base @param {number} size @param {string} [color]
 */
function agave(s, x, base, size, color = LAND.agave) {
  const n = 11;
  const leaves = [];
  for (let i = 0; i < n; i++) leaves.push(-80 + (160 * i) / (n - 1));
  leaves.sort((a, b) => Math.abs(b) - Math.abs(a));
  for (const deg of leaves) {
    const a = (deg * Math.PI) / 180;
    const L = size * (0.6 + 0.4 * Math.cos(a));
    const d = [Math.sin(a), -Math.cos(a) * 0.95];
    const nrm = [Math.cos(a), Math.sin(a)];
    const w = size * 0.085;
    const b0 = [x, base - size * 0.04];
    const tip = [b0[0] + d[0] * L, b0[1] + d[1] * L];
    const mid = [b0[0] + d[0] * L * 0.45, b0[1] + d[1] * L * 0.45];
    const c = mix(shade(color, 0.25), tint(color, 0.12), Math.cos(a));
    s.add(
      pathEl(
        `M${num(b0[0] + nrm[0] * w)},${num(b0[1] + nrm[1] * w)}Q${num(mid[0] + nrm[0] * w * 1.3)},${num(mid[1] + nrm[1] * w * 1.3)} ${num(tip[0])},${num(tip[1])}` +
          `Q${num(mid[0] - nrm[0] * w * 1.3)},${num(mid[1] - nrm[1] * w * 1.3)} ${num(b0[0] - nrm[0] * w)},${num(b0[1] - nrm[1] * w)}Z`,
        c,
      ),
    );
    s.add(line(b0[0], b0[1], tip[0], tip[1], shade(c, 0.12), size * 0.012, { opacity: 0.6 }));
  }
}

/**
 * Rounded shrub (Texas sage, bougainvillea, lantana...) with optional flower dots.
 * @param {Scene} s @param {number} x centre @param {number} base @param {number} w @param {number} h
 * @param {string} color @param {string} [flowers]
 */
function shrub(s, x, base, w, h, color, flowers) {
  const blobs = [
    [-0.3, 0.45, 0.3],
    [0.28, 0.5, 0.3],
    [0, 0.62, 0.36],
    [-0.12, 0.32, 0.32],
    [0.16, 0.3, 0.3],
  ];
  s.add(ellipse(x, base - h * 0.3, w * 0.5, h * 0.32, shade(color, 0.15)));
  for (const [u, v, r] of blobs) s.add(ellipse(x + u * w, base - v * h, r * w, r * h * 1.05, u < 0 ? tint(color, 0.06) : color));
  s.add(ellipse(x - w * 0.12, base - h * 0.72, w * 0.16, h * 0.14, tint(color, 0.16)));
  if (flowers) {
    let g = "";
    for (let i = 0; i < Math.round(w / 6); i++) {
      const a = s.r(0, Math.PI);
      const rr = s.r(0.2, 0.95);
      g += circle(x + Math.cos(a) * rr * w * 0.45, base - h * 0.3 - Math.sin(a) * rr * h * 0.6, Math.max(2, w * 0.022), flowers);
    }
    s.add(g);
  }
}

/**
 * Fan palm (Washingtonia) with a tapered ringed trunk and a trimmed skirt.
 * @param {Scene} s @param {number} x @param {number} base @param {number} h @param {number} [lean]
 * @param {string} [color] fronds @param {string} [trunk]
 */
function palm(s, x, base, h, lean = 0, color = LAND.palm, trunk = "#8b6b4f") {
  const tx = x + lean;
  const ty = base - h;
  const bw = h * 0.045;
  const tw = h * 0.03;
  s.add(
    poly(
      [
        [x - bw, base],
        [x + bw, base],
        [tx + tw, ty],
        [tx - tw, ty],
      ],
      trunk,
    ),
  );
  s.add(
    poly(
      [
        [x + bw * 0.2, base],
        [x + bw, base],
        [tx + tw, ty],
        [tx + tw * 0.2, ty],
      ],
      shade(trunk, 0.15),
    ),
  );
  for (let i = 1; i < 16; i++) {
    const t = i / 16;
    const cx = x + lean * t;
    const w = bw + (tw - bw) * t;
    s.add(line(cx - w, base - h * t, cx + w, base - h * t, shade(trunk, 0.25), 1.5, { opacity: 0.5 }));
  }
  s.add(
    pathEl(
      `M${num(tx - tw * 2.2)},${num(ty)}Q${num(tx)},${num(ty + h * 0.12)} ${num(tx + tw * 2.2)},${num(ty)}Z`,
      mix(trunk, "#b08a5a", 0.5),
    ),
  );
  const L = h * 0.21;
  for (let i = 0; i < 23; i++) {
    const t = i / 22;
    const a = Math.PI * (0.92 + 1.16 * t);
    const low = Math.sin(a) > 0;
    const len = L * (low ? 0.82 : 1) * (0.88 + (i % 3) * 0.07);
    const bend = low ? 0.18 : 0.08;
    const c = i % 3 === 0 ? tint(color, 0.14) : i % 3 === 1 ? color : shade(color, 0.14);
    const mid = [tx + Math.cos(a) * len * 0.55, ty + Math.sin(a) * len * 0.55 - len * bend * 0.2];
    const end = [tx + Math.cos(a) * len, ty + Math.sin(a) * len + len * bend];
    const sp = len * 0.08;
    s.add(
      pathEl(
        `M${num(tx)},${num(ty)}Q${num(mid[0] - Math.sin(a) * sp)},${num(mid[1] + Math.cos(a) * sp)} ${num(end[0])},${num(end[1])}` +
          `Q${num(mid[0] + Math.sin(a) * sp)},${num(mid[1] - Math.cos(a) * sp)} ${num(tx)},${num(ty)}Z`,
        c,
      ),
    );
  }
  s.add(circle(tx, ty, tw * 1.4, shade(color, 0.25)));
}

/**
 * Round-canopy tree (citrus, mesquite, ash). Fruit colour adds oranges/lemons.
 * @param {Scene} s @param {number} x @param {number} base @param {number} size
 * @param {{ color?: string, fruit?: string, trunk?: string, wide?: number }} [o]
 */
function tree(s, x, base, size, o = {}) {
  const color = o.color ?? "#5b8a4a";
  const wide = o.wide ?? 1;
  const trunk = o.trunk ?? "#7a5a42";
  s.add(
    pline(
      [
        [x, base],
        [x - size * 0.02, base - size * 0.35],
        [x - size * 0.12, base - size * 0.55],
      ],
      trunk,
      size * 0.05,
    ),
  );
  s.add(
    pline(
      [
        [x - size * 0.02, base - size * 0.35],
        [x + size * 0.14, base - size * 0.6],
      ],
      trunk,
      size * 0.035,
    ),
  );
  const cy = base - size * 0.68;
  const rx = size * 0.42 * wide;
  const blobs = [
    [-0.5, 0.1, 0.55],
    [0.5, 0.12, 0.55],
    [0, -0.3, 0.6],
    [-0.25, 0.25, 0.5],
    [0.28, -0.05, 0.6],
  ];
  s.add(ellipse(x, cy, rx, size * 0.36, shade(color, 0.12)));
  for (const [u, v, r] of blobs)
    s.add(ellipse(x + u * rx * 0.7, cy + v * size * 0.3, rx * r, size * 0.3 * r * 1.1, u < 0 && v < 0.2 ? tint(color, 0.1) : color));
  s.add(ellipse(x - rx * 0.3, cy - size * 0.16, rx * 0.3, size * 0.1, tint(color, 0.16)));
  if (o.fruit) {
    let g = "";
    for (let i = 0; i < 16; i++) g += circle(x + s.r(-0.8, 0.8) * rx, cy + s.r(-0.8, 0.8) * size * 0.28, size * 0.025, o.fruit);
    s.add(g);
  }
}

/**
 * Ocotillo: a fan of thin whips with red tips.
 * @param {Scene} s @param {number} x @param {number} base @param {number} h
 */
function ocotillo(s, x, base, h) {
  for (let i = 0; i < 8; i++) {
    const a = -0.5 + i / 7;
    const tx = x + a * h * 0.55;
    const ty = base - h * (0.85 + 0.15 * Math.cos(a * 2));
    s.add(
      pathEl(`M${num(x)},${num(base)}Q${num(x + a * h * 0.15)},${num(base - h * 0.5)} ${num(tx)},${num(ty)}`, "none", {
        stroke: "#6d6b4a",
        strokeWidth: h * 0.018,
        strokeLinecap: "round",
      }),
    );
    s.add(circle(tx, ty, h * 0.016, "#d9503a"));
  }
}

/**
 * Barrel cactus with a crown of yellow flowers.
 * @param {Scene} s @param {number} x @param {number} base @param {number} r
 */
function barrel(s, x, base, r) {
  s.add(ellipse(x, base - r * 0.9, r, r * 0.95, "#6f9a55"));
  for (const u of [-0.6, -0.2, 0.2, 0.6])
    s.add(ellipse(x + u * r, base - r * 0.9, r * 0.08, r * 0.85, shade("#6f9a55", 0.15), { opacity: 0.6 }));
  for (const u of [-0.35, 0, 0.35]) s.add(circle(x + u * r, base - r * 1.8, r * 0.16, "#f0c33c"));
}

/**
 * Landscape boulder.
 * @param {Scene} s @param {number} x centre @param {number} base @param {number} w @param {number} h @param {string} [color]
 */
function boulder(s, x, base, w, h, color = "#a8876a") {
  s.add(
    pathEl(
      `M${num(x - w / 2)},${num(base)}Q${num(x - w * 0.5)},${num(base - h)} ${num(x - w * 0.05)},${num(base - h)}Q${num(x + w * 0.5)},${num(base - h * 0.95)} ${num(x + w / 2)},${num(base)}Z`,
      color,
    ),
  );
  s.add(
    pathEl(
      `M${num(x)},${num(base - h)}Q${num(x + w * 0.5)},${num(base - h * 0.95)} ${num(x + w / 2)},${num(base)}L${num(x + w * 0.1)},${num(base)}Z`,
      shade(color, 0.15),
    ),
  );
}

/**
 * Terracotta pot with a small agave or shrub in it.
 * @param {Scene} s @param {number} x @param {number} base @param {number} size @param {'agave' | 'shrub'} [plant]
 */
function potted(s, x, base, size, plant = "agave") {
  const top = base - size * 0.55;
  if (plant === "agave") agave(s, x, top + 4, size * 0.75);
  else shrub(s, x, top + 6, size * 0.9, size * 0.8, "#6e9a5c");
  s.add(
    poly(
      [
        [x - size * 0.4, top],
        [x + size * 0.4, top],
        [x + size * 0.3, base],
        [x - size * 0.3, base],
      ],
      "#c0683f",
    ),
  );
  s.add(rect(x - size * 0.44, top - size * 0.07, size * 0.88, size * 0.1, "#cf7a4f"));
  s.add(
    poly(
      [
        [x + size * 0.05, top + size * 0.03],
        [x + size * 0.4, top + size * 0.03],
        [x + size * 0.3, base],
        [x + size * 0.05, base],
      ],
      "#000",
      { opacity: 0.1 },
    ),
  );
}

/* ------------------------------------------------------------------ */
/* Glass, windows and doors: the subject of every picture             */
/* ------------------------------------------------------------------ */

/** @typedef {'day' | 'golden' | 'sunset' | 'dusk' | 'old' | 'studio' | 'interior' | 'shade'} Light */

/** Glass gradients (top, middle, bottom) for what the glass is reflecting or showing. */
const GLASS = {
  day: ["#d6eaf5", "#86adc7", "#4f708a"],
  golden: ["#ffdcae", "#b0a39c", "#4c5a68"],
  sunset: ["#ffc59a", "#b08894", "#4f4a63"],
  dusk: ["#ffe4a8", "#f1b468", "#c27a44"],
  old: ["#c3c8c3", "#a2aba9", "#838d8c"],
  studio: ["#f4f8fb", "#bcd2e0", "#86a3b8"],
  interior: ["#f5fbfd", "#dbecf5", "#b7d5e6"],
  shade: ["#9fb8c8", "#647f93", "#3c5063"],
};

/**
 * A pane of glass: reflective gradient, two diagonal highlight bands and a thin shadow
 * under the frame.
 * @param {Scene} s @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {Light} [light] @param {{ reflect?: boolean, opacity?: number }} [o]
 */
function glass(s, x, y, w, h, light = "day", o = {}) {
  const g = GLASS[light] ?? GLASS.day;
  s.add(
    rect(
      x,
      y,
      w,
      h,
      s.linear(
        [
          [0, g[0]],
          [0.55, g[1]],
          [1, g[2]],
        ],
        [0, 0, 0.2, 1],
      ),
      { opacity: o.opacity },
    ),
  );
  if (o.reflect === false || w < 10 || h < 10) return;
  const k = 0.5;
  const cx = x + w * 0.36;
  const bw = clamp(Math.min(w, h) * 0.18, 5, 70);
  const op = light === "dusk" || light === "interior" ? 0.12 : light === "old" ? 0.1 : 0.24;
  /** @param {number} off @param {number} bwid @param {number} a */
  const band = (off, bwid, a) =>
    poly(
      [
        [cx + off - (k * h) / 2, y + h],
        [cx + off + bwid - (k * h) / 2, y + h],
        [cx + off + bwid + (k * h) / 2, y],
        [cx + off + (k * h) / 2, y],
      ],
      "#ffffff",
      { opacity: a },
    );
  s.add(`<g clip-path="${s.clip(rect(x, y, w, h, "#000"))}">${band(0, bw, op)}${band(bw * 1.6, bw * 0.45, op * 0.7)}</g>`);
  s.add(rect(x, y, w, clamp(h * 0.035, 2, 8), "#000", { opacity: 0.13 }));
}

/**
 * Grid muntins over glass.
 * @param {Scene} s @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {number} cols @param {number} rows @param {string} color @param {number} t bar width
 */
function muntins(s, x, y, w, h, cols, rows, color, t) {
  let g = "";
  for (let i = 1; i < cols; i++) g += rect(x + (w * i) / cols - t / 2, y, t, h, color);
  for (let j = 1; j < rows; j++) g += rect(x, y + (h * j) / rows - t / 2, w, t, color);
  s.add(g);
}

/**
 * A framed glass sash (the moving or fixed glazed part of a window).
 * @param {Scene} s @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {{ frame: string, f: number, light?: Light, grid?: [number, number] | null, gridColor?: string }} o
 */
function sash(s, x, y, w, h, o) {
  const { frame, f } = o;
  s.add(rect(x, y, w, h, frame));
  glass(s, x + f, y + f, w - 2 * f, h - 2 * f, o.light);
  if (o.grid) muntins(s, x + f, y + f, w - 2 * f, h - 2 * f, o.grid[0], o.grid[1], o.gridColor ?? frame, Math.max(2.5, f * 0.32));
  s.add(rect(x, y, w, Math.max(1.5, f * 0.16), tint(frame, 0.3), { opacity: 0.8 }));
  s.add(rect(x, y + h - Math.max(1.5, f * 0.18), w, Math.max(1.5, f * 0.18), shade(frame, 0.35), { opacity: 0.8 }));
}

/**
 * Bevelled panel: recessed (shaker, top/left in shadow) or raised (bevels lit from above).
 * @param {Scene} s @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {string} color @param {number} b bevel width @param {boolean} [raised]
 */
function panel(s, x, y, w, h, color, b, raised = false) {
  const d = raised ? -1 : 1;
  s.add(rect(x, y, w, h, shade(color, 0.04)));
  s.add(
    poly(
      [
        [x, y],
        [x + w, y],
        [x + w - b, y + b],
        [x + b, y + b],
      ],
      d > 0 ? shade(color, 0.22) : tint(color, 0.22),
    ),
  );
  s.add(
    poly(
      [
        [x, y],
        [x + b, y + b],
        [x + b, y + h - b],
        [x, y + h],
      ],
      d > 0 ? shade(color, 0.14) : tint(color, 0.1),
    ),
  );
  s.add(
    poly(
      [
        [x, y + h],
        [x + b, y + h - b],
        [x + w - b, y + h - b],
        [x + w, y + h],
      ],
      d > 0 ? tint(color, 0.18) : shade(color, 0.2),
    ),
  );
  s.add(
    poly(
      [
        [x + w, y],
        [x + w, y + h],
        [x + w - b, y + h - b],
        [x + w - b, y + b],
      ],
      d > 0 ? tint(color, 0.08) : shade(color, 0.12),
    ),
  );
}

/** Interior seen through an open window or doorway: warm and dim. @param {Scene} s @param {number} x @param {number} y @param {number} w @param {number} h @param {boolean} [lit] */
function darkInterior(s, x, y, w, h, lit = false) {
  s.add(
    rect(
      x,
      y,
      w,
      h,
      s.linear(
        lit
          ? [
              [0, "#f6c98a"],
              [1, "#d99556"],
            ]
          : [
              [0, "#3e3029"],
              [1, "#5c4638"],
            ],
      ),
    ),
  );
  s.add(rect(x, y + h * 0.78, w, h * 0.22, lit ? "#c7844b" : "#4a382e", { opacity: 0.6 }));
}

/**
 * @typedef {object} WindowOpts
 * @property {number} x @property {number} y @property {number} w @property {number} h
 * @property {'picture' | 'double-hung' | 'single-hung' | 'slider' | 'casement' | 'awning' | 'arch' | 'old' | 'empty'} style
 * @property {string} [frame] frame colour (FRAME.*)
 * @property {Light} [light]
 * @property {[number, number] | null} [grid] colonial grid per sash (columns, rows)
 * @property {boolean} [gridTop] grid in the top sash only (3-over-1 bungalow style)
 * @property {string} [trim] colour of a stucco pop-out surround, if any
 * @property {number} [trimW]
 * @property {boolean} [sill]
 * @property {number} [open] casement opening, 0..1
 * @property {number} [panes] casement panes
 * @property {boolean} [tape] blue installer's tape and a blank sticker (just installed)
 * @property {boolean} [screen]
 * @property {number} [f] frame width
 */

/**
 * A complete window: optional stucco surround and sill, then frame, sashes and glass.
 * @param {Scene} s @param {WindowOpts} o
 */
function windowUnit(s, o) {
  const { x, y, w, h, style } = o;
  const frame = o.frame ?? FRAME.white;
  const light = o.light ?? "day";
  const f = o.f ?? clamp(Math.min(w, h) * (style === "old" ? 0.035 : 0.055), 4, 26);
  if (o.trim) {
    const t = o.trimW ?? clamp(Math.min(w, h) * 0.09, 10, 36);
    s.add(rect(x - t + t * 0.35, y - t + t * 0.45, w + 2 * t, h + 2 * t, "#3b2a1e", { opacity: 0.14 }));
    s.add(rect(x - t, y - t, w + 2 * t, h + 2 * t, o.trim));
    s.add(rect(x - t, y - t, w + 2 * t, t * 0.18, tint(o.trim, 0.4)));
    if (o.sill !== false) {
      s.add(rect(x - t - 8, y + h + t * 0.55 + t * 0.7, w + 2 * t + 16, t * 0.45, "#3b2a1e", { opacity: 0.14 }));
      s.add(rect(x - t - 8, y + h + t * 0.55, w + 2 * t + 16, t * 0.7, tint(o.trim, 0.12)));
    }
  }
  s.add(rect(x - 3, y - 3, w + 6, h + 6, "#2a1d16", { opacity: 0.35 }));

  if (style === "empty") return emptyOpening(s, x, y, w, h);
  if (style === "old") return oldSlider(s, x, y, w, h, o.screen !== false);

  const grid = o.grid ?? null;
  s.add(rect(x, y, w, h, frame));
  const ix = x + f * 0.6;
  const iy = y + f * 0.6;
  const iw = w - f * 1.2;
  const ih = h - f * 1.2;
  const sf = f * 0.85;
  const sopt = { frame: tint(frame, 0.04), f: sf, light, grid };

  if (style === "picture") {
    glass(s, x + f, y + f, w - 2 * f, h - 2 * f, light);
    if (grid) muntins(s, x + f, y + f, w - 2 * f, h - 2 * f, grid[0], grid[1], frame, Math.max(2.5, f * 0.3));
  } else if (style === "double-hung" || style === "single-hung") {
    const half = ih / 2 + sf * 0.25;
    sash(s, ix, iy, iw, half, sopt);
    s.add(rect(ix, iy + ih - half - 4, iw, 6, "#000", { opacity: 0.18 }));
    sash(s, ix, iy + ih - half, iw, half, { ...sopt, frame: tint(frame, 0.1), grid: o.gridTop ? null : grid });
    s.add(rect(x + w / 2 - f * 0.7, iy + ih - half - f * 0.1, f * 1.4, f * 0.5, shade(frame, 0.3)));
  } else if (style === "slider") {
    const half = iw / 2 + sf * 0.25;
    sash(s, ix + iw - half, iy, half, ih, sopt);
    s.add(rect(ix + half - 2, iy, 6, ih, "#000", { opacity: 0.18 }));
    sash(s, ix, iy, half, ih, { ...sopt, frame: tint(frame, 0.1) });
    s.add(rect(ix + sf * 0.25, iy + ih * 0.42, sf * 0.5, ih * 0.16, shade(frame, 0.3), { rx: 2 }));
  } else if (style === "casement" || style === "awning") {
    const panes = style === "awning" ? 1 : (o.panes ?? (w > h * 1.05 ? 2 : 1));
    const mull = f * 0.8;
    const pw = (iw - mull * (panes - 1)) / panes;
    for (let i = 0; i < panes; i++) {
      const px = ix + i * (pw + mull);
      const isOpen = o.open && i === panes - 1;
      if (isOpen) {
        darkInterior(s, px, iy, pw, ih);
        const a = (o.open ?? 0) * 1.1;
        const cw = pw * Math.cos(a);
        const dy = pw * Math.sin(a) * 0.1;
        const hx = px + pw;
        /** @type {Pt[]} */
        const q = [
          [hx - cw, iy - dy],
          [hx, iy],
          [hx, iy + ih],
          [hx - cw, iy + ih + dy],
        ];
        s.add(poly(q, shade(frame, 0.08)));
        const gq = qr(q, 0.12, sf / ih, 0.92, 1 - sf / ih);
        s.add(
          poly(
            gq,
            s.linear([
              [0, GLASS[light][0]],
              [0.6, GLASS[light][1]],
              [1, GLASS[light][2]],
            ]),
          ),
        );
        s.add(poly(qr(gq, 0.25, 0, 0.45, 1), "#fff", { opacity: 0.18 }));
        if (grid) for (let c = 1; c < grid[0]; c++) s.add(poly(qr(gq, c / grid[0] - 0.02, 0, c / grid[0] + 0.02, 1), shade(frame, 0.08)));
        if (grid) for (let r = 1; r < grid[1]; r++) s.add(poly(qr(gq, 0, r / grid[1] - 0.006, 1, r / grid[1] + 0.006), shade(frame, 0.08)));
      } else {
        sash(s, px, iy, pw, ih, sopt);
        const hxh = i % 2 === 0 && panes > 1 ? px + pw - sf * 0.8 : px + sf * 0.3;
        if (style === "casement") s.add(rect(hxh, iy + ih - sf * 0.9, sf * 0.5, sf * 0.65, shade(frame, 0.35), { rx: 1.5 }));
        else s.add(rect(px + pw / 2 - sf, iy + ih - sf * 0.6, sf * 2, sf * 0.4, shade(frame, 0.35), { rx: 1.5 }));
      }
    }
  } else if (style === "arch") {
    archWindow(s, x, y, w, h, frame, f, light, grid);
  }
  s.add(rect(x, y, w, Math.max(1.5, f * 0.15), tint(frame, 0.25), { opacity: 0.7 }));
  if (o.tape) installTape(s, x, y, w, h);
}

/**
 * Arched window: semicircular head with a sunburst grid over rectangular lites.
 * @param {Scene} s @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {string} frame @param {number} f @param {Light} light @param {[number, number] | null} grid
 */
function archWindow(s, x, y, w, h, frame, f, light, grid) {
  const r = w / 2;
  const cx = x + r;
  const spring = y + r;
  const outer = `M${num(x)},${num(y + h)}L${num(x)},${num(spring)}A${num(r)} ${num(r)} 0 0 1 ${num(x + w)},${num(spring)}L${num(x + w)},${num(y + h)}Z`;
  const ri = r - f;
  const inner = `M${num(x + f)},${num(y + h - f)}L${num(x + f)},${num(spring)}A${num(ri)} ${num(ri)} 0 0 1 ${num(x + w - f)},${num(spring)}L${num(x + w - f)},${num(y + h - f)}Z`;
  s.add(pathEl(outer, frame));
  s.group({ clipPath: s.clip(pathEl(inner, "#000")) }, () => glass(s, x + f, y + f, w - 2 * f, h - 2 * f, light));
  const t = Math.max(3, f * 0.35);
  s.add(rect(x + f, spring - t / 2, w - 2 * f, t * 1.4, frame));
  for (const deg of [30, 60, 90, 120, 150]) {
    const a = (deg * Math.PI) / 180;
    s.add(line(cx + Math.cos(a) * ri * 0.32, spring - Math.sin(a) * ri * 0.32, cx + Math.cos(a) * ri, spring - Math.sin(a) * ri, frame, t));
  }
  s.add(
    pathEl(
      `M${num(cx - ri * 0.32)},${num(spring)}A${num(ri * 0.32)} ${num(ri * 0.32)} 0 0 1 ${num(cx + ri * 0.32)},${num(spring)}`,
      "none",
      { stroke: frame, strokeWidth: t },
    ),
  );
  const cols = grid ? grid[0] : 2;
  for (let i = 1; i < cols; i++) s.add(rect(x + f + ((w - 2 * f) * i) / cols - t / 2, spring, t, h - r - f, frame));
  if (grid) for (let j = 1; j < grid[1]; j++) s.add(rect(x + f, spring + ((h - r - f) * j) / grid[1], w - 2 * f, t, frame));
}

/**
 * Thin silver aluminium slider from the 1980s: hazy glass, a sagging screen, oxidised frame.
 * @param {Scene} s @param {number} x @param {number} y @param {number} w @param {number} h @param {boolean} screen
 */
function oldSlider(s, x, y, w, h, screen) {
  const f = clamp(Math.min(w, h) * 0.035, 4, 10);
  const al = FRAME.silver;
  s.add(rect(x, y, w, h, al));
  const ix = x + f;
  const iw = w - 2 * f;
  const half = iw / 2;
  glass(s, ix + half, y + f, half, h - 2 * f, "old");
  glass(s, ix, y + f, half + 3, h - 2 * f, "old");
  s.add(rect(ix + half - 2, y + f, 5, h - 2 * f, shade(al, 0.15)));
  s.add(rect(ix + half + 2, y + f, 2, h - 2 * f, tint(al, 0.4)));
  if (screen) {
    s.add(rect(ix + half + 4, y + f + 2, half - 6, h - 2 * f - 4, "#4a5052", { opacity: 0.35 }));
    s.add(
      poly(
        [
          [ix + iw - 2, y + f + 2],
          [ix + iw - 2 - half * 0.28, y + f + 2],
          [ix + iw - 2, y + f + (h - 2 * f) * 0.2],
        ],
        "#c8cdcf",
        { opacity: 0.85 },
      ),
    );
  }
  s.add(rect(x, y + h - f * 1.6, w, f * 1.6, shade(al, 0.1)));
  for (let i = 0; i < 4; i++) s.add(rect(x + w * (0.15 + i * 0.22), y + h - f * 1.4, w * 0.06, f * 0.6, "#fff", { opacity: 0.45 }));
  s.add(rect(x, y, w, h, "#c9b9a2", { opacity: 0.12 }));
}

/**
 * Rough opening with the old window removed: framing, flashing tape and plastic sheeting.
 * @param {Scene} s @param {number} x @param {number} y @param {number} w @param {number} h
 */
function emptyOpening(s, x, y, w, h) {
  s.add(
    rect(
      x,
      y,
      w,
      h,
      s.linear([
        [0, "#33271f"],
        [1, "#4d3b2f"],
      ]),
    ),
  );
  const b = clamp(Math.min(w, h) * 0.06, 6, 16);
  s.add(rect(x, y, w, b, "#c9a46c"));
  s.add(rect(x, y + h - b, w, b, "#c9a46c"));
  s.add(rect(x, y, b, h, "#b8925c"));
  s.add(rect(x + w - b, y, b, h, "#b8925c"));
  s.add(rect(x + b, y + b, w - 2 * b, h - 2 * b, "#eef3f5", { opacity: 0.22 }));
  for (const u of [0.3, 0.55, 0.8]) s.add(line(x + w * u, y + b, x + w * (u - 0.08), y + h - b, "#ffffff", 2, { opacity: 0.25 }));
  const tape = "#3f7fcc";
  const t = clamp(Math.min(w, h) * 0.05, 5, 12);
  s.add(rect(x - t * 0.6, y - t * 0.6, w + t * 1.2, t, tape));
  s.add(rect(x - t * 0.6, y + h - t * 0.4, w + t * 1.2, t, tape));
  s.add(rect(x - t * 0.6, y - t * 0.6, t, h + t * 1.2, tape));
  s.add(rect(x + w - t * 0.4, y - t * 0.6, t, h + t * 1.2, tape));
}

/**
 * Blue painter's tape X and a blank white label on a just-installed window.
 * @param {Scene} s @param {number} x @param {number} y @param {number} w @param {number} h
 */
function installTape(s, x, y, w, h) {
  const t = clamp(Math.min(w, h) * 0.035, 4, 10);
  s.add(line(x + w * 0.2, y + h * 0.2, x + w * 0.8, y + h * 0.8, "#3f7fcc", t, { opacity: 0.9 }));
  s.add(line(x + w * 0.8, y + h * 0.2, x + w * 0.2, y + h * 0.8, "#3f7fcc", t, { opacity: 0.9 }));
  s.add(rect(x + w * 0.62, y + h * 0.58, w * 0.16, h * 0.12, "#ffffff", { opacity: 0.92 }));
  s.add(rect(x + w * 0.64, y + h * 0.6, w * 0.12, h * 0.025, "#e09a3c"));
}

/**
 * Door hardware: lever or knob on a rose, optional deadbolt.
 * @param {Scene} s @param {number} x @param {number} y @param {number} size @param {string} color
 * @param {{ dir?: number, deadbolt?: boolean, knob?: boolean }} [o]
 */
function hardware(s, x, y, size, color, o = {}) {
  const dir = o.dir ?? -1;
  if (o.deadbolt !== false) s.add(circle(x, y - size * 2.6, size * 0.55, color), circle(x, y - size * 2.6, size * 0.22, shade(color, 0.3)));
  s.add(circle(x, y, size * 0.6, color));
  if (o.knob) s.add(circle(x, y, size * 0.85, color), circle(x - size * 0.25, y - size * 0.25, size * 0.3, tint(color, 0.35)));
  else s.add(rect(dir < 0 ? x - size * 2.4 : x, y - size * 0.22, size * 2.4, size * 0.44, color, { rx: size * 0.2 }));
}

/**
 * @typedef {object} DoorOpts
 * @property {number} x @property {number} y @property {number} w @property {number} h the slab
 * @property {'glass' | 'craftsman' | 'decorative' | 'panel6' | 'shaker' | 'french' | 'flush'} type
 * @property {string} [color] slab colour
 * @property {string} [frame] jamb / sidelite frame colour
 * @property {Light} [light]
 * @property {number} [side] sidelite width (0 = none)
 * @property {number} [transom] transom height (0 = none)
 * @property {number} [panels] shaker panel count (1, 2, 3 or 5)
 * @property {string} [metal] hardware finish
 * @property {number} [handleSide] -1 handle on the left, 1 on the right
 */

/**
 * A door slab with its frame, optional sidelites and transom.
 * @param {Scene} s @param {DoorOpts} o
 */
function door(s, o) {
  const { x, y, w, h, type } = o;
  const color = o.color ?? "#6b3f26";
  const frame = o.frame ?? FRAME.white;
  const light = o.light ?? "day";
  const metal = o.metal ?? "#c9c3b8";
  const side = o.side ?? 0;
  const transom = o.transom ?? 0;
  const m = clamp(w * 0.06, 5, 14);
  const L = side ? x - side - m : x;
  const R = side ? x + w + side + m : x + w;
  const T = transom ? y - transom - m : y;
  s.add(rect(L - m, T - m, R - L + 2 * m, y + h - T + m, frame));
  s.add(rect(L - m, T - m, R - L + 2 * m, m * 0.3, tint(frame, 0.3), { opacity: 0.6 }));
  if (side) {
    for (const sx of [x - side - m / 2, x + w + m / 2]) {
      s.add(rect(sx - m / 2, y, side + m, h, frame));
      if (type === "decorative") {
        glass(s, sx, y + m * 0.5, side, h * 0.78, light);
        caming(s, sx, y + m * 0.5, side, h * 0.78, 1);
        panel(s, sx, y + h * 0.8 + m * 0.5, side, h * 0.2 - m, color, side * 0.12, true);
      } else {
        glass(s, sx, y + m * 0.5, side, h - m, light);
        if (type === "glass") muntins(s, sx, y + m * 0.5, side, h - m, 1, 4, frame, 3);
      }
    }
  }
  if (transom) {
    glass(s, L, T, R - L, transom, light);
    if (type === "decorative") caming(s, L, T, R - L, transom, 2);
  }
  const hs = o.handleSide ?? 1;
  const hx = hs > 0 ? x + w - w * 0.1 : x + w * 0.1;
  const hy = y + h * 0.52;
  s.add(rect(x, y, w, h, color));
  if (type === "glass") {
    const gm = w * 0.15;
    glass(s, x + gm, y + gm, w - 2 * gm, h - gm * 2.2, light);
    muntins(s, x + gm, y + gm, w - 2 * gm, h - gm * 2.2, 1, 4, color, Math.max(3, w * 0.025));
    s.add(rect(x + gm - 3, y + gm - 3, w - 2 * gm + 6, 3, shade(color, 0.3)));
    const px = hs > 0 ? x + w - gm * 0.5 : x + gm * 0.5;
    s.add(rect(px - w * 0.018, y + h * 0.3, w * 0.036, h * 0.36, metal, { rx: w * 0.018 }));
    s.add(rect(px - w * 0.03, y + h * 0.33, w * 0.06, h * 0.02, shade(metal, 0.2)));
    s.add(rect(px - w * 0.03, y + h * 0.61, w * 0.06, h * 0.02, shade(metal, 0.2)));
  } else if (type === "decorative") {
    woodGrain(s, x, y, w, h, color);
    const gx = x + w * 0.2;
    const gy = y + h * 0.09;
    const gw = w * 0.6;
    const gh = h * 0.5;
    s.add(rect(gx - 6, gy - 6, gw + 12, gh + 12, shade(color, 0.25)));
    s.add(rect(gx - 3, gy - 3, gw + 6, gh + 6, "#c7a76a"));
    glass(s, gx, gy, gw, gh, light);
    caming(s, gx, gy, gw, gh, 2);
    panel(s, x + w * 0.2, y + h * 0.66, w * 0.6, h * 0.26, color, w * 0.05, true);
    hardware(s, hx, hy + h * 0.02, w * 0.035, metal, { dir: -hs });
  } else if (type === "craftsman") {
    woodGrain(s, x, y, w, h, color);
    const gx = x + w * 0.15;
    const gw = w * 0.7;
    glass(s, gx, y + h * 0.08, gw, h * 0.24, light);
    muntins(s, gx, y + h * 0.08, gw, h * 0.24, 3, 1, color, Math.max(3, w * 0.03));
    s.add(rect(x + w * 0.08, y + h * 0.35, w * 0.84, h * 0.03, shade(color, 0.25)));
    s.add(rect(x + w * 0.06, y + h * 0.34, w * 0.88, h * 0.015, tint(color, 0.15)));
    panel(s, x + w * 0.15, y + h * 0.44, w * 0.31, h * 0.48, color, w * 0.035);
    panel(s, x + w * 0.54, y + h * 0.44, w * 0.31, h * 0.48, color, w * 0.035);
    hardware(s, hx, hy, w * 0.035, metal, { dir: -hs });
  } else if (type === "panel6") {
    const cols = [x + w * 0.14, x + w * 0.54];
    const rows = [
      [0.07, 0.17],
      [0.3, 0.33],
      [0.7, 0.22],
    ];
    for (const cx of cols) for (const [ry, rh] of rows) panel(s, cx, y + h * ry, w * 0.32, h * rh, color, w * 0.04, true);
    hardware(s, hx, hy, w * 0.035, metal, { dir: -hs, knob: true });
  } else if (type === "shaker") {
    shakerPanels(s, x, y, w, h, color, o.panels ?? 2);
    hardware(s, hx, hy, w * 0.03, metal, { dir: -hs, deadbolt: false });
  } else if (type === "french") {
    const st = w * 0.13;
    glass(s, x + st, y + st, w - 2 * st, h - st * 2.4, light);
    muntins(s, x + st, y + st, w - 2 * st, h - st * 2.4, 2, 5, color, Math.max(3, w * 0.035));
    hardware(s, hx, hy, w * 0.03, metal, { dir: -hs, deadbolt: false });
  } else {
    hardware(s, hx, hy, w * 0.035, metal, { dir: -hs });
  }
  s.add(rect(x, y, w, Math.max(2, w * 0.015), tint(color, 0.25), { opacity: 0.7 }));
  s.add(rect(x + w - Math.max(2, w * 0.02), y, Math.max(2, w * 0.02), h, shade(color, 0.25), { opacity: 0.6 }));
}

/** Flat faint wood grain for stained doors. @param {Scene} s @param {number} x @param {number} y @param {number} w @param {number} h @param {string} color */
function woodGrain(s, x, y, w, h, color) {
  let g = "";
  for (let i = 1; i < 9; i++) {
    const gx = x + (w * i) / 9 + s.r(-4, 4);
    g += pathEl(`M${num(gx)},${num(y)}Q${num(gx + s.r(-8, 8))},${num(y + h / 2)} ${num(gx + s.r(-3, 3))},${num(y + h)}`, "none", {
      stroke: shade(color, 0.25),
      strokeWidth: 1.5,
    });
  }
  s.add(`<g opacity="0.35">${g}</g>`);
}

/**
 * Decorative leaded-glass caming: a diamond lattice with a central oval.
 * @param {Scene} s @param {number} x @param {number} y @param {number} w @param {number} h @param {number} k density
 */
function caming(s, x, y, w, h, k) {
  const c = "#b59559";
  let g = "";
  const n = 2 * k;
  for (let i = -n; i <= n; i++) {
    g += line(x + w / 2 + (i * w) / n, y, x + w / 2 + (i * w) / n + w, y + h, c, 1.6);
    g += line(x + w / 2 + (i * w) / n, y, x + w / 2 + (i * w) / n - w, y + h, c, 1.6);
  }
  s.add(`<g clip-path="${s.clip(rect(x, y, w, h, "#000"))}" opacity="0.8">${g}</g>`);
  s.add(ellipse(x + w / 2, y + h / 2, w * 0.28, h * 0.3, "#fff5dc", { opacity: 0.35, stroke: c, strokeWidth: 2.5 }));
}

/**
 * Shaker-style recessed panels (square inner edges, flat panels).
 * @param {Scene} s @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {string} color @param {number} n number of stacked panels
 */
function shakerPanels(s, x, y, w, h, color, n) {
  const st = w * 0.17;
  const rail = h * 0.05;
  const bottom = h * 0.1;
  const avail = h - rail - bottom - rail * (n - 1);
  const ph = avail / n;
  for (let i = 0; i < n; i++) panel(s, x + st, y + rail + i * (ph + rail), w - 2 * st, ph, color, Math.max(3, w * 0.018));
}

/**
 * Sectional garage door.
 * @param {Scene} s @param {number} x @param {number} y @param {number} w @param {number} h @param {string} color
 * @param {'panel' | 'carriage' | 'modern'} [style]
 */
function garageDoor(s, x, y, w, h, color, style = "panel") {
  s.add(rect(x - 10, y - 10, w + 20, h + 10, shade(color, 0.18)));
  s.add(rect(x, y, w, h, color));
  const rows = 4;
  const rh = h / rows;
  for (let r = 0; r < rows; r++) {
    s.add(rect(x, y + r * rh, w, 2.5, shade(color, 0.22)));
    if (style === "modern") {
      if (r === 0) glass(s, x + w * 0.04, y + rh * 0.2, w * 0.92, rh * 0.6, "shade");
      continue;
    }
    if (style === "carriage" && r === 0) {
      for (let c = 0; c < 4; c++) glass(s, x + w * (0.04 + c * 0.24), y + rh * 0.2, w * 0.2, rh * 0.6, "shade");
      continue;
    }
    const cols = style === "carriage" ? 1 : Math.max(4, Math.round(w / 80));
    const cw = w / cols;
    for (let c = 0; c < cols; c++)
      panel(s, x + c * cw + cw * 0.1, y + r * rh + rh * 0.18, cw * 0.8, rh * 0.64, color, Math.min(cw, rh) * 0.08, true);
  }
  if (style === "carriage") {
    s.add(rect(x + w / 2 - 1.5, y + rh, 3, h - rh, shade(color, 0.25)));
    for (let i = 1; i < 12; i++) s.add(rect(x + (w * i) / 12, y + rh, 1.5, h - rh, shade(color, 0.12)));
    for (const hx of [x + w / 2 - w * 0.08, x + w / 2 + w * 0.05]) s.add(rect(hx, y + rh * 2.3, w * 0.03, rh * 0.2, "#2c2a28", { rx: 3 }));
  }
  s.add(rect(x, y, w, h * 0.1, "#000", { opacity: 0.12 }));
}

/**
 * Multi-slide glass wall. `open` (0..1) stacks the panels to the left, revealing the
 * interior behind (drawn here as a warm room unless the caller already drew one).
 * @param {Scene} s @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {{ panels?: number, open?: number, frame?: string, light?: Light, lit?: boolean, interior?: boolean, glassOpacity?: number }} [o]
 */
function multiSlide(s, x, y, w, h, o = {}) {
  const n = o.panels ?? 4;
  const frame = o.frame ?? FRAME.black;
  const f = clamp(w * 0.008, 6, 14);
  const open = o.open ?? 0;
  s.add(rect(x - 3, y - 3, w + 6, h + 6, "#2a1d16", { opacity: 0.35 }));
  s.add(rect(x, y, w, h, frame));
  if (o.interior !== false) roomThrough(s, x + f, y + f, w - 2 * f, h - 2 * f, o.lit ?? false);
  const pw = (w - 2 * f) / n + f * 0.5;
  for (let i = n - 1; i >= 0; i--) {
    const closed = x + f + i * ((w - 2 * f - pw) / (n - 1));
    const stacked = x + f + i * f * 1.6;
    const px = closed + (stacked - closed) * open;
    glass(s, px + f, y + f * 2, pw - 2 * f, h - 4 * f, o.light ?? "day", { opacity: o.glassOpacity ?? 0.72 });
    s.add(rect(px, y + f, f, h - 2 * f, frame), rect(px + pw - f, y + f, f, h - 2 * f, frame));
    s.add(rect(px, y + f, pw, f, frame), rect(px, y + h - 2 * f, pw, f, frame));
    s.add(rect(px + pw - f * 0.8, y + f, f * 0.8, h - 2 * f, shade(frame, 0.3)));
    if (i === 0) s.add(rect(px + f * 0.25, y + h * 0.48, f * 0.5, h * 0.1, "#8a8d90", { rx: 2 }));
  }
  s.add(rect(x, y + h - f * 1.2, w, f * 1.2, tint(frame, 0.15)));
}

/**
 * A glimpse of a living room through a big opening: back wall, floor, sofa, lamp, art.
 * @param {Scene} s @param {number} x @param {number} y @param {number} w @param {number} h @param {boolean} lit
 */
function roomThrough(s, x, y, w, h, lit) {
  const wall = lit ? "#f3d6a6" : "#e8dccb";
  const floor = lit ? "#c8935e" : "#b89474";
  s.add(
    rect(
      x,
      y,
      w,
      h,
      s.linear([
        [0, tint(wall, 0.1)],
        [1, shade(wall, 0.08)],
      ]),
    ),
  );
  const fy = y + h * 0.74;
  s.add(rect(x, fy, w, h - (fy - y), floor));
  s.add(rect(x, fy, w, h * 0.015, shade(floor, 0.2)));
  const sx = x + w * 0.45;
  const sw = Math.min(w * 0.36, h * 0.9);
  s.add(rect(sx, fy - h * 0.16, sw, h * 0.16, lit ? "#7d8b84" : "#8a9690", { rx: 6 }));
  s.add(rect(sx - 8, fy - h * 0.22, sw + 16, h * 0.08, lit ? "#6d7a74" : "#7a8680", { rx: 8 }));
  s.add(rect(sx + sw * 0.15, fy - h * 0.26, sw * 0.14, h * 0.07, "#e0b45e", { rx: 5 }));
  s.add(rect(sx + sw * 0.7, fy - h * 0.26, sw * 0.14, h * 0.07, "#c9694a", { rx: 5 }));
  s.add(rect(sx + sw * 0.2, y + h * 0.22, sw * 0.6, h * 0.22, "#d7a36f"));
  s.add(rect(sx + sw * 0.24, y + h * 0.25, sw * 0.52, h * 0.16, lit ? "#e9c48b" : "#a7b9a0"));
  s.add(line(x + w * 0.2, fy, x + w * 0.2, fy - h * 0.4, "#3a332e", 4));
  s.add(
    pathEl(
      `M${num(x + w * 0.2 - 30)},${num(fy - h * 0.4)}L${num(x + w * 0.2 + 30)},${num(fy - h * 0.4)}L${num(x + w * 0.2 + 20)},${num(fy - h * 0.48)}L${num(x + w * 0.2 - 20)},${num(fy - h * 0.48)}Z`,
      lit ? "#fff0c8" : "#f1e6d2",
    ),
  );
  if (lit)
    s.add(
      circle(
        x + w * 0.2,
        fy - h * 0.42,
        h * 0.3,
        s.radial([
          [0, "#fff1c4", 0.6],
          [1, "#fff1c4", 0],
        ]),
      ),
    );
}

/* ------------------------------------------------------------------ */
/* Buildings                                                          */
/* ------------------------------------------------------------------ */

/**
 * Roof-tile texture clipped to a roof shape: barrel highlights and course lines
 * (or standing seams for metal roofs).
 * @param {Scene} s @param {string} shape SVG shape markup of the roof plane
 * @param {{x: number, y: number, w: number, h: number}} b its bounding box
 * @param {string} color @param {'tile' | 'metal' | 'shingle'} [kind]
 */
function roofTexture(s, shape, b, color, kind = "tile") {
  let g = "";
  if (kind === "metal") {
    for (let xx = b.x + 8; xx < b.x + b.w; xx += 22) g += rect(xx, b.y, 2.5, b.h, tint(color, 0.22));
  } else if (kind === "shingle") {
    for (let yy = b.y + b.h - 14; yy > b.y; yy -= 14) g += rect(b.x, yy, b.w, 2, shade(color, 0.3));
  } else {
    for (let xx = b.x; xx < b.x + b.w; xx += 20) g += rect(xx, b.y, 8, b.h, tint(color, 0.14));
    for (let yy = b.y + b.h - 17; yy > b.y; yy -= 17) g += rect(b.x, yy, b.w, 2.4, shade(color, 0.32));
  }
  s.add(`<g clip-path="${s.clip(shape)}" opacity="0.6">${g}</g>`);
}

/**
 * Hip roof seen in elevation, with tile texture, lit/shaded hip facets, ridge caps,
 * barrel tile ends along the eave and a fascia.
 * @param {Scene} s @param {number} x0 @param {number} x1 eave ends @param {number} y eave line @param {number} rise
 * @param {string} color @param {{ fascia?: string, kind?: 'tile' | 'metal' | 'shingle' }} [o]
 */
function hipRoof(s, x0, x1, y, rise, color, o = {}) {
  const inset = Math.min(rise * 1.35, (x1 - x0) / 2 - 2);
  /** @type {Pt[]} */
  const P = [
    [x0, y],
    [x1, y],
    [x1 - inset, y - rise],
    [x0 + inset, y - rise],
  ];
  s.add(
    poly(
      P,
      s.linear([
        [0, shade(color, 0.08)],
        [1, tint(color, 0.06)],
      ]),
    ),
  );
  roofTexture(s, poly(P, "#000"), { x: x0, y: y - rise, w: x1 - x0, h: rise }, color, o.kind);
  s.add(
    poly(
      [
        [x0, y],
        [x0 + inset, y - rise],
        [x0 + inset * 0.5, y],
      ],
      tint(color, 0.12),
      { opacity: 0.55 },
    ),
  );
  s.add(
    poly(
      [
        [x1, y],
        [x1 - inset, y - rise],
        [x1 - inset * 0.5, y],
      ],
      shade(color, 0.28),
      { opacity: 0.55 },
    ),
  );
  const cap = shade(color, 0.2);
  s.add(
    pline(
      [
        [x0, y],
        [x0 + inset, y - rise],
        [x1 - inset, y - rise],
        [x1, y],
      ],
      cap,
      7,
    ),
  );
  s.add(
    pline(
      [
        [x0 + inset, y - rise - 2],
        [x1 - inset, y - rise - 2],
      ],
      tint(color, 0.1),
      3,
    ),
  );
  eaveEdge(s, x0, x1, y, color, o);
}

/** Barrel tile ends and fascia board along an eave. @param {Scene} s @param {number} x0 @param {number} x1 @param {number} y @param {string} color @param {{ fascia?: string, kind?: string }} o */
function eaveEdge(s, x0, x1, y, color, o) {
  s.add(rect(x0, y - 2, x1 - x0, 12, o.fascia ?? shade(color, 0.35)));
  if ((o.kind ?? "tile") === "tile") {
    let g = "";
    for (let xx = x0 + 6; xx < x1 - 6; xx += 20) g += ellipse(xx + 4, y - 1, 6, 5, shade(color, 0.45));
    s.add(g);
  }
}

/**
 * Gable end facing the viewer: stucco triangle, tiled rakes and a vent.
 * @param {Scene} s @param {number} x @param {number} w @param {number} y eave line @param {number} rise
 * @param {string} wall @param {string} color @param {{ eave?: number, vent?: boolean, kind?: 'tile' | 'metal' | 'shingle', fascia?: string }} [o]
 */
function gableRoof(s, x, w, y, rise, wall, color, o = {}) {
  const e = o.eave ?? 30;
  const slope = rise / (w / 2);
  const t = 24;
  s.add(
    poly(
      [
        [x, y],
        [x + w / 2, y - rise],
        [x + w, y],
      ],
      wall,
    ),
  );
  s.add(
    poly(
      [
        [x, y],
        [x + w / 2, y - rise],
        [x + w / 2, y - rise + 30],
        [x + 30 / slope, y],
      ],
      "#2e2019",
      { opacity: 0.08 },
    ),
  );
  if (o.vent !== false) {
    const vy = y - rise * 0.45;
    s.add(rect(x + w / 2 - 22, vy - 18, 44, 36, shade(wall, 0.15)));
    for (let i = 0; i < 5; i++) s.add(rect(x + w / 2 - 18, vy - 14 + i * 7, 36, 3, shade(wall, 0.35)));
  }
  const fas = o.fascia ?? shade(color, 0.35);
  const edge = (/** @type {number} */ dir) => {
    const ex = dir < 0 ? x - e : x + w + e;
    const ey = y + e * slope;
    s.add(
      poly(
        [
          [ex, ey],
          [x + w / 2, y - rise],
          [x + w / 2, y - rise - t],
          [ex, ey - t],
        ],
        color,
      ),
    );
    s.add(
      poly(
        [
          [ex, ey],
          [x + w / 2, y - rise],
          [x + w / 2, y - rise + 9],
          [ex, ey + 9],
        ],
        fas,
      ),
    );
  };
  edge(-1);
  edge(1);
  s.add(
    pline(
      [
        [x - e, y + e * slope - t],
        [x + w / 2, y - rise - t],
        [x + w + e, y + e * slope - t],
      ],
      shade(color, 0.25),
      4,
    ),
  );
}

/**
 * @typedef {object} BlockOpts
 * @property {number} x @property {number} ground @property {number} w @property {number} h wall height
 * @property {string} wall
 * @property {'hip' | 'gable' | 'side-gable' | 'flat' | 'slab' | 'butterfly' | 'none'} [roof]
 * @property {string} [roofColor]
 * @property {'tile' | 'metal' | 'shingle'} [kind]
 * @property {number} [rise] @property {number} [eave] @property {number} [parapet]
 * @property {string} [fascia] @property {string} [soffit] @property {boolean} [vent] gable vent
 */

/**
 * A stucco volume with its roof. Returns its top (eave line) for placing things.
 * @param {Scene} s @param {BlockOpts} o
 */
function block(s, o) {
  const { x, ground, w, h, wall } = o;
  const top = ground - h;
  const type = o.roof ?? "hip";
  const color = o.roofColor ?? ROOF.terracotta;
  const eave = o.eave ?? 28;
  const rise = o.rise ?? Math.min(w * 0.22, 150);
  s.add(
    rect(
      x,
      top,
      w,
      h,
      s.linear([
        [0, shade(wall, 0.03)],
        [0.5, wall],
        [1, tint(wall, 0.05)],
      ]),
    ),
  );
  s.add(rect(x, ground - 10, w, 10, shade(wall, 0.1)));
  if (type === "flat") {
    const p = o.parapet ?? 40;
    s.add(rect(x, top - p, w, p + 1, wall));
    s.add(rect(x - 6, top - p - 10, w + 12, 12, tint(wall, 0.25)));
    s.add(rect(x - 6, top - p + 2, w + 12, 4, shade(wall, 0.2), { opacity: 0.5 }));
    return { top: top - p - 10 };
  }
  if (type === "slab") {
    const th = 26;
    s.add(rect(x, top, w, eave * 0.9, "#2e2019", { opacity: 0.22 }));
    s.add(rect(x - eave, top - th, w + 2 * eave, th, o.fascia ?? "#3b3633"));
    s.add(rect(x - eave, top - 6, w + 2 * eave, 6, o.soffit ?? "#8b6a4c"));
    return { top: top - th };
  }
  if (type === "butterfly") {
    const r = o.rise ?? 50;
    s.add(
      poly(
        [
          [x, top],
          [x, top - r],
          [x + w / 2, top],
          [x + w, top - r],
          [x + w, top],
        ],
        wall,
      ),
    );
    const th = 16;
    s.add(
      poly(
        [
          [x - eave, top - r - eave * (r / (w / 2))],
          [x + w / 2, top],
          [x + w + eave, top - r - eave * (r / (w / 2))],
          [x + w + eave, top - r - eave * (r / (w / 2)) - th],
          [x + w / 2, top - th],
          [x - eave, top - r - eave * (r / (w / 2)) - th],
        ],
        o.fascia ?? "#f4efe6",
      ),
    );
    return { top: top - r - th };
  }
  s.add(rect(x, top, w, eave * 0.9, "#2e2019", { opacity: 0.18 }));
  if (type === "hip") hipRoof(s, x - eave, x + w + eave, top, rise, color, { fascia: o.fascia, kind: o.kind });
  else if (type === "gable") gableRoof(s, x, w, top, rise, wall, color, { eave, fascia: o.fascia, kind: o.kind, vent: o.vent });
  else if (type === "side-gable") {
    /** @type {Pt[]} */
    const P = [
      [x - eave, top],
      [x + w + eave, top],
      [x + w + eave - 6, top - rise],
      [x - eave + 6, top - rise],
    ];
    s.add(
      poly(
        P,
        s.linear([
          [0, shade(color, 0.1)],
          [1, tint(color, 0.06)],
        ]),
      ),
    );
    roofTexture(s, poly(P, "#000"), { x: x - eave, y: top - rise, w: w + 2 * eave, h: rise }, color, o.kind);
    s.add(rect(x - eave + 4, top - rise - 6, w + 2 * eave - 8, 8, shade(color, 0.2)));
    eaveEdge(s, x - eave, x + w + eave, top, color, { fascia: o.fascia, kind: o.kind });
  }
  return { top: top - rise };
}

/**
 * Stacked stone veneer (wainscot, columns, feature walls).
 * @param {Scene} s @param {number} x @param {number} y @param {number} w @param {number} h @param {string} [color]
 */
function stone(s, x, y, w, h, color = "#b59b7d") {
  s.add(rect(x, y, w, h, shade(color, 0.22)));
  let g = "";
  const rh = 16;
  for (let yy = y; yy < y + h - 2; yy += rh) {
    let xx = x - s.r(0, 30);
    while (xx < x + w) {
      const sw = s.r(26, 70);
      const x0 = Math.max(x, xx + 1.5);
      const x1 = Math.min(x + w, xx + sw - 1.5);
      if (x1 > x0)
        g += rect(x0, yy + 1.5, x1 - x0, Math.min(rh - 3, y + h - yy - 3), mix(color, s.r() > 0.5 ? "#d8c4a6" : "#8f7860", s.r(0, 0.35)));
      xx += sw;
    }
  }
  s.add(g);
}

/**
 * Arched covered entry with a recessed, shaded door alcove.
 * @param {Scene} s @param {number} x @param {number} ground @param {number} w @param {number} h
 * @param {string} wall @param {string} roofColor @param {{ rise?: number, roof?: 'hip' | 'gable' }} [o]
 * @returns {{ ax: number, aw: number, atop: number }} the arch opening
 */
function archEntry(s, x, ground, w, h, wall, roofColor, o = {}) {
  block(s, { x, ground, w, h, wall, roof: o.roof ?? "hip", roofColor, rise: o.rise ?? 60, eave: 22 });
  const aw = w * 0.74;
  const ax = x + (w - aw) / 2;
  const atop = ground - h + 34;
  const r = aw / 2;
  const d = `M${num(ax)},${num(ground)}L${num(ax)},${num(atop + r * 0.6)}Q${num(ax)},${num(atop)} ${num(ax + r)},${num(atop)}Q${num(ax + aw)},${num(atop)} ${num(ax + aw)},${num(atop + r * 0.6)}L${num(ax + aw)},${num(ground)}Z`;
  s.add(pathEl(d, shade(wall, 0.28)));
  s.add(rect(ax, ground - 14, aw, 14, shade(wall, 0.35)));
  s.add(pathEl(d, "none", { stroke: tint(wall, 0.2), strokeWidth: 8 }));
  return { ax, aw, atop };
}

/**
 * Lets a scene override any opening of a house preset (style, state, tape...).
 * @typedef {(id: string, base: WindowOpts) => WindowOpts} WindowHook
 */

/** @param {WindowHook | undefined} hook @param {string} id @param {WindowOpts} base */
const pick = (hook, id, base) => (hook ? hook(id, base) : base);

/**
 * @typedef {object} HouseOpts
 * @property {string} [wall] @property {string} [roof] @property {string} [trim] @property {string} [frame]
 * @property {Light} [light] @property {WindowHook} [win] @property {Partial<DoorOpts>} [door]
 * @property {string} [garage] garage door colour
 * @property {'panel' | 'carriage' | 'modern'} [garageStyle]
 */

/**
 * Two-storey Arizona stucco home in local units: ground at y = 0, about 1040 wide and
 * 700 tall. Openings: u1, u2 (upstairs), l1 (big downstairs window), door.
 * @param {Scene} s @param {HouseOpts} o
 */
function houseTwoStorey(s, o = {}) {
  const wall = o.wall ?? WALL.tan;
  const roof = o.roof ?? ROOF.terracotta;
  const trim = o.trim ?? TRIM.cream;
  const frame = o.frame ?? FRAME.bronze;
  const light = o.light ?? "day";
  block(s, { x: 0, ground: 0, w: 640, h: 540, wall, roofColor: roof, rise: 150, eave: 30 });
  s.add(rect(0, -318, 640, 8, "#2e2019", { opacity: 0.12 }), rect(0, -340, 640, 22, trim));
  windowUnit(s, pick(o.win, "u1", { x: 60, y: -500, w: 210, h: 150, style: "slider", frame, light, trim }));
  windowUnit(s, pick(o.win, "u2", { x: 370, y: -500, w: 210, h: 150, style: "slider", frame, light, trim }));
  windowUnit(s, pick(o.win, "l1", { x: 50, y: -300, w: 260, h: 210, style: "picture", frame, light, trim }));
  const a = archEntry(s, 350, 0, 250, 290, tint(wall, 0.04), roof);
  const d = {
    x: a.ax + a.aw / 2 - 48,
    y: -212,
    w: 96,
    h: 212,
    type: /** @type {const} */ ("glass"),
    color: frame,
    frame,
    light,
    side: 24,
    metal: "#b9b4aa",
    ...o.door,
  };
  door(s, d);
  block(s, { x: 610, ground: 0, w: 410, h: 300, wall, roofColor: roof, rise: 110, eave: 28 });
  garageDoor(s, 660, -225, 310, 225, o.garage ?? tint(wall, 0.35), o.garageStyle ?? "panel");
  s.add(rect(980, -250, 14, 22, "#2f2a26"), rect(983, -247, 8, 12, "#f4d58d"));
}

/**
 * Single-storey ranch in local units: about 1340 wide. Openings: w1, w2, w3, door.
 * @param {Scene} s @param {HouseOpts} o
 */
function houseRanch(s, o = {}) {
  const wall = o.wall ?? WALL.sand;
  const roof = o.roof ?? ROOF.brown;
  const trim = o.trim ?? TRIM.tan;
  const frame = o.frame ?? FRAME.white;
  const light = o.light ?? "day";
  block(s, { x: 0, ground: 0, w: 920, h: 280, wall, roofColor: roof, rise: 125, eave: 32 });
  windowUnit(s, pick(o.win, "w1", { x: 70, y: -225, w: 200, h: 140, style: "slider", frame, light, trim }));
  windowUnit(s, pick(o.win, "w2", { x: 340, y: -235, w: 250, h: 160, style: "picture", frame, light, trim }));
  s.add(rect(650, -245, 170, 245, shade(wall, 0.22)));
  door(s, { x: 690, y: -215, w: 96, h: 215, type: "panel6", color: "#7b4a30", frame: TRIM.white, light, ...o.door });
  s.add(rect(650, -245, 170, 18, "#2e2019", { opacity: 0.2 }));
  block(s, { x: 880, ground: 0, w: 440, h: 290, wall, roofColor: roof, rise: 120, eave: 30 });
  windowUnit(s, pick(o.win, "w3", { x: 1230, y: -215, w: 60, h: 110, style: "single-hung", frame, light, trim, trimW: 10 }));
  garageDoor(s, 915, -220, 290, 220, o.garage ?? tint(wall, 0.3), o.garageStyle ?? "panel");
}

/**
 * Phoenix historic bungalow (1920s): front gables, tapered porch columns on brick piers,
 * 3-over-1 double-hung windows. About 900 wide.
 * @param {Scene} s @param {HouseOpts} o
 */
function houseBungalow(s, o = {}) {
  const wall = o.wall ?? "#d9cdb0";
  const roof = o.roof ?? "#6b5a4e";
  const trim = o.trim ?? "#f2ece0";
  const frame = o.frame ?? FRAME.white;
  const light = o.light ?? "day";
  const brick = "#a4563f";
  block(s, { x: 0, ground: 0, w: 880, h: 300, wall, roof: "gable", roofColor: roof, rise: 230, eave: 40, kind: "shingle", fascia: trim });
  for (let yy = -300; yy < -30; yy += 16) s.add(rect(0, yy, 880, 2, shade(wall, 0.1), { opacity: 0.7 }));
  s.add(rect(0, -40, 880, 40, brick));
  for (let yy = -36; yy < 0; yy += 9) s.add(rect(0, yy, 880, 1.5, tint(brick, 0.3), { opacity: 0.6 }));
  windowUnit(
    s,
    pick(o.win, "w1", { x: 620, y: -250, w: 95, h: 170, style: "double-hung", frame, light, grid: [3, 1], gridTop: true, trim, trimW: 14 }),
  );
  windowUnit(
    s,
    pick(o.win, "w2", { x: 730, y: -250, w: 95, h: 170, style: "double-hung", frame, light, grid: [3, 1], gridTop: true, trim, trimW: 14 }),
  );
  windowUnit(
    s,
    pick(o.win, "w3", { x: 90, y: -250, w: 110, h: 170, style: "double-hung", frame, light, grid: [3, 1], gridTop: true, trim, trimW: 14 }),
  );
  windowUnit(s, pick(o.win, "w4", { x: 405, y: -420, w: 70, h: 70, style: "picture", frame, light, grid: [2, 2], trim, trimW: 10 }));
  door(s, { x: 290, y: -230, w: 100, h: 230, type: "craftsman", color: "#6e4327", frame: trim, light, ...o.door });
  // porch roof (gable) on tapered columns
  gableRoof(s, 30, 520, -300, 120, tint(wall, 0.05), roof, { eave: 26, vent: false, kind: "shingle", fascia: trim });
  s.add(rect(30, -318, 490, 20, trim));
  for (const cx of [70, 480]) {
    s.add(rect(cx - 26, -120, 52, 120, brick));
    for (let yy = -114; yy < 0; yy += 9) s.add(rect(cx - 26, yy, 52, 1.5, tint(brick, 0.3), { opacity: 0.6 }));
    s.add(rect(cx - 30, -126, 60, 10, trim));
    s.add(
      poly(
        [
          [cx - 20, -126],
          [cx + 20, -126],
          [cx + 13, -298],
          [cx - 13, -298],
        ],
        trim,
      ),
    );
    s.add(
      poly(
        [
          [cx + 6, -126],
          [cx + 20, -126],
          [cx + 13, -298],
          [cx + 4, -298],
        ],
        shade(trim, 0.1),
      ),
    );
  }
  s.add(rect(20, -16, 520, 16, "#b9a995"));
  s.add(rect(250, 0, 180, 14, "#c8b9a3"), rect(240, 14, 200, 14, "#d4c6b0"));
}

/**
 * Desert-contemporary (Scottsdale): flat slab roofs, glass walls, stone feature wall.
 * About 1400 wide. Openings: glass (the big wall), v1, v2 (narrow verticals).
 * @param {Scene} s @param {HouseOpts & { lit?: boolean }} o
 */
function houseContemporary(s, o = {}) {
  const wall = o.wall ?? "#e9e1d3";
  block(s, { x: 0, ground: 0, w: 430, h: 470, wall, roof: "slab", eave: 50 });
  stone(s, 0, -180, 430, 180, "#b8a287");
  block(s, { x: 430, ground: 0, w: 700, h: 320, wall: tint(wall, 0.05), roof: "slab", eave: 90, soffit: "#a67c52" });
  block(s, { x: 1130, ground: 0, w: 280, h: 390, wall, roof: "slab", eave: 40 });
  stone(s, 1130, -390, 280, 390, "#a88f73");
  s.add(rect(-60, -6, 1530, 6, "#8f8375"));
  contemporaryGlazing(s, o);
}

/**
 * The glazing of houseContemporary on its own, so a dusk scene can draw it again, glowing,
 * over its darkening wash.
 * @param {Scene} s @param {HouseOpts & { lit?: boolean }} o
 */
function contemporaryGlazing(s, o) {
  const frame = o.frame ?? FRAME.black;
  const light = o.light ?? "day";
  const pane = o.lit ? "dusk" : light;
  windowUnit(s, pick(o.win, "v0", { x: 80, y: -400, w: 270, h: 150, style: "picture", frame, light: pane }));
  multiSlide(s, 460, -290, 640, 290, { panels: 5, open: 0.15, frame, light, lit: o.lit, glassOpacity: o.lit ? 0.25 : 0.72 });
  windowUnit(s, pick(o.win, "v1", { x: 1190, y: -340, w: 50, h: 300, style: "picture", frame, light: pane }));
  windowUnit(s, pick(o.win, "v2", { x: 1300, y: -340, w: 50, h: 300, style: "picture", frame, light: pane }));
}

/**
 * Mid-century modern ranch (Tempe): low roof with deep overhang, clerestory, breeze-block
 * screen, carport, bright door. About 1350 wide. Openings: big, clere, side.
 * @param {Scene} s @param {HouseOpts} o
 */
function houseMidCentury(s, o = {}) {
  const wall = o.wall ?? "#f0ece3";
  const frame = o.frame ?? FRAME.black;
  const light = o.light ?? "day";
  block(s, { x: 0, ground: 0, w: 1000, h: 250, wall, roof: "butterfly", rise: 55, eave: 70, fascia: "#f7f4ee" });
  windowUnit(s, pick(o.win, "clere", { x: 40, y: -240, w: 240, h: 48, style: "picture", frame, light, grid: [4, 1] }));
  windowUnit(s, pick(o.win, "big", { x: 470, y: -220, w: 360, h: 200, style: "picture", frame, light, grid: [3, 1] }));
  windowUnit(s, pick(o.win, "side", { x: 880, y: -200, w: 90, h: 160, style: "casement", frame, light }));
  door(s, { x: 310, y: -215, w: 96, h: 215, type: "flush", color: "#e07b39", frame: FRAME.black, light, ...o.door });
  for (const [i, dy] of [
    [0, 0.2],
    [1, 0.42],
    [2, 0.64],
  ])
    s.add(rect(310 + 22 + i * 18, -215 + 215 * dy, 14, 26, "#f4e2b8"));
  // breeze-block screen
  s.add(rect(40, -175, 230, 175, "#f5f1e8"));
  let g = "";
  for (let r = 0; r < 6; r++) for (let c = 0; c < 8; c++) g += circle(40 + 15 + c * 28.6, -175 + 15 + r * 28.6, 9, shade(wall, 0.3));
  s.add(g);
  // carport
  s.add(rect(1000, -230, 330, 14, "#f7f4ee"), rect(1000, -218, 330, 6, "#2e2019", { opacity: 0.2 }));
  for (const px of [1040, 1300]) s.add(rect(px, -216, 10, 216, "#3a3a3a"));
  s.add(rect(1000, -216, 330, 216, "#000", { opacity: 0.06 }));
}

/**
 * Agritopia-style farmhouse: white stucco, standing-seam metal gable, deep porch.
 * About 820 wide. Openings: u1, u2, l1, l2.
 * @param {Scene} s @param {HouseOpts} o
 */
function houseFarmhouse(s, o = {}) {
  const wall = o.wall ?? "#f3efe6";
  const roof = o.roof ?? ROOF.metal;
  const frame = o.frame ?? FRAME.black;
  const light = o.light ?? "day";
  block(s, {
    x: 0,
    ground: 0,
    w: 760,
    h: 500,
    wall,
    roof: "gable",
    roofColor: roof,
    rise: 230,
    eave: 30,
    kind: "metal",
    fascia: "#f7f5f0",
    vent: false,
  });
  for (let xx = 20; xx < 760; xx += 34) s.add(rect(xx, -500, 4, 500, shade(wall, 0.07)));
  windowUnit(s, pick(o.win, "g", { x: 350, y: -640, w: 60, h: 90, style: "picture", frame, light, grid: [1, 2] }));
  windowUnit(s, pick(o.win, "u1", { x: 110, y: -440, w: 130, h: 170, style: "double-hung", frame, light, grid: [2, 1] }));
  windowUnit(s, pick(o.win, "u2", { x: 520, y: -440, w: 130, h: 170, style: "double-hung", frame, light, grid: [2, 1] }));
  windowUnit(s, pick(o.win, "l1", { x: 90, y: -230, w: 150, h: 190, style: "double-hung", frame, light, grid: [2, 1] }));
  windowUnit(s, pick(o.win, "l2", { x: 520, y: -230, w: 150, h: 190, style: "double-hung", frame, light, grid: [2, 1] }));
  door(s, { x: 330, y: -220, w: 100, h: 220, type: "craftsman", color: "#3d5a4c", frame: "#f7f5f0", light, metal: "#2b2b2b", ...o.door });
  // porch: shed roof on posts
  s.add(
    poly(
      [
        [-30, -260],
        [790, -260],
        [790, -248],
        [-30, -248],
      ],
      "#f7f5f0",
    ),
  );
  s.add(
    poly(
      [
        [-30, -262],
        [790, -262],
        [770, -300],
        [-10, -300],
      ],
      roof,
    ),
  );
  roofTexture(
    s,
    poly(
      [
        [-30, -262],
        [790, -262],
        [770, -300],
        [-10, -300],
      ],
      "#000",
    ),
    { x: -30, y: -300, w: 820, h: 40 },
    roof,
    "metal",
  );
  s.add(rect(-30, -248, 820, 10, "#2e2019", { opacity: 0.15 }));
  for (const px of [-10, 250, 500, 760]) s.add(rect(px, -248, 18, 248, "#f7f5f0"), rect(px + 12, -248, 6, 248, "#d9d4ca"));
  s.add(rect(-30, -18, 820, 18, "#c9c2b5"));
  s.add(rect(-10, -70, 770, 5, "#f7f5f0"));
  for (let xx = 0; xx < 760; xx += 16) if (xx < 300 || xx > 460) s.add(rect(xx, -70, 4, 52, "#f7f5f0"));
}

/* ------------------------------------------------------------------ */
/* People, vehicles and props                                         */
/* ------------------------------------------------------------------ */

/**
 * @typedef {object} PersonOpts
 * @property {string} [shirt] @property {string} [pants] @property {string} [skin] @property {string} [hair]
 * @property {number} [facing] 1 = facing right, -1 = left (walk and carry poses)
 * @property {'walk' | 'stand' | 'carry' | 'carryBack' | 'climb'} [pose] stand and climb are seen from the front / back;
 *   carry holds something in front, carryBack behind (the leading one of two carriers)
 * @property {number} [step] stride, -1..1 (walk and carry)
 * @property {string} [cap] cap colour, if any @property {boolean} [vest] hi-vis vest @property {boolean} [longHair]
 */

/**
 * A simple flat figure with no facial detail.
 * @param {Scene} s @param {number} x feet centre @param {number} base @param {number} h height @param {PersonOpts} [o]
 */
function person(s, x, base, h, o = {}) {
  const f = o.facing ?? 1;
  const skin = o.skin ?? "#c98f68";
  const shirt = o.shirt ?? "#4f79a8";
  const pants = o.pants ?? "#3c4656";
  const pose = o.pose ?? "walk";
  const hipY = base - h * 0.47;
  const shY = base - h * 0.79;
  const lw = h * 0.09;
  const aw = h * 0.066;
  const limb = (/** @type {Pt[]} */ p, /** @type {string} */ c, /** @type {number} */ w) => s.add(pline(p, c, w));
  const shoe = (/** @type {number} */ fx, /** @type {number} */ dir) =>
    s.add(
      rect(
        dir > 0 ? fx - lw * 0.45 : dir < 0 ? fx - lw * 0.95 : fx - lw * 0.65,
        base - lw * 0.55,
        dir ? lw * 1.4 : lw * 1.3,
        lw * 0.55,
        "#2d2622",
        { rx: lw * 0.25 },
      ),
    );
  const front = pose === "stand" || pose === "climb";
  const tw = front ? h * 0.25 : h * 0.19;
  if (front) {
    const lift = pose === "climb" ? h * 0.1 : 0;
    limb(
      [
        [x - h * 0.05, hipY],
        [x - h * 0.055, base - lw * 0.4],
      ],
      shade(pants, 0.08),
      lw,
    );
    limb(
      [
        [x + h * 0.05, hipY],
        [x + h * 0.055, base - lw * 0.4 - lift],
      ],
      pants,
      lw,
    );
    shoe(x - h * 0.055, 0);
    s.group({ transform: `translate(0 ${num(-lift)})` }, () => shoe(x + h * 0.055, 0));
  } else {
    const st = h * 0.13 * (o.step ?? 0.8);
    limb(
      [
        [x, hipY],
        [x - f * st * 0.45, base - h * 0.24],
        [x - f * st, base - lw * 0.4],
      ],
      shade(pants, 0.18),
      lw,
    );
    shoe(x - f * st, f);
    limb(
      [
        [x, hipY],
        [x + f * st * 0.55, base - h * 0.25],
        [x + f * st, base - lw * 0.4],
      ],
      pants,
      lw,
    );
    shoe(x + f * st, f);
  }
  // torso and arms
  /** @type {Pt[][]} */
  let arms;
  if (pose === "climb")
    arms = [
      [
        [x - tw * 0.38, shY + aw * 0.5],
        [x - h * 0.17, shY - h * 0.08],
        [x - h * 0.15, shY - h * 0.24],
      ],
      [
        [x + tw * 0.38, shY + aw * 0.5],
        [x + h * 0.17, shY - h * 0.06],
        [x + h * 0.16, shY - h * 0.2],
      ],
    ];
  else if (pose === "stand")
    arms = [
      [
        [x - tw * 0.42, shY + aw * 0.5],
        [x - tw * 0.55, shY + h * 0.16],
        [x - tw * 0.55, shY + h * 0.31],
      ],
      [
        [x + tw * 0.42, shY + aw * 0.5],
        [x + tw * 0.55, shY + h * 0.16],
        [x + tw * 0.55, shY + h * 0.31],
      ],
    ];
  else if (pose === "carryBack")
    arms = [
      [
        [x, shY + aw * 0.5],
        [x - f * h * 0.04, shY + h * 0.2],
        [x - f * h * 0.17, shY + h * 0.27],
      ],
      [
        [x, shY + aw * 0.5],
        [x - f * h * 0.02, shY + h * 0.21],
        [x - f * h * 0.16, shY + h * 0.29],
      ],
    ];
  else if (pose === "carry")
    arms = [
      [
        [x, shY + aw * 0.5],
        [x + f * h * 0.07, shY + h * 0.17],
        [x + f * h * 0.2, shY + h * 0.15],
      ],
      [
        [x, shY + aw * 0.5],
        [x + f * h * 0.09, shY + h * 0.18],
        [x + f * h * 0.22, shY + h * 0.15],
      ],
    ];
  else {
    const sw = h * 0.1 * (o.step ?? 0.8);
    arms = [
      [
        [x, shY + aw * 0.5],
        [x + f * sw * 0.5, shY + h * 0.16],
        [x + f * sw, shY + h * 0.3],
      ],
      [
        [x, shY + aw * 0.5],
        [x - f * sw * 0.5, shY + h * 0.16],
        [x - f * sw, shY + h * 0.3],
      ],
    ];
  }
  const armColor = o.vest ? shirt : shirt;
  if (!front) {
    limb(arms[0], shade(armColor, 0.18), aw);
    s.add(circle(arms[0][2][0], arms[0][2][1], aw * 0.55, shade(skin, 0.1)));
  }
  s.add(
    pathEl(
      `M${num(x - tw / 2)},${num(shY + h * 0.03)}Q${num(x - tw / 2)},${num(shY - h * 0.015)} ${num(x - tw * 0.3)},${num(shY - h * 0.015)}L${num(x + tw * 0.3)},${num(shY - h * 0.015)}Q${num(x + tw / 2)},${num(shY - h * 0.015)} ${num(x + tw / 2)},${num(shY + h * 0.03)}L${num(x + tw * 0.42)},${num(hipY + h * 0.02)}L${num(x - tw * 0.42)},${num(hipY + h * 0.02)}Z`,
      shirt,
    ),
  );
  if (o.vest) {
    s.add(
      poly(
        [
          [x - tw * 0.44, shY + h * 0.03],
          [x + tw * 0.44, shY + h * 0.03],
          [x + tw * 0.4, hipY],
          [x - tw * 0.4, hipY],
        ],
        "#d5e34a",
      ),
    );
    s.add(
      rect(x - tw * 0.43, shY + h * 0.15, tw * 0.86, h * 0.022, "#f1f3ea"),
      rect(x - tw * 0.41, hipY - h * 0.07, tw * 0.82, h * 0.022, "#f1f3ea"),
    );
    if (front) s.add(rect(x - h * 0.004, shY + h * 0.03, h * 0.008, hipY - shY - h * 0.03, shade("#d5e34a", 0.2)));
  }
  s.add(rect(x - tw * 0.42, hipY - h * 0.01, tw * 0.84, h * 0.035, shade(pants, 0.25)));
  if (front) {
    for (const arm of arms) {
      limb(arm, armColor, aw);
      s.add(circle(arm[2][0], arm[2][1], aw * 0.55, skin));
    }
  } else {
    limb(arms[1], armColor, aw);
    s.add(circle(arms[1][2][0], arms[1][2][1], aw * 0.55, skin));
  }
  // head
  const hr = h * 0.07;
  const hy = shY - h * 0.085;
  s.add(rect(x - hr * 0.35, hy + hr * 0.5, hr * 0.7, hr * 0.9, shade(skin, 0.12)));
  s.add(circle(x, hy, hr, skin));
  const hair = o.hair ?? "#3a2a20";
  const back = pose === "climb";
  if (back) s.add(circle(x, hy, hr, hair));
  if (o.longHair)
    s.add(
      rect(x - (front ? hr * 1.05 : f * hr * 0.2 + hr * 0.85), hy - hr * 0.2, front ? hr * 2.1 : hr * 1.2, hr * 1.6, hair, {
        rx: hr * 0.5,
      }),
    );
  if (o.cap) {
    s.add(
      pathEl(
        `M${num(x - hr * 1.02)},${num(hy - hr * 0.05)}A${num(hr * 1.02)} ${num(hr * 1.02)} 0 0 1 ${num(x + hr * 1.02)},${num(hy - hr * 0.05)}Z`,
        o.cap,
      ),
    );
    if (front && !back) s.add(ellipse(x, hy - hr * 0.08, hr * 1.15, hr * 0.22, shade(o.cap, 0.25)));
    else if (!front)
      s.add(rect(f > 0 ? x + hr * 0.2 : x - hr * 1.7, hy - hr * 0.2, hr * 1.5, hr * 0.26, shade(o.cap, 0.25), { rx: hr * 0.12 }));
  } else if (!back) {
    if (front)
      s.add(
        pathEl(
          `M${num(x - hr * 1.04)},${num(hy + hr * 0.15)}A${num(hr * 1.04)} ${num(hr * 1.04)} 0 0 1 ${num(x + hr * 1.04)},${num(hy + hr * 0.15)}Q${num(x)},${num(hy - hr * 0.55)} ${num(x - hr * 1.04)},${num(hy + hr * 0.15)}Z`,
          hair,
        ),
      );
    else
      s.add(
        pathEl(
          `M${num(x - hr * 1.04)},${num(hy + hr * 0.1)}A${num(hr * 1.04)} ${num(hr * 1.04)} 0 0 1 ${num(x + hr * 1.04)},${num(hy + hr * 0.1)}Q${num(x + f * hr * 0.2)},${num(hy - hr * 0.45)} ${num(x - hr * 1.04)},${num(hy + hr * 0.1)}Z`,
          hair,
        ),
        circle(x - f * hr * 0.5, hy + hr * 0.05, hr * 0.6, hair),
      );
  }
}

/**
 * A dog on a walk.
 * @param {Scene} s @param {number} x @param {number} base @param {number} size @param {string} [color] @param {number} [facing]
 */
function dog(s, x, base, size, color = "#b7834f", facing = 1) {
  if (facing < 0) return s.group({ transform: `translate(${num(2 * x)} 0) scale(-1 1)` }, () => dog(s, x, base, size, color, 1));
  const legs = [-0.35, -0.2, 0.22, 0.36];
  for (const u of legs) s.add(rect(x + u * size, base - size * 0.35, size * 0.08, size * 0.35, shade(color, 0.1)));
  s.add(rect(x - size * 0.45, base - size * 0.62, size * 0.9, size * 0.32, color, { rx: size * 0.15 }));
  s.add(circle(x + size * 0.5, base - size * 0.72, size * 0.18, color));
  s.add(ellipse(x + size * 0.66, base - size * 0.68, size * 0.12, size * 0.08, color));
  s.add(ellipse(x + size * 0.44, base - size * 0.74, size * 0.07, size * 0.14, shade(color, 0.25)));
  s.add(
    pline(
      [
        [x - size * 0.45, base - size * 0.55],
        [x - size * 0.62, base - size * 0.8],
      ],
      color,
      size * 0.07,
    ),
  );
}

/**
 * An aluminium extension ladder leaning into the wall (seen face-on, slightly tapered).
 * @param {Scene} s @param {number} x centre @param {number} base @param {number} top y of the top end @param {number} w
 * @param {string} [color]
 */
function ladder(s, x, base, top, w, color = "#c9ccc8") {
  const wb = w * 0.58;
  const wt = w * 0.44;
  s.add(
    poly(
      [
        [x - wb - 8, base],
        [x + wb + 8, base],
        [x + wt + 8, top],
        [x - wt - 8, top],
      ],
      "#2e2019",
      { opacity: 0.12, transform: "translate(14 4)" },
    ),
  );
  for (let yy = base - 30; yy > top + 10; yy -= 34) {
    const t = (base - yy) / (base - top);
    const hw = wb + (wt - wb) * t;
    s.add(rect(x - hw, yy, hw * 2, 6, shade(color, 0.1)));
  }
  s.add(
    pline(
      [
        [x - wb, base],
        [x - wt, top],
      ],
      color,
      9,
      { strokeLinecap: "butt" },
    ),
  );
  s.add(
    pline(
      [
        [x + wb, base],
        [x + wt, top],
      ],
      shade(color, 0.1),
      9,
      { strokeLinecap: "butt" },
    ),
  );
  s.add(rect(x - wb - 7, base - 10, 14, 10, "#3a3330"), rect(x + wb - 7, base - 10, 14, 10, "#3a3330"));
}

/**
 * A new window still wrapped for delivery, leaning against a wall.
 * @param {Scene} s @param {number} x left @param {number} base @param {number} w @param {number} h
 * @param {{ frame?: string, style?: WindowOpts['style'], tilt?: number }} [o]
 */
function wrappedWindow(s, x, base, w, h, o = {}) {
  const tilt = o.tilt ?? -4;
  groundShadow(s, x + w / 2 + 10, base, w * 0.6, 10, 0.25);
  s.group({ transform: `rotate(${tilt} ${num(x)} ${num(base)})` }, () => {
    windowUnit(s, { x, y: base - h, w, h, style: o.style ?? "slider", frame: o.frame ?? FRAME.bronze, light: "day" });
    s.add(rect(x - 4, base - h - 4, w + 8, h + 8, "#ffffff", { opacity: 0.18 }));
    for (const [cx, cy, sx, sy] of [
      [x, base - h, 1, 1],
      [x + w, base - h, -1, 1],
      [x, base, 1, -1],
      [x + w, base, -1, -1],
    ]) {
      s.add(
        poly(
          [
            [cx - sx * 4, cy - sy * 4],
            [cx + sx * 34, cy - sy * 4],
            [cx - sx * 4, cy + sy * 34],
          ],
          "#b8895a",
        ),
      );
    }
    s.add(rect(x + w * 0.1, base - h * 0.55, w * 0.22, h * 0.12, "#ffffff"));
  });
}

/**
 * A plain white cargo van with a roof rack and ladder. No lettering or logo.
 * @param {Scene} s @param {number} x rear @param {number} base @param {number} k scale @param {string} [color]
 */
function van(s, x, base, k, color = "#f2f2ee") {
  s.at(x, base, k, () => {
    groundShadow(s, 300, 0, 330, 16, 0.3);
    const body =
      "M0,-40 L0,-280 Q0,-292 14,-292 L420,-292 Q448,-290 462,-270 L520,-170 Q528,-158 548,-154 L590,-146 Q606,-142 608,-124 L610,-60 Q610,-40 596,-40 Z";
    s.add(pathEl(body, color));
    s.add(pathEl("M0,-130 L610,-130 L610,-60 Q610,-40 596,-40 L0,-40 Z", shade(color, 0.05)));
    s.add(pathEl("M428,-276 L456,-268 L510,-172 L428,-172 Z", "#5e7587"));
    s.add(pathEl("M440,-262 L458,-258 L470,-236 L440,-236 Z", "#ffffff", { opacity: 0.25 }));
    s.add(rect(410, -280, 4, 236, shade(color, 0.2)));
    s.add(rect(250, -280, 3, 236, shade(color, 0.2)));
    s.add(rect(6, -280, 3, 236, shade(color, 0.15)));
    s.add(rect(390, -160, 14, 6, shade(color, 0.4), { rx: 3 }), rect(232, -160, 14, 6, shade(color, 0.4), { rx: 3 }));
    s.add(rect(586, -128, 22, 16, "#fff2c4", { rx: 4 }), rect(0, -160, 10, 40, "#c6493a"));
    s.add(rect(560, -80, 54, 26, "#4a4848", { rx: 6 }), rect(-8, -78, 40, 24, "#4a4848", { rx: 6 }));
    s.add(rect(500, -218, 20, 34, "#3d3b3a", { rx: 4 }));
    for (const wx of [120, 470]) {
      s.add(circle(wx, -40, 52, shade(color, 0.12)));
      s.add(circle(wx, -40, 42, "#2f2c2b"), circle(wx, -40, 20, "#b8b8b4"), circle(wx, -40, 7, "#6c6c6a"));
    }
    s.add(rect(20, -304, 380, 8, "#3d3b3a"));
    for (const rx of [40, 200, 370]) s.add(rect(rx, -300, 8, 10, "#3d3b3a"));
    s.add(rect(10, -322, 420, 8, "#c9ccc8"), rect(10, -312, 420, 5, shade("#c9ccc8", 0.2)));
    for (let i = 0; i < 12; i++) s.add(rect(24 + i * 34, -322, 5, 13, shade("#c9ccc8", 0.2)));
  });
}

/**
 * Simple car in side view.
 * @param {Scene} s @param {number} x left @param {number} base @param {number} k @param {string} color @param {boolean} [suv]
 */
function car(s, x, base, k, color, suv = false) {
  s.at(x, base, k, () => {
    groundShadow(s, 210, 0, 230, 12, 0.28);
    const roofH = suv ? -170 : -145;
    s.add(
      pathEl(
        `M0,-40 L0,-95 Q4,-112 40,-118 L100,-122 L150,${roofH} Q160,${roofH - 6} 180,${roofH - 6} L ${suv ? 370 : 300},${roofH - 6} Q${suv ? 392 : 320},${roofH - 4} ${suv ? 400 : 340},${roofH + 10} L${suv ? 405 : 370},-120 L405,-112 Q425,-105 425,-85 L425,-40 Z`,
        color,
      ),
    );
    s.add(pathEl(`M118,-124 L158,${roofH + 4} L${suv ? 240 : 230},${roofH + 4} L${suv ? 240 : 230},-124 Z`, "#4f6475"));
    s.add(
      pathEl(
        `M${suv ? 252 : 242},-124 L${suv ? 252 : 242},${roofH + 4} L${suv ? 368 : 300},${roofH + 4} Q${suv ? 382 : 314},${roofH + 6} ${suv ? 388 : 322},${roofH + 14} L${suv ? 392 : 348},-124 Z`,
        "#4f6475",
      ),
    );
    s.add(rect(0, -82, 425, 6, shade(color, 0.2), { opacity: 0.6 }));
    s.add(rect(404, -100, 20, 12, "#fff1c4", { rx: 3 }), rect(0, -100, 12, 14, "#c6493a", { rx: 3 }));
    for (const wx of [90, 335]) s.add(circle(wx, -40, 40, "#2f2c2b"), circle(wx, -40, 18, "#b8b8b4"));
  });
}

/**
 * Small-town water tower on a steel frame (downtown Gilbert's landmark, generically drawn).
 * @param {Scene} s @param {number} x centre @param {number} base @param {number} h @param {string} [color]
 */
function waterTower(s, x, base, h, color = "#ece6da") {
  const leg = "#8d857d";
  const tankBot = base - h * 0.62;
  const tw = h * 0.34;
  for (const [bx, tx] of [
    [-0.3, -0.16],
    [0.3, 0.16],
    [-0.1, -0.06],
    [0.1, 0.06],
  ])
    s.add(line(x + bx * h, base, x + tx * h, tankBot, leg, h * 0.014));
  for (let i = 0; i < 3; i++) {
    const y0 = base - (h * 0.62 * i) / 3;
    const y1 = base - (h * 0.62 * (i + 1)) / 3;
    const w0 = 0.3 - 0.14 * (i / 3);
    const w1 = 0.3 - 0.14 * ((i + 1) / 3);
    s.add(line(x - w0 * h, y0, x + w1 * h, y1, leg, h * 0.006), line(x + w0 * h, y0, x - w1 * h, y1, leg, h * 0.006));
    s.add(line(x - w1 * h, y1, x + w1 * h, y1, leg, h * 0.008));
  }
  s.add(rect(x - tw / 2, tankBot - h * 0.2, tw, h * 0.2, color));
  s.add(pathEl(`M${num(x - tw / 2)},${num(tankBot)}Q${num(x)},${num(tankBot + h * 0.09)} ${num(x + tw / 2)},${num(tankBot)}Z`, color));
  s.add(rect(x + tw * 0.15, tankBot - h * 0.2, tw * 0.35, h * 0.2, shade(color, 0.12)));
  s.add(
    poly(
      [
        [x - tw / 2 - 6, tankBot - h * 0.2],
        [x + tw / 2 + 6, tankBot - h * 0.2],
        [x, tankBot - h * 0.34],
      ],
      "#a7503a",
    ),
  );
  s.add(
    poly(
      [
        [x, tankBot - h * 0.34],
        [x + tw / 2 + 6, tankBot - h * 0.2],
        [x + tw * 0.1, tankBot - h * 0.2],
      ],
      shade("#a7503a", 0.2),
    ),
  );
  s.add(rect(x - tw / 2 - 10, tankBot - h * 0.05, tw + 20, h * 0.012, leg));
  s.add(line(x, tankBot - h * 0.34, x, tankBot - h * 0.38, leg, 4));
  s.add(rect(x - tw / 2, tankBot - h * 0.12, tw, h * 0.018, "#7f9c74"));
}

/**
 * Street light pole.
 * @param {Scene} s @param {number} x @param {number} base @param {number} h @param {number} [dir]
 */
function streetLight(s, x, base, h, dir = -1) {
  s.add(rect(x - 5, base - h, 10, h, "#6b6a68"));
  s.add(
    pline(
      [
        [x, base - h],
        [x + dir * h * 0.18, base - h - 10],
      ],
      "#6b6a68",
      7,
    ),
  );
  s.add(rect(x + dir * h * 0.18 - 22, base - h - 16, 44, 12, "#4d4c4a", { rx: 5 }));
}

/**
 * Patio lounge chair and a small table.
 * @param {Scene} s @param {number} x @param {number} base @param {number} k @param {string} [cushion]
 */
function patioSet(s, x, base, k, cushion = "#e9dcc3") {
  s.at(x, base, k, () => {
    groundShadow(s, 150, 0, 190, 12, 0.2);
    const metal = "#3b3633";
    s.add(rect(0, -22, 10, 22, metal), rect(190, -22, 10, 22, metal));
    s.add(rect(-6, -150, 212, 130, metal, { rx: 10 }));
    s.add(rect(14, -190, 172, 110, tint(cushion, 0.05), { rx: 16 }));
    s.add(rect(6, -92, 188, 46, cushion, { rx: 14 }));
    s.add(rect(-14, -120, 34, 84, shade(cushion, 0.08), { rx: 12 }), rect(180, -120, 34, 84, shade(cushion, 0.08), { rx: 12 }));
    s.add(rect(70, -170, 60, 50, "#c96a43", { rx: 12 }));
    s.add(ellipse(300, -64, 46, 10, metal), rect(296, -62, 8, 62, metal), rect(272, -4, 56, 6, metal));
    s.add(rect(286, -96, 28, 30, "#e9dcc3", { rx: 6 }), ellipse(300, -104, 18, 12, "#5e8c55"));
  });
}

/** Drop cloth on the ground under work. @param {Scene} s @param {number} x @param {number} y @param {number} w */
function dropCloth(s, x, y, w) {
  s.add(
    poly(
      [
        [x, y],
        [x + w, y - 4],
        [x + w + 20, y + 26],
        [x - 16, y + 30],
      ],
      "#d9d3c4",
    ),
  );
  s.add(line(x + w * 0.3, y, x + w * 0.28, y + 28, "#c3bcab", 2), line(x + w * 0.7, y - 2, x + w * 0.74, y + 27, "#c3bcab", 2));
}

/** Closed tool box. @param {Scene} s @param {number} x @param {number} base @param {number} w */
function toolbox(s, x, base, w) {
  s.add(rect(x, base - w * 0.45, w, w * 0.45, "#c8412f", { rx: 4 }));
  s.add(rect(x, base - w * 0.45, w, w * 0.1, shade("#c8412f", 0.2), { rx: 4 }));
  s.add(
    pathEl(
      `M${num(x + w * 0.3)},${num(base - w * 0.45)}L${num(x + w * 0.3)},${num(base - w * 0.6)}L${num(x + w * 0.7)},${num(base - w * 0.6)}L${num(x + w * 0.7)},${num(base - w * 0.45)}`,
      "none",
      { stroke: "#2f2c2b", strokeWidth: 5 },
    ),
  );
}

/* ------------------------------------------------------------------ */
/* Scene helpers                                                      */
/* ------------------------------------------------------------------ */

/**
 * Warm wash over the whole picture for golden hour and sunset (ties the palette together).
 * @param {Scene} s @param {number} cx @param {number} cy @param {string} color @param {number} op
 */
function glow(s, cx, cy, color, op) {
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.radial(
        [
          [0, color, op],
          [0.6, color, op * 0.35],
          [1, color, 0],
        ],
        cx,
        cy,
        1600,
        true,
      ),
    ),
  );
}

/**
 * Distant suburb: low roofs and trees on the horizon, flat and hazy.
 * @param {Scene} s @param {number} y ground line of the suburb @param {string} color
 */
function distantRoofs(s, y, color) {
  let x = -40;
  let i = 0;
  while (x < W) {
    const w = 110 + ((i * 37) % 90);
    const h = 26 + ((i * 53) % 30);
    if (i % 4 === 3) s.add(ellipse(x + w / 2, y - h, w * 0.4, h * 0.9, shade(color, 0.05)));
    else
      s.add(
        poly(
          [
            [x, y],
            [x, y - h],
            [x + 24, y - h - 18],
            [x + w - 24, y - h - 18],
            [x + w, y - h],
            [x + w, y],
          ],
          color,
        ),
      );
    if (i % 5 === 1) palmSilhouette(s, x + w, y, 130, shade(color, 0.08));
    x += w + 10;
    i++;
  }
}

/** Flat far-off palm silhouette. @param {Scene} s @param {number} x @param {number} base @param {number} h @param {string} color */
function palmSilhouette(s, x, base, h, color) {
  s.add(line(x, base, x + 4, base - h, color, 5));
  for (let i = 0; i < 9; i++) {
    const a = Math.PI * (1.05 + (0.9 * i) / 8);
    s.add(
      line(x + 4, base - h, x + 4 + Math.cos(a) * h * 0.16, base - h + Math.sin(a) * h * 0.16 + 6, color, 5, { strokeLinecap: "round" }),
    );
  }
}

/* ------------------------------------------------------------------ */
/* Scenes                                                             */
/* ------------------------------------------------------------------ */

/** @param {Scene} s */
function sceneHero(s) {
  sky(s, "golden", {
    horizon: 900,
    sun: { x: 470, y: 560 },
    clouds: [
      [1180, 170, 300],
      [560, 120, 220],
    ],
  });
  mountains(s, "golden", { horizon: 900, landmark: "superstition", lx: -160, lw: 1500, lh: 340 });
  s.add(
    rect(
      0,
      890,
      W,
      200,
      s.linear([
        [0, "#d8a77d"],
        [1, "#caa07a"],
      ]),
    ),
  );
  distantRoofs(s, 930, "#b98a70");
  palm(s, 1850, 1040, 600, 14);
  palm(s, 640, 1040, 470, -10);
  gravel(s, 0, 1030, W, 250, "#d4ac82");
  const hx = 700;
  const k = 1.05;
  s.at(hx, 1040, k, () =>
    houseTwoStorey(s, {
      wall: WALL.tan,
      roof: ROOF.terracotta,
      frame: FRAME.bronze,
      light: "golden",
      win: (id, b) =>
        id === "u1" || id === "u2"
          ? { ...b, style: "casement", panes: 2, w: 230, x: b.x - 10 }
          : id === "l1"
            ? { ...b, w: 270, h: 220, y: -310 }
            : b,
    }),
  );
  driveway(s, hx + 660 * k, hx + 970 * k, 1040, 1280, 90);
  s.add(
    poly(
      [
        [hx + 430 * k, 1040],
        [hx + 520 * k, 1040],
        [hx + 560 * k, 1280],
        [hx + 400 * k, 1280],
      ],
      s.linear([
        [0, "#c8ab8a"],
        [1, "#d9c1a3"],
      ]),
    ),
  );
  saguaro(s, 170, 1120, 500, [
    [-1, 0.5, 0.28],
    [1, 0.4, 0.32],
    [1, 0.62, 0.18],
  ]);
  paloVerde(s, 440, 1080, 340, true);
  for (const [x, y, sz] of [
    [640, 1110, 80],
    [990, 1120, 70],
    [1280, 1130, 80],
    [1020, 1220, 120],
    [60, 1230, 110],
    [1860, 1200, 120],
  ])
    agave(s, x, y, sz);
  barrel(s, 760, 1160, 28);
  barrel(s, 1300, 1200, 30);
  boulder(s, 560, 1190, 160, 70);
  shrub(s, 1760, 1110, 150, 90, LAND.sage, "#9b79b8");
  glow(s, 470, 560, "#ff9f4a", 0.2);
}

/** @param {Scene} s */
function sceneWindows(s) {
  const wall = WALL.sand;
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.linear([
        [0, shade(wall, 0.04)],
        [1, tint(wall, 0.04)],
      ]),
    ),
  );
  s.add(
    poly(
      [
        [0, 120],
        [W, 120],
        [W, 300],
        [0, 520],
      ],
      "#2e2019",
      { opacity: 0.07 },
    ),
  );
  hipRoof(s, -40, W + 40, 110, 140, ROOF.terracotta);
  s.add(rect(0, 110, W, 26, "#2e2019", { opacity: 0.18 }));
  const base = { frame: FRAME.bronze, light: /** @type {Light} */ ("day"), trim: TRIM.cream, trimW: 30 };
  windowUnit(s, { ...base, x: 110, y: 330, w: 290, h: 480, style: "double-hung", grid: [2, 2] });
  windowUnit(s, { ...base, x: 520, y: 330, w: 440, h: 320, style: "slider" });
  windowUnit(s, { ...base, x: 1080, y: 330, w: 380, h: 480, style: "picture" });
  windowUnit(s, { ...base, x: 1580, y: 330, w: 240, h: 480, style: "casement", panes: 1, open: 0.75 });
  gravel(s, 0, 1060, W, 220, LAND.gravel);
  s.add(rect(0, 1052, W, 14, shade(wall, 0.15)));
  potted(s, 760, 1150, 150, "agave");
  agave(s, 1000, 1170, 130);
  barrel(s, 1180, 1200, 40);
  shrub(s, 300, 1160, 260, 170, LAND.sage, "#9b79b8");
  agave(s, 1700, 1230, 160);
  boulder(s, 1460, 1230, 200, 80);
}

/* ------------------------------------------------------------------ */
/* Interiors                                                          */
/* ------------------------------------------------------------------ */

/**
 * One-point perspective camera for interiors: metres to pixels.
 * @param {number} vx vanishing point x @param {number} vy vanishing point y (eye level) @param {number} f focal length in px @param {number} eye eye height in m
 */
function camera(vx, vy, f, eye) {
  /** @param {number} X @param {number} Y @param {number} Z @returns {Pt} */
  return (X, Y, Z) => [vx + (f * X) / Z, vy - (f * (Y - eye)) / Z];
}

/**
 * Bevelled panel drawn inside a quad (panel on a wall seen at an angle).
 * @param {Scene} s @param {Pt[]} q @param {number} u0 @param {number} v0 @param {number} u1 @param {number} v1
 * @param {string} color @param {number} bu bevel in u @param {number} bv bevel in v
 */
function panelQ(s, q, u0, v0, u1, v1, color, bu, bv) {
  const P = (/** @type {number} */ u, /** @type {number} */ v) => qp(q, u, v);
  s.add(poly(qr(q, u0, v0, u1, v1), shade(color, 0.04)));
  s.add(poly([P(u0, v0), P(u1, v0), P(u1 - bu, v0 + bv), P(u0 + bu, v0 + bv)], shade(color, 0.22)));
  s.add(poly([P(u0, v0), P(u0 + bu, v0 + bv), P(u0 + bu, v1 - bv), P(u0, v1)], shade(color, 0.12)));
  s.add(poly([P(u0, v1), P(u0 + bu, v1 - bv), P(u1 - bu, v1 - bv), P(u1, v1)], tint(color, 0.2)));
  s.add(poly([P(u1, v0), P(u1, v1), P(u1 - bu, v1 - bv), P(u1 - bu, v0 + bv)], tint(color, 0.08)));
}

/**
 * A shaker door with casing on a side wall (any quad), e.g. down a hallway.
 * @param {Scene} s @param {Pt[]} q the slab quad @param {Pt[]} cq the casing quad @param {string} color
 * @param {number} panels @param {number} knobSide 0 = left edge of the quad, 1 = right
 */
function shakerDoorQ(s, q, cq, color, panels, knobSide) {
  s.add(poly(cq, tint(color, 0.02)));
  s.add(poly(q, shade(color, 0.06)));
  const st = 0.17;
  const rail = 0.05;
  const ph = (1 - rail - 0.1 - rail * (panels - 1)) / panels;
  for (let i = 0; i < panels; i++) panelQ(s, q, st, rail + i * (ph + rail), 1 - st, rail + i * (ph + rail) + ph, color, 0.035, 0.012);
  const k = qp(q, knobSide ? 0.9 : 0.1, 0.52);
  const w = Math.abs(q[1][0] - q[0][0]);
  s.add(ellipse(k[0], k[1], Math.max(3, w * 0.03), 9, "#2b2b2b"));
}

/**
 * Wood plank floor in perspective between two depths.
 * @param {Scene} s @param {(X: number, Y: number, Z: number) => Pt} cam @param {number} x0 @param {number} x1 @param {number} z0 @param {number} z1
 * @param {string} color @param {number} plank plank width in m
 */
function plankFloor(s, cam, x0, x1, z0, z1, color, plank = 0.18) {
  s.add(
    poly(
      [cam(x0, 0, z0), cam(x1, 0, z0), cam(x1, 0, z1), cam(x0, 0, z1)],
      s.linear([
        [0, shade(color, 0.1)],
        [1, color],
      ]),
    ),
  );
  let g = "";
  for (let X = x0 + plank; X < x1; X += plank) {
    const a = cam(X, 0, z0);
    const b = cam(X, 0, z1);
    g += line(a[0], a[1], b[0], b[1], shade(color, 0.18), 1.6);
  }
  for (let Z = z0 + 0.6, i = 0; Z < z1; Z += 0.9, i++) {
    for (let X = x0 + ((i * 0.07) % plank) + (i % 3) * plank; X < x1; X += plank * 3) {
      const a = cam(X, 0, Z);
      const b = cam(X + plank, 0, Z);
      g += line(a[0], a[1], b[0], b[1], shade(color, 0.18), 1.4);
    }
  }
  s.add(`<g opacity="0.8">${g}</g>`);
}

/** Abstract framed art print (no text). @param {Scene} s @param {number} x @param {number} y @param {number} w @param {number} h @param {number} [v] variant */
function artPrint(s, x, y, w, h, v = 0) {
  s.add(rect(x + 6, y + 8, w, h, "#000", { opacity: 0.12 }));
  s.add(rect(x, y, w, h, "#2f2b28"));
  s.add(rect(x + w * 0.07, y + w * 0.07, w * 0.86, h - w * 0.14, "#f6f1e7"));
  const ix = x + w * 0.16;
  const iw = w * 0.68;
  const iy = y + w * 0.16;
  const ih = h - w * 0.32;
  s.add(rect(ix, iy, iw, ih, v ? "#e8c9a6" : "#f1d3b0"));
  s.add(circle(ix + iw * 0.65, iy + ih * 0.35, iw * 0.16, v ? "#c7623f" : "#e49a52"));
  s.add(
    poly(
      [
        [ix, iy + ih],
        [ix, iy + ih * 0.7],
        [ix + iw * 0.3, iy + ih * 0.5],
        [ix + iw * 0.6, iy + ih * 0.72],
        [ix + iw, iy + ih * 0.55],
        [ix + iw, iy + ih],
      ],
      v ? "#8d6f5c" : "#a5694c",
    ),
  );
}

/** @param {Scene} s */
function sceneInteriorDoors(s) {
  const cam = camera(1180, 600, 1000, 1.6);
  const xl = -1.3;
  const xr = 1.0;
  const ceil = 2.7;
  const zn = 1.05;
  const zf = 6;
  const wallL = "#efe8dc";
  const wallR = "#e2d8c8";
  const end = "#e9e0d2";
  const door = "#f7f6f2";
  // ceiling, walls, floor
  s.add(poly([cam(xl, ceil, zn), cam(xr, ceil, zn), cam(xr, ceil, zf), cam(xl, ceil, zf)], "#f6f2eb"));
  s.add(
    poly(
      [cam(xl, 0, zn), cam(xl, ceil, zn), cam(xl, ceil, zf), cam(xl, 0, zf)],
      s.linear(
        [
          [0, tint(wallL, 0.3)],
          [1, wallL],
        ],
        [0, 0, 1, 0],
      ),
    ),
  );
  s.add(
    poly(
      [cam(xr, 0, zn), cam(xr, ceil, zn), cam(xr, ceil, zf), cam(xr, 0, zf)],
      s.linear(
        [
          [0, shade(wallR, 0.06)],
          [1, wallR],
        ],
        [1, 0, 0, 0],
      ),
    ),
  );
  plankFloor(s, cam, xl, xr, zn, zf, "#b98a5e", 0.16);
  const [ex0, ey0] = cam(xl, ceil, zf);
  const [ex1, ey1] = cam(xr, 0, zf);
  s.add(rect(ex0, ey0, ex1 - ex0, ey1 - ey0, end));
  // crown and baseboards
  for (const X of [xl, xr]) {
    s.add(poly([cam(X, 0, zn), cam(X, 0.12, zn), cam(X, 0.12, zf), cam(X, 0, zf)], "#faf8f3"));
    s.add(poly([cam(X, ceil, zn), cam(X, ceil - 0.07, zn), cam(X, ceil - 0.07, zf), cam(X, ceil, zf)], "#faf8f3"));
  }
  s.add(rect(ex0, ey1 - (ey1 - ey0) * 0.045, ex1 - ex0, (ey1 - ey0) * 0.045, "#faf8f3"));
  // runner rug
  s.add(poly([cam(-0.55, 0.005, 1.3), cam(0.3, 0.005, 1.3), cam(0.3, 0.005, 5.2), cam(-0.55, 0.005, 5.2)], "#a9553c"));
  s.add(poly([cam(-0.47, 0.006, 1.45), cam(0.22, 0.006, 1.45), cam(0.22, 0.006, 5.05), cam(-0.47, 0.006, 5.05)], "#e9d6b5"));
  s.add(poly([cam(-0.37, 0.007, 1.65), cam(0.12, 0.007, 1.65), cam(0.12, 0.007, 4.85), cam(-0.37, 0.007, 4.85)], "#3f5c6e"));
  // end-wall door (frontal)
  const dw = (1000 * 0.86) / zf;
  const dh = (1000 * 2.05) / zf;
  const dx = cam(-0.58, 0, zf)[0];
  const dy = ey1 - dh;
  s.add(rect(dx - 14, dy - 14, dw + 28, dh + 14, "#faf8f3"));
  s.add(rect(dx, dy, dw, dh, "#6a5a4e"));
  shakerPanels(s, dx, dy, dw, dh, door, 0);
  s.add(rect(dx, dy, dw, dh, door));
  shakerPanels(s, dx, dy, dw, dh, door, 2);
  s.add(circle(dx + dw * 0.88, dy + dh * 0.52, 4, "#2b2b2b"));
  // side-wall doors
  /** @param {number} X @param {number} z0 @param {number} z1 @param {number} knob */
  const sideDoor = (X, z0, z1, knob) => {
    const c = 0.08;
    const cq = [cam(X, 2.05 + c, z0 - c), cam(X, 2.05 + c, z1 + c), cam(X, 0, z1 + c), cam(X, 0, z0 - c)];
    const q = [cam(X, 2.05, z0), cam(X, 2.05, z1), cam(X, 0, z1), cam(X, 0, z0)];
    shakerDoorQ(s, q, cq, door, X < 0 ? 5 : 2, knob);
  };
  sideDoor(xl, 2.3, 3.15, 1);
  sideDoor(xl, 4.4, 5.2, 1);
  sideDoor(xr, 2.9, 3.75, 0);
  // art on the right wall, sconce on the left
  const aq = [cam(xr, 1.85, 1.5), cam(xr, 1.85, 2.25), cam(xr, 1.05, 2.25), cam(xr, 1.05, 1.5)];
  s.add(poly(aq, "#2f2b28"));
  s.add(poly(qr(aq, 0.1, 0.1, 0.9, 0.9), "#f1d3b0"));
  s.add(poly(qr(aq, 0.1, 0.55, 0.9, 0.9), "#a5694c"));
  s.add(poly(qr(aq, 0.45, 0.2, 0.7, 0.45), "#e49a52"));
  const lq = [cam(xl, 1.9, 1.25), cam(xl, 1.9, 1.95), cam(xl, 1.0, 1.95), cam(xl, 1.0, 1.25)];
  s.add(poly(lq, "#2f2b28"));
  s.add(poly(qr(lq, 0.09, 0.08, 0.91, 0.92), "#f6f1e7"));
  s.add(poly(qr(lq, 0.2, 0.18, 0.8, 0.82), "#cfdccb"));
  s.add(poly([qp(lq, 0.2, 0.82), qp(lq, 0.2, 0.55), qp(lq, 0.5, 0.4), qp(lq, 0.8, 0.6), qp(lq, 0.8, 0.82)], "#7f9c74"));
  const sc = cam(xl, 1.8, 3.75);
  s.add(rect(sc[0] - 6, sc[1] - 20, 12, 40, "#2b2b2b"), ellipse(sc[0] + 6, sc[1] - 30, 16, 22, "#fff3d6"));
  // ceiling lights with a soft pool of light
  for (const Z of [2.2, 4.4]) {
    const [lx, ly] = cam(-0.15, ceil, Z);
    s.add(ellipse(lx, ly + 4, 110 / Z, 30 / Z, "#fffaf0"), ellipse(lx, ly + 4, 70 / Z, 18 / Z, "#fff3d2"));
    const [fx, fy] = cam(-0.15, 0, Z);
    s.add(ellipse(fx, fy, 900 / Z, 160 / Z, "#fff6dd", { opacity: 0.22, filter: s.blur(20) }));
  }
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.radial(
        [
          [0, "#fff4df", 0],
          [1, "#6b5442", 0.12],
        ],
        0.6,
        0.45,
        0.8,
      ),
    ),
  );
}

/**
 * One French door leaf inside a quad: stiles, rails, 10 lites of see-through glass.
 * @param {Scene} s @param {Pt[]} q @param {string} color @param {boolean} open seen at an angle
 */
function frenchLeaf(s, q, color, open) {
  const st = open ? 0.16 : 0.12;
  const top = 0.055;
  const bot = 0.11;
  for (const [u0, v0, u1, v1] of [
    [0, 0, st, 1],
    [1 - st, 0, 1, 1],
    [0, 0, 1, top],
    [0, 1 - bot, 1, 1],
  ])
    s.add(poly(qr(q, u0, v0, u1, v1), color));
  if (open) s.add(poly(qr(q, 0, 0, st, 1), shade(color, 0.06)));
  const gq = qr(q, st, top, 1 - st, 1 - bot);
  s.add(poly(gq, open ? "#cfe3ec" : "#dbeef5", { opacity: open ? 0.85 : 0.28 }));
  if (open) s.add(poly(qr(gq, 0.15, 0, 0.45, 1), "#ffffff", { opacity: 0.3 }));
  else
    s.add(
      poly(
        [qp(gq, 0.3, 0), qp(gq, 0.55, 0), qp(gq, 0.2, 1), qp(gq, -0.05, 1)].map(([x, y]) => [clamp(x, gq[0][0], gq[1][0]), y]),
        "#ffffff",
        { opacity: 0.18 },
      ),
    );
  const t = open ? 0.05 : 0.035;
  s.add(poly(qr(gq, 0.5 - t / 2, 0, 0.5 + t / 2, 1), color));
  for (let r = 1; r < 5; r++) s.add(poly(qr(gq, 0, r / 5 - 0.006, 1, r / 5 + 0.006), color));
  s.add(poly(qr(q, 0, 0, 1, 0.012), tint(color, 0.5), { opacity: 0.5 }));
}

/** @param {Scene} s */
function sceneFrenchDoors(s) {
  const wall = "#d9d3c3";
  const floorY = 1090;
  s.add(
    rect(
      0,
      0,
      W,
      floorY,
      s.linear([
        [0, shade(wall, 0.06)],
        [1, tint(wall, 0.06)],
      ]),
    ),
  );
  s.add(rect(0, floorY, W, H - floorY, "#b58657"));
  for (let y = floorY + 22, i = 0; y < H; y += 26 + i * 6, i++) s.add(rect(0, y, W, 2, shade("#b58657", 0.18)));
  // opening into the office
  const ox = 620;
  const ow = 680;
  const oy = 220;
  const oh = floorY - oy;
  const c = 46;
  const white = "#f8f6f1";
  s.add(rect(ox - c, oy - c, ow + 2 * c, oh + c, white));
  s.add(rect(ox - c - 8, oy - c - 16, ow + 2 * c + 16, 18, tint(white, 0.3)));
  s.add(rect(ox - 6, oy - 6, ow + 12, oh + 6, "#c9c1b2"));
  s.group({ clipPath: s.clip(rect(ox, oy, ow, oh, "#000")) }, () => {
    const bx = ox + 110;
    const bw = ow - 220;
    const by = oy + 90;
    const bh = oh - 250;
    s.add(rect(ox, oy, ow, oh, "#ece5d8"));
    s.add(
      poly(
        [
          [ox, oy],
          [bx, by],
          [bx, by + bh],
          [ox, oy + oh],
        ],
        "#e0d6c5",
      ),
    );
    s.add(
      poly(
        [
          [ox + ow, oy],
          [bx + bw, by],
          [bx + bw, by + bh],
          [ox + ow, oy + oh],
        ],
        "#d6cbb8",
      ),
    );
    s.add(
      poly(
        [
          [ox, oy],
          [ox + ow, oy],
          [bx + bw, by],
          [bx, by],
        ],
        "#f4efe6",
      ),
    );
    s.add(
      poly(
        [
          [ox, oy + oh],
          [ox + ow, oy + oh],
          [bx + bw, by + bh],
          [bx, by + bh],
        ],
        "#a77d55",
      ),
    );
    s.add(rect(bx, by, bw, bh, "#efe8dc"));
    // office window with daylight
    windowUnit(s, {
      x: bx + 60,
      y: by + 50,
      w: bw - 120,
      h: 260,
      style: "casement",
      panes: 2,
      frame: FRAME.black,
      light: "interior",
      sill: false,
    });
    s.add(
      poly(
        [
          [bx + 40, by + bh],
          [bx + bw - 40, by + bh],
          [ox + ow - 20, oy + oh],
          [ox + 60, oy + oh],
        ],
        "#fff3d6",
        { opacity: 0.25 },
      ),
    );
    // bookshelf on the left wall
    s.add(
      poly(
        [
          [ox + 20, oy + 160],
          [bx - 10, by + 80],
          [bx - 10, by + bh - 10],
          [ox + 20, oy + oh - 90],
        ],
        "#7a5a40",
      ),
    );
    for (let i = 1; i < 5; i++) {
      const t = i / 5;
      const yl = oy + 160 + (oh - 250) * t;
      const yr = by + 80 + (bh - 90) * t;
      s.add(line(ox + 20, yl, bx - 10, yr, "#5e4430", 6));
      for (let b = 0; b < 6; b++) {
        const u = 0.1 + b * 0.13;
        const x = ox + 20 + (bx - 10 - ox - 20) * u;
        const y = yl + (yr - yl) * u;
        s.add(rect(x, y - 44 + (b % 2) * 8, 10, 40 - (b % 2) * 8, ["#c7623f", "#3f5c6e", "#e0b45e", "#8da07c"][b % 4]));
      }
    }
    // desk, monitor, chair, lamp, plant
    const dy = by + bh - 70;
    s.add(rect(bx + 40, dy, bw - 80, 18, "#8b6242"));
    s.add(rect(bx + 60, dy + 18, 14, 90, "#3a3330"), rect(bx + bw - 74, dy + 18, 14, 90, "#3a3330"));
    s.add(rect(bx + bw / 2 - 80, dy - 110, 160, 95, "#2c2c2e", { rx: 4 }), rect(bx + bw / 2 - 72, dy - 102, 144, 79, "#8fb1c6"));
    s.add(rect(bx + bw / 2 - 8, dy - 15, 16, 15, "#2c2c2e"));
    s.add(
      line(bx + 90, dy, bx + 110, dy - 90, "#2c2c2e", 4),
      pathEl(`M${bx + 95},${dy - 90}L${bx + 135},${dy - 90}L${bx + 125},${dy - 115}L${bx + 105},${dy - 115}Z`, "#e9dcc3"),
    );
    potted(s, bx + bw - 40, by + bh + 30, 90, "shrub");
    s.add(rect(bx + bw / 2 - 70, dy + 10, 140, 120, "#3d4448", { rx: 18 }));
    s.add(rect(bx + bw / 2 - 8, dy + 125, 16, 60, "#2b2b2b"), rect(bx + bw / 2 - 60, dy + 180, 120, 10, "#2b2b2b", { rx: 5 }));
  });
  // the doors: left leaf closed, right leaf open toward us
  const lw = ow / 2;
  frenchLeaf(
    s,
    [
      [ox, oy],
      [ox + lw, oy],
      [ox + lw, oy + oh],
      [ox, oy + oh],
    ],
    white,
    false,
  );
  s.add(ellipse(ox + lw - 30, oy + oh * 0.52, 7, 11, "#2b2b2b"));
  s.add(rect(ox + lw - 40, oy + oh * 0.515, 18, 5, "#2b2b2b"));
  /** @type {Pt[]} */
  const rq = [
    [ox + ow + 175, oy - 60],
    [ox + ow, oy],
    [ox + ow, oy + oh],
    [ox + ow + 175, oy + oh + 70],
  ];
  s.add(
    poly(
      [
        [ox + ow, oy + oh],
        [ox + ow + 175, oy + oh + 70],
        [ox + ow + 420, oy + oh + 70],
        [ox + ow + 160, oy + oh],
      ],
      "#000",
      { opacity: 0.08, filter: s.blur(8) },
    ),
  );
  frenchLeaf(s, rq, white, true);
  s.add(poly(qr(rq, 0, 0, 0.06, 1), shade(white, 0.12)));
  const kn = qp(rq, 0.1, 0.52);
  s.add(ellipse(kn[0], kn[1], 7, 12, "#2b2b2b"));
  // baseboard, rug, furniture on our side
  s.add(rect(0, floorY - 22, ox - c, 22, white), rect(ox + ow + c, floorY - 22, W - ox - ow - c, 22, white));
  s.add(
    poly(
      [
        [300, 1180],
        [1620, 1180],
        [1760, 1280],
        [160, 1280],
      ],
      "#d4c2a2",
    ),
  );
  s.add(
    poly(
      [
        [340, 1195],
        [1580, 1195],
        [1700, 1280],
        [220, 1280],
      ],
      "#b6654a",
      { opacity: 0.35 },
    ),
  );
  artPrint(s, 170, 330, 300, 380, 1);
  s.add(rect(130, 870, 380, 20, "#6e5039"), rect(150, 890, 12, 200, "#3a3330"), rect(478, 890, 12, 200, "#3a3330"));
  s.add(rect(180, 800, 70, 70, "#d9b27c", { rx: 10 }), ellipse(420, 860, 40, 10, "#3f5c6e"));
  potted(s, 1740, 1100, 210, "shrub");
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.radial(
        [
          [0, "#fff4df", 0],
          [1, "#5b4536", 0.2],
        ],
        0.5,
        0.45,
        0.85,
      ),
    ),
  );
}

/** @param {Scene} s */
function sceneBarnDoors(s) {
  const floorY = 1080;
  s.add(rect(0, 0, W, floorY, "#f2efe8"));
  for (let y = 46; y < floorY; y += 46) s.add(rect(0, y, W, 3, "#d9d4c9"));
  s.add(rect(0, floorY, W, H - floorY, "#a87b50"));
  for (let y = floorY + 24, i = 0; y < H; y += 28 + i * 7, i++) s.add(rect(0, y, W, 2, shade("#a87b50", 0.2)));
  s.add(rect(0, floorY - 26, W, 26, "#faf8f3"));
  // doorway into a pantry
  const ox = 700;
  const ow = 420;
  const oy = 330;
  s.add(rect(ox - 30, oy - 30, ow + 60, floorY - oy + 30, "#faf8f3"));
  s.add(rect(ox, oy, ow, floorY - oy, "#e8dfd0"));
  for (let i = 0; i < 4; i++) {
    const y = oy + 120 + i * 150;
    s.add(rect(ox, y, ow, 14, "#b58a5f"));
    for (let j = 0; j < 6; j++)
      s.add(
        rect(ox + 30 + j * 62, y - 60 + (j % 2) * 14, 40, 60 - (j % 2) * 14, ["#e9dcc3", "#c7623f", "#8da07c", "#e0b45e"][(i + j) % 4], {
          rx: 6,
        }),
      );
  }
  s.add(
    rect(
      ox,
      oy,
      ow,
      floorY - oy,
      s.linear(
        [
          [0, "#000", 0.25],
          [1, "#000", 0.05],
        ],
        [0, 0, 1, 0],
      ),
    ),
  );
  // rail and door
  const railY = 250;
  s.add(rect(560, railY, 1220, 16, "#1f1f21", { rx: 4 }));
  for (const bx of [600, 1330, 1740]) s.add(circle(bx, railY + 8, 12, "#2b2b2d"), circle(bx, railY + 8, 4, "#6b6b6d"));
  const dx = 1000;
  const dw = 520;
  const dy = railY + 40;
  const dh = floorY - 14 - dy;
  s.add(rect(dx + 16, dy + 10, dw, dh, "#000", { opacity: 0.12, filter: s.blur(8) }));
  const wood = "#9c6b43";
  s.add(rect(dx, dy, dw, dh, wood));
  for (let i = 0; i < 6; i++) {
    const px = dx + (dw * i) / 6;
    s.add(rect(px, dy, dw / 6, dh, i % 2 ? tint(wood, 0.05) : shade(wood, 0.04)));
    s.add(rect(px, dy, 3, dh, shade(wood, 0.3)));
  }
  woodGrain(s, dx, dy, dw, dh, wood);
  const frameW = 60;
  for (const r of [
    [dx, dy, dw, frameW],
    [dx, dy + dh - frameW, dw, frameW],
    [dx, dy, frameW, dh],
    [dx + dw - frameW, dy, frameW, dh],
    [dx, dy + dh / 2 - frameW / 2, dw, frameW],
  ]) {
    s.add(rect(r[0], r[1], r[2], r[3], tint(wood, 0.1)));
    s.add(rect(r[0], r[1] + r[3] - 4, r[2], 4, shade(wood, 0.25)));
  }
  for (const hx of [dx + 70, dx + dw - 70]) {
    s.add(rect(hx - 14, railY - 20, 28, dy - railY + 60, "#1f1f21", { rx: 6 }));
    s.add(circle(hx, railY - 4, 22, "#1f1f21"), circle(hx, railY - 4, 7, "#5a5a5c"));
    s.add(circle(hx, dy + 30, 5, "#6b6b6d"));
  }
  s.add(rect(dx + 40, dy + dh * 0.4, 16, 180, "#1f1f21", { rx: 8 }));
  s.add(rect(dx - 10, floorY - 24, 40, 12, "#1f1f21"));
  // decor
  s.add(circle(330, 470, 150, "#c6a26f"), circle(330, 470, 132, "#dfeaf0"), circle(300, 440, 60, "#ffffff", { opacity: 0.35 }));
  s.add(rect(130, 820, 400, 40, "#6e5039"), rect(150, 860, 20, 196, "#2b2b2b"), rect(490, 860, 20, 196, "#2b2b2b"));
  s.add(rect(150, 740, 140, 90, "#e9dcc3", { rx: 18 }), rect(300, 750, 130, 80, "#8da07c", { rx: 18 }));
  s.add(rect(180, 990, 120, 64, "#c9a36f", { rx: 8 }));
  potted(s, 1700, 1070, 260, "shrub");
  s.add(line(1440, 0, 1440, 120, "#1f1f21", 4), pathEl("M1370,190 Q1440,90 1510,190 Z", "#1f1f21"), ellipse(1440, 192, 70, 10, "#fff2cf"));
  s.add(ellipse(1440, 250, 200, 70, "#fff3d6", { opacity: 0.12, filter: s.blur(30) }));
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.radial(
        [
          [0, "#fff4df", 0],
          [1, "#5b4536", 0.18],
        ],
        0.5,
        0.45,
        0.85,
      ),
    ),
  );
}

/** @param {Scene} s */
function sceneDoors(s) {
  const wall = WALL.cream;
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.linear([
        [0, shade(wall, 0.1)],
        [0.5, wall],
        [1, tint(wall, 0.05)],
      ]),
    ),
  );
  // covered entry: beam ceiling edge and stone columns
  s.add(rect(0, 0, W, 90, "#8b6a4c"), rect(0, 90, W, 14, shade("#8b6a4c", 0.3)));
  s.add(rect(0, 104, W, 70, "#2e2019", { opacity: 0.14 }));
  stone(s, 0, 104, 260, 1000, "#b59b7d");
  stone(s, W - 260, 104, 260, 1000, "#b59b7d");
  s.add(rect(260, 104, 14, 1000, "#2e2019", { opacity: 0.12 }));
  const dx = 810;
  const dw = 300;
  const dh = 700;
  const dy = 1020 - dh;
  s.add(rect(dx - 210, dy - 170, dw + 420, dh + 170, shade(wall, 0.12)));
  door(s, {
    x: dx,
    y: dy,
    w: dw,
    h: dh,
    type: "decorative",
    color: "#7a3f22",
    frame: "#5a3220",
    light: "shade",
    side: 110,
    transom: 110,
    metal: "#b08d57",
  });
  // lanterns
  for (const lx of [470, 1450]) {
    s.add(rect(lx - 6, 470, 12, 30, "#1f1f21"));
    s.add(
      poly(
        [
          [lx - 36, 500],
          [lx + 36, 500],
          [lx + 28, 610],
          [lx - 28, 610],
        ],
        "#1f1f21",
      ),
    );
    s.add(
      poly(
        [
          [lx - 26, 512],
          [lx + 26, 512],
          [lx + 20, 600],
          [lx - 20, 600],
        ],
        "#ffe2a4",
      ),
    );
    s.add(
      poly(
        [
          [lx - 44, 490],
          [lx + 44, 490],
          [lx, 460],
        ],
        "#1f1f21",
      ),
    );
    s.add(
      circle(
        lx,
        555,
        120,
        s.radial([
          [0, "#ffe7b0", 0.35],
          [1, "#ffe7b0", 0],
        ]),
      ),
    );
  }
  // step, mat, plants
  s.add(rect(0, 1020, W, 260, "#cbb89c"));
  s.add(rect(540, 1020, 840, 40, "#e0d3bd"), rect(500, 1060, 920, 30, "#d6c7ae"), rect(500, 1090, 920, 12, shade("#d6c7ae", 0.2)));
  for (let x = 0; x < W; x += 160) s.add(rect(x, 1102, 3, 178, shade("#cbb89c", 0.15)));
  s.add(rect(800, 1066, 320, 22, "#6b4a34", { rx: 4 }));
  potted(s, 420, 1100, 220, "agave");
  potted(s, 1500, 1100, 220, "agave");
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.radial(
        [
          [0, "#fff4df", 0],
          [1, "#4b3526", 0.2],
        ],
        0.5,
        0.5,
        0.85,
      ),
    ),
  );
}

/* ------------------------------------------------------------------ */
/* More outdoor scenes                                                */
/* ------------------------------------------------------------------ */

/** @param {Scene} s */
function sceneWindowReplacement(s) {
  sky(s, "day", {
    horizon: 900,
    clouds: [
      [1450, 150, 280],
      [120, 90, 200],
    ],
  });
  mountains(s, "day", { horizon: 900 });
  s.add(rect(0, 895, W, 110, "#d9c29c"));
  gravel(s, 0, 1000, W, 280, LAND.gravel);
  paloVerde(s, 110, 1060, 380);
  const wall = WALL.cream;
  const trim = TRIM.tan;
  block(s, { x: 260, ground: 1120, w: 1420, h: 800, wall, roofColor: ROOF.clay, rise: 150, eave: 34 });
  s.add(rect(260, 700, 1420, 20, trim));
  windowUnit(s, { x: 420, y: 400, w: 280, h: 210, style: "empty", trim });
  windowUnit(s, { x: 880, y: 400, w: 280, h: 210, style: "slider", frame: FRAME.bronze, trim, tape: true });
  windowUnit(s, { x: 1330, y: 400, w: 230, h: 210, style: "old", trim });
  windowUnit(s, { x: 420, y: 800, w: 360, h: 220, style: "old", trim });
  door(s, { x: 1360, y: 880, w: 110, h: 240, type: "craftsman", color: "#6e4327", frame: TRIM.white });
  dropCloth(s, 300, 1130, 560);
  ladder(s, 560, 1175, 380, 110, "#d9b23d");
  person(s, 560, 820, 250, { pose: "climb", shirt: "#35618c", pants: "#3d3a36", cap: "#2f4f73", vest: true });
  person(s, 770, 1215, 265, { pose: "stand", shirt: "#5d6770", pants: "#3f4a5a", cap: "#2f4f73", vest: true, skin: "#a8734f" });
  wrappedWindow(s, 950, 1150, 280, 210, { frame: FRAME.bronze, tilt: -5 });
  s.group({ transform: "rotate(5 1640 1175)" }, () => windowUnit(s, { x: 1640, y: 990, w: 240, h: 185, style: "old" }));
  groundShadow(s, 1760, 1180, 140, 10);
  toolbox(s, 1520, 1190, 90);
  agave(s, 1250, 1230, 120);
  barrel(s, 230, 1220, 30);
}

/** @param {Scene} s */
function sceneCommercial(s) {
  sky(s, "day", {
    horizon: 880,
    clouds: [
      [300, 160, 260],
      [1300, 110, 320],
    ],
  });
  mountains(s, "day", { horizon: 880, landmark: "rolling", lx: 1000, lw: 1100, lh: 200 });
  const g = 1000;
  palm(s, 120, g, 640, 10);
  palm(s, 1820, g, 600, -12);
  block(s, { x: 140, ground: g, w: 1640, h: 470, wall: "#e4d6bf", roof: "flat", parapet: 90 });
  s.add(rect(140, g - 560, 1640, 90, "#d1bea0"));
  s.add(rect(500, g - 545, 920, 60, "#5a524b"), rect(508, g - 537, 904, 44, "#6c635b"));
  stone(s, 140, g - 470, 120, 470, "#b09474");
  stone(s, 1660, g - 470, 120, 470, "#b09474");
  // storefront glazing
  const x0 = 300;
  const x1 = 1620;
  const top = g - 430;
  const tb = g - 320;
  const al = "#aab0b5";
  s.group({ clipPath: s.clip(rect(x0, top, x1 - x0, g - top, "#000")) }, () => {
    s.add(rect(x0, top, x1 - x0, g - top, "#efe9df"));
    s.add(rect(x0, g - 90, x1 - x0, 90, "#d9cbb6"));
    for (let x = x0 + 60; x < x1; x += 260) {
      s.add(rect(x, g - 250, 160, 12, "#9b7653"), rect(x + 10, g - 238, 8, 150, "#5a524b"), rect(x + 142, g - 238, 8, 150, "#5a524b"));
      s.add(rect(x + 20, g - 290, 30, 40, "#c7623f", { rx: 4 }), rect(x + 70, g - 300, 40, 50, "#8da07c", { rx: 4 }));
      s.add(line(x + 80, top, x + 80, top + 60, "#3a3330", 3), ellipse(x + 80, top + 66, 26, 10, "#f4d58d"));
    }
  });
  glass(s, x0, top, x1 - x0, tb - top, "day", { opacity: 0.8 });
  glass(s, x0, tb, x1 - x0, g - tb, "day", { opacity: 0.45 });
  const mw = 12;
  for (let x = x0; x <= x1; x += (x1 - x0) / 6)
    s.add(rect(x - mw / 2, top, mw, g - top, al), rect(x + mw / 2 - 3, top, 3, g - top, shade(al, 0.2)));
  s.add(rect(x0, top - 8, x1 - x0, 16, al), rect(x0, tb - 7, x1 - x0, 14, al), rect(x0, g - 14, x1 - x0, 14, shade(al, 0.1)));
  // entrance: pair of glass doors in the middle bay
  const bw = (x1 - x0) / 6;
  const dx = x0 + bw * 2.5;
  const dw = bw;
  for (const [i, lx] of [
    [0, dx],
    [1, dx + dw / 2],
  ]) {
    s.add(rect(lx, tb + 6, dw / 2, g - tb - 6, al));
    glass(s, lx + 12, tb + 18, dw / 2 - 24, g - tb - 60, "day");
    s.add(rect(lx + 14, tb + (g - tb) * 0.5, dw / 2 - 28, 10, "#7d8287", { rx: 5 }));
    if (i === 0) s.add(rect(lx + dw / 2 - 4, tb + 6, 4, g - tb - 6, shade(al, 0.3)));
  }
  // canopy
  s.add(rect(x0 - 40, top - 70, x1 - x0 + 80, 26, "#3b3633"), rect(x0 - 40, top - 46, x1 - x0 + 80, 8, "#2e2019", { opacity: 0.3 }));
  for (const tx of [x0 + 100, x1 - 100]) s.add(line(tx, top - 110, tx - 40, top - 64, "#3b3633", 5));
  s.add(rect(x0, top - 44, x1 - x0, 40, "#2e2019", { opacity: 0.12 }));
  // sidewalk and parking lot
  s.add(rect(0, g, W, 90, LAND.concrete));
  for (let x = 40; x < W; x += 200) s.add(rect(x, g, 3, 90, shade(LAND.concrete, 0.12)));
  s.add(rect(0, g + 90, W, 14, shade(LAND.concrete, 0.2)));
  s.add(
    rect(
      0,
      g + 104,
      W,
      H - g - 104,
      s.linear([
        [0, "#77726f"],
        [1, "#86817c"],
      ]),
    ),
  );
  for (let x = -60; x < W; x += 300)
    s.add(
      poly(
        [
          [x, g + 104],
          [x + 8, g + 104],
          [x - 52, H],
          [x - 60, H],
        ],
        "#f2efe6",
      ),
    );
  car(s, 160, 1260, 0.9, "#b8413a");
  car(s, 1320, 1260, 0.95, "#e8e6e0", true);
  for (const px of [380, 1540]) {
    s.add(rect(px - 70, g - 70, 140, 70, "#c7b79f"), rect(px - 76, g - 78, 152, 12, "#d9cbb4"));
    agave(s, px, g - 72, 90);
  }
}

/**
 * A ray of light with an arrow head, straight (visible light) or wavy (heat / infrared).
 * @param {Scene} s @param {Pt} a @param {Pt} b @param {string} color @param {number} w @param {boolean} wavy @param {number} [op]
 */
function ray(s, a, b, color, w, wavy, op = 0.9) {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  const ux = dx / len;
  const uy = dy / len;
  const head = w * 2.6;
  const end = [b[0] - ux * head, b[1] - uy * head];
  let d = `M${num(a[0])},${num(a[1])}`;
  if (wavy) {
    const n = Math.round(len / 12);
    for (let i = 1; i <= n; i++) {
      const t = i / n;
      const off = Math.sin(t * Math.PI * (len / 60)) * w * 0.9;
      d += `L${num(a[0] + (end[0] - a[0]) * t - uy * off)},${num(a[1] + (end[1] - a[1]) * t + ux * off)}`;
    }
  } else d += `L${num(end[0])},${num(end[1])}`;
  s.add(pathEl(d, "none", { stroke: color, strokeWidth: w, strokeLinecap: "round", strokeLinejoin: "round", opacity: op }));
  s.add(
    poly(
      [
        [b[0], b[1]],
        [end[0] - uy * head * 0.7, end[1] + ux * head * 0.7],
        [end[0] + uy * head * 0.7, end[1] - ux * head * 0.7],
      ],
      color,
      { opacity: op },
    ),
  );
}

/** @param {Scene} s */
function sceneEnergy(s) {
  // outside: bright desert day
  s.add(
    rect(
      0,
      0,
      950,
      H,
      s.linear(
        [
          [0, "#4d8fd0"],
          [0.7, "#a9d2ee"],
          [1, "#e3f1f7"],
        ],
        [0, 0, 0, 980],
        true,
      ),
    ),
  );
  const sun = /** @type {Pt} */ ([230, 200]);
  s.add(
    circle(
      sun[0],
      sun[1],
      420,
      s.radial([
        [0, "#fff3c0", 0.9],
        [0.3, "#ffe08a", 0.4],
        [1, "#ffe08a", 0],
      ]),
    ),
  );
  s.add(circle(sun[0], sun[1], 90, "#fff4c6"), circle(sun[0], sun[1], 70, "#ffe58f"));
  mountain(s, "superstition", { x: -100, base: 980, w: 1000, h: 170, color: "#b3a4a0", shadow: 0.12 });
  s.add(
    rect(
      0,
      975,
      900,
      H - 975,
      s.linear([
        [0, "#dcb98c"],
        [1, "#e8cfa7"],
      ]),
    ),
  );
  saguaro(s, 690, 1090, 300, [
    [-1, 0.45, 0.25],
    [1, 0.58, 0.2],
  ]);
  agave(s, 160, 1180, 120);
  // inside: cool and comfortable
  const ix = 1000;
  s.add(
    rect(
      ix,
      0,
      W - ix,
      H,
      s.linear([
        [0, "#e6eef1"],
        [1, "#d4e1e6"],
      ]),
    ),
  );
  s.add(rect(ix, 1000, W - ix, H - 1000, "#c9b69a"));
  s.add(rect(ix, 985, W - ix, 18, "#f4f6f5"));
  s.add(
    poly(
      [
        [1250, 1030],
        [1800, 1030],
        [1900, 1180],
        [1150, 1180],
      ],
      "#fff6d8",
      { opacity: 0.45 },
    ),
  );
  s.add(rect(1560, 800, 340, 150, "#7d97a6", { rx: 24 }), rect(1545, 720, 380, 110, "#8ea8b6", { rx: 28 }));
  s.add(rect(1580, 950, 20, 42, "#3a3330"), rect(1860, 950, 20, 42, "#3a3330"));
  s.add(rect(1600, 750, 90, 70, "#e9dcc3", { rx: 14 }));
  potted(s, 1200, 990, 180, "shrub");
  artPrint(s, 1600, 330, 220, 280);
  // wall section with the window in section
  const wx = 900;
  const ww = 160;
  const wy0 = 340;
  const wy1 = 900;
  s.add(rect(wx, 0, ww, wy0, "#d8c4a6"), rect(wx, wy1, ww, H - wy1, "#d8c4a6"));
  for (const [y0, y1] of [
    [0, wy0],
    [wy1, H],
  ]) {
    s.add(rect(wx, y0, 20, y1 - y0, "#c9a67a"));
    s.add(rect(wx + 20, y0, 110, y1 - y0, "#f0e2b8"));
    for (let y = y0 + 20; y < y1; y += 40)
      s.add(pathEl(`M${wx + 24},${y}Q${wx + 75},${y - 30} ${wx + 126},${y}`, "none", { stroke: "#e2cd95", strokeWidth: 4 }));
    s.add(rect(wx + 130, y0, 30, y1 - y0, "#f6f4ef"));
  }
  const fr = "#3b2e26";
  s.add(rect(wx + 10, wy0, 140, 46, fr), rect(wx + 10, wy1 - 46, 140, 46, fr));
  s.add(rect(wx + 2, wy1 - 6, 156, 14, "#e9e0d0"));
  const g1 = wx + 44;
  const g2 = wx + 100;
  s.add(rect(g1 + 10, wy0 + 46, g2 - g1 - 10, wy1 - wy0 - 92, "#cfe8f3", { opacity: 0.5 }));
  s.add(rect(g1, wy0 + 36, 12, wy1 - wy0 - 72, "#bfe0ee"), rect(g2, wy0 + 36, 12, wy1 - wy0 - 72, "#bfe0ee"));
  s.add(rect(g1 + 12, wy0 + 46, 5, wy1 - wy0 - 92, "#41c9c0"));
  s.add(rect(g1 + 6, wy0 + 46, 24, wy1 - wy0 - 92, "#41c9c0", { opacity: 0.25, filter: s.blur(6) }));
  s.add(rect(g1 - 2, wy0 + 40, g2 - g1 + 16, 10, "#7d8287"), rect(g1 - 2, wy1 - 50, g2 - g1 + 16, 10, "#7d8287"));
  // rays: heat reflected back outside, daylight passing through
  const hitX = g1;
  for (const [i, y] of [
    [0, 470],
    [1, 610],
    [2, 750],
  ]) {
    const hit = /** @type {Pt} */ ([hitX, y]);
    const from = /** @type {Pt} */ ([sun[0] + 70, sun[1] + 40 + i * 40]);
    ray(s, from, hit, "#f08a3c", 12, true);
    const dx = hit[0] - from[0];
    const dy = hit[1] - from[1];
    const back = /** @type {Pt} */ ([hit[0] - dx * 0.62, hit[1] + dy * 0.62]);
    ray(s, [hit[0] - 6, hit[1] + 4], back, "#e0603a", 12, true, 0.85);
  }
  for (const target of [1420, 1680]) {
    const from = /** @type {Pt} */ ([sun[0] + 80, sun[1] + 60]);
    const end = /** @type {Pt} */ ([target, 1090]);
    const t = (g2 + 12 - from[0]) / (end[0] - from[0]);
    const hit = /** @type {Pt} */ ([g2 + 12, from[1] + (end[1] - from[1]) * t]);
    ray(s, from, hit, "#fff1a8", 9, false, 0.95);
    ray(s, hit, end, "#fff6cf", 9, false, 0.9);
  }
}

/** @param {Scene} s */
function sceneCustom(s) {
  sky(s, "golden", { horizon: 400, sun: false });
  const wall = WALL.cream;
  const ground = 1010;
  s.add(
    rect(
      0,
      140,
      W,
      ground - 140,
      s.linear([
        [0, shade(wall, 0.05)],
        [1, tint(wall, 0.05)],
      ]),
    ),
  );
  hipRoof(s, -40, W + 40, 150, 120, ROOF.terracotta);
  s.add(rect(0, 150, W, 30, "#2e2019", { opacity: 0.18 }));
  // pergola beams casting warm diagonal shadows
  for (let i = 0; i < 9; i++)
    s.add(
      poly(
        [
          [i * 240 - 100, 180],
          [i * 240 - 40, 180],
          [i * 240 + 260, ground],
          [i * 240 + 200, ground],
        ],
        "#2e2019",
        { opacity: 0.06 },
      ),
    );
  windowUnit(s, {
    x: 170,
    y: 290,
    w: 360,
    h: 600,
    style: "arch",
    frame: FRAME.bronze,
    light: "golden",
    trim: TRIM.cream,
    trimW: 30,
    grid: [3, 2],
  });
  multiSlide(s, 700, 320, 1100, ground - 320, { panels: 4, open: 0.62, frame: FRAME.bronze, light: "golden", lit: true });
  s.add(rect(660, 290, 1180, 30, TRIM.cream), rect(660, 320, 1180, 8, "#2e2019", { opacity: 0.12 }));
  // patio
  s.add(rect(0, ground, W, H - ground, "#d9c5a6"));
  for (let y = ground + 40, i = 0; y < H; y += 46 + i * 10, i++) s.add(rect(0, y, W, 3, shade("#d9c5a6", 0.14)));
  for (let i = -6; i < 14; i++) s.add(line(960 + i * 150, ground, 960 + i * 260, H, shade("#d9c5a6", 0.14), 3));
  s.add(
    poly(
      [
        [700, ground],
        [1800, ground],
        [1900, H],
        [600, H],
      ],
      "#ffd9a0",
      { opacity: 0.18 },
    ),
  );
  patioSet(s, 180, 1200, 1.3, "#e9dcc3");
  potted(s, 620, 1030, 180, "agave");
  potted(s, 1860, 1060, 220, "shrub");
  glow(s, 1900, 200, "#ff9f4a", 0.16);
}

/* ------------------------------------------------------------------ */
/* City street scenes                                                 */
/* ------------------------------------------------------------------ */

/**
 * White picket fence (farm-style neighbourhoods).
 * @param {Scene} s @param {number} x0 @param {number} x1 @param {number} base @param {number} h
 */
function picketFence(s, x0, x1, base, h) {
  s.add(rect(x0, base - h * 0.7, x1 - x0, 8, "#f4f1ea"), rect(x0, base - h * 0.3, x1 - x0, 8, "#f4f1ea"));
  for (let x = x0; x < x1; x += 22)
    s.add(
      poly(
        [
          [x, base],
          [x, base - h + 6],
          [x + 6, base - h],
          [x + 12, base - h + 6],
          [x + 12, base],
        ],
        "#f7f5f0",
      ),
    );
}

/** @param {Scene} s */
function sceneGilbert(s) {
  sky(s, "day", {
    horizon: 860,
    clouds: [
      [180, 150, 280],
      [1100, 110, 240],
      [1380, 260, 200],
    ],
  });
  mountains(s, "day", { horizon: 860 });
  // fields and a date palm grove
  s.add(rect(0, 850, W, 120, "#a7b46d"));
  for (let y = 858; y < 970; y += 14) s.add(rect(0, y, W, 5, "#93a35e"));
  for (let i = 0; i < 9; i++) palm(s, 1160 + i * 90, 900, 260 + (i % 3) * 30, (i % 2) * 6 - 3, "#6f8f4c");
  waterTower(s, 1010, 930, 620);
  tree(s, 1420, 930, 260, { color: "#6a9550" });
  const g = 1060;
  lawn(s, 0, 960, W, g - 960 + 40);
  s.at(130, g, 0.8, () => houseFarmhouse(s, { wall: "#f3efe6", roof: ROOF.metal }));
  s.at(1250, g, 0.74, () => houseFarmhouse(s, { wall: "#cfd3bd", roof: "#6d5e52", door: { color: "#b5523b" }, frame: FRAME.bronze }));
  picketFence(s, 0, 520, g + 40, 60);
  picketFence(s, 860, 1240, g + 40, 60);
  picketFence(s, 1820, W, g + 40, 60);
  tree(s, 760, g + 30, 300, { color: "#4f8444", fruit: "#f39a2b" });
  tree(s, 1750, g + 30, 200, { color: "#4f8444", fruit: "#f2d04a" });
  street(s, g + 40);
  person(s, 980, g + 76, 190, { shirt: "#c7623f", pants: "#3c4656", facing: -1 });
  dog(s, 890, g + 78, 70, "#b7834f", -1);
  s.add(line(960, g + 76 - 190 * 0.5, 855, g + 78 - 50, "#3a3330", 2));
}

/** @param {Scene} s */
function sceneMesa(s) {
  sky(s, "afternoon", {
    horizon: 880,
    clouds: [
      [1500, 130, 260],
      [300, 90, 200],
    ],
  });
  mountains(s, "afternoon", { horizon: 880, landmark: "superstition", lx: -60, lw: 2000, lh: 470 });
  const g = 1040;
  gravel(s, 0, 880, W, g - 880 + 60, "#d2b48c");
  saguaro(s, 1850, 930, 300, [
    [-1, 0.5, 0.3],
    [1, 0.6, 0.2],
  ]);
  s.at(300, g, 1.0, () => houseRanch(s, { wall: WALL.adobe, roof: ROOF.brown, frame: FRAME.bronze, trim: "#e3c39b" }));
  driveway(s, 300 + 915, 300 + 1205, g, g + 100, 30);
  street(s, g + 100);
  saguaro(s, 150, g + 80, 420, [
    [-1, 0.45, 0.3],
    [1, 0.55, 0.28],
  ]);
  paloVerde(s, 1800, g + 70, 250);
  for (const [x, y, k] of [
    [430, g + 60, 90],
    [620, g + 80, 70],
    [1700, g + 80, 100],
  ])
    agave(s, x, y, k);
  boulder(s, 800, g + 90, 150, 60);
  barrel(s, 560, g + 90, 26);
  ocotillo(s, 1620, g + 90, 240);
}

/**
 * Modern flat-roofed two-storey suburban home in local units (about 900 wide).
 * @param {Scene} s @param {HouseOpts} o
 */
function houseModern(s, o = {}) {
  const wall = o.wall ?? "#ece8e0";
  const frame = o.frame ?? FRAME.black;
  const light = o.light ?? "day";
  block(s, { x: 0, ground: 0, w: 560, h: 560, wall, roof: "flat", parapet: 30 });
  block(s, { x: 560, ground: 0, w: 360, h: 300, wall: "#c9c2b6", roof: "slab", eave: 30 });
  s.add(rect(380, -560, 180, 560, "#9a7b5c"));
  for (let y = -550; y < 0; y += 18) s.add(rect(380, y, 180, 6, shade("#9a7b5c", 0.2)));
  windowUnit(s, pick(o.win, "u1", { x: 60, y: -500, w: 260, h: 180, style: "casement", panes: 3, frame, light }));
  windowUnit(s, pick(o.win, "l1", { x: 50, y: -270, w: 280, h: 230, style: "picture", frame, light }));
  windowUnit(s, pick(o.win, "u2", { x: 420, y: -520, w: 100, h: 240, style: "picture", frame, light }));
  door(s, { x: 410, y: -230, w: 110, h: 230, type: "glass", color: "#2a2a2c", frame: "#2a2a2c", light, ...o.door });
  garageDoor(s, 610, -220, 270, 220, "#8a8682", "modern");
}

/** @param {Scene} s */
function sceneChandler(s) {
  sky(s, "day", {
    horizon: 860,
    clouds: [
      [700, 120, 260],
      [1150, 220, 220],
    ],
  });
  mountains(s, "day", { horizon: 860, landmark: "rolling", lx: 400, lw: 900, lh: 120 });
  distantRoofs(s, 900, "#c4b6a3");
  const g = 1010;
  gravel(s, 0, 900, W, g - 900 + 60, "#d6bb94");
  s.at(-180, g, 0.62, () =>
    houseTwoStorey(s, {
      wall: WALL.taupe,
      roof: ROOF.slate,
      frame: FRAME.bronze,
      win: (id, b) => ({ ...b, style: id === "l1" ? "picture" : "slider" }),
    }),
  );
  s.at(560, g, 0.75, () => houseModern(s, {}));
  s.at(1400, g, 0.6, () =>
    houseTwoStorey(s, {
      wall: WALL.cream,
      roof: ROOF.terracotta,
      frame: FRAME.white,
      trim: TRIM.tan,
      win: (id, b) => ({ ...b, style: id === "l1" ? "picture" : "double-hung", grid: [3, 2] }),
    }),
  );
  for (const x of [120, 520, 1340, 1820]) palm(s, x, g + 60, 520, 6);
  lawn(s, 0, g, W, 60, "#9ab863");
  driveway(s, 560 + 610 * 0.75, 560 + 880 * 0.75, g, g + 60, 10);
  street(s, g + 60);
  streetLight(s, 1290, g + 60, 360, -1);
  for (const [x, k] of [
    [800, 80],
    [1120, 90],
    [330, 70],
  ])
    agave(s, x, g + 40, k);
  car(s, 1180, 1250, 0.85, "#3f5c6e", true);
}

/** @param {Scene} s */
function scenePhoenix(s) {
  sky(s, "afternoon", {
    horizon: 880,
    sun: { x: 1180, y: 190 },
    clouds: [
      [1450, 120, 280],
      [300, 170, 220],
    ],
  });
  mountains(s, "afternoon", { horizon: 880, landmark: "camelback", lx: 840, lw: 1250, lh: 400 });
  distantRoofs(s, 920, "#b8a898");
  const g = 1030;
  lawn(s, 0, 910, W, g - 910 + 70, "#97b25f");
  for (const [x, h] of [
    [60, 760],
    [1800, 820],
    [1900, 700],
  ])
    palm(s, x, g + 30, h, 8);
  const hx = 170;
  s.at(hx, g, 1.0, () => houseBungalow(s, {}));
  s.add(
    poly(
      [
        [hx + 250, g + 28],
        [hx + 430, g + 28],
        [hx + 470, g + 70],
        [hx + 210, g + 70],
      ],
      "#d6cfc2",
    ),
  );
  tree(s, 1500, g + 50, 280, { color: "#4f8444", fruit: "#f39a2b" });
  shrub(s, 1200, g + 50, 200, 120, "#6e9a5c", "#d94b7b");
  shrub(s, 150, g + 40, 150, 100, "#6e9a5c", "#d94b7b");
  street(s, g + 70);
  car(s, 1380, 1260, 0.9, "#d8c49a");
}

/** @param {Scene} s */
function sceneScottsdale(s) {
  sky(s, "dusk", {
    horizon: 860,
    clouds: [
      [300, 160, 300],
      [1300, 120, 260],
    ],
  });
  mountains(s, "dusk", { horizon: 860, landmark: "mcdowell", lx: -100, lw: 2200, lh: 330 });
  const g = 1050;
  s.group({ filter: s.multiply(0.62, 0.6, 0.8) }, () => {
    gravel(s, 0, 860, W, H - 860, "#b09484");
    s.at(250, g, 1.0, () => houseContemporary(s, { lit: true, light: "dusk" }));
    saguaro(s, 120, g + 60, 480, [
      [-1, 0.5, 0.3],
      [1, 0.62, 0.22],
    ]);
    saguaro(s, 1760, g + 40, 380, [[1, 0.5, 0.25]]);
    ocotillo(s, 1620, g + 80, 280);
    for (const [x, y, k] of [
      [560, g + 80, 100],
      [1380, g + 90, 120],
      [960, g + 150, 90],
    ])
      agave(s, x, y, k);
    boulder(s, 760, g + 110, 200, 80, "#9c806f");
    boulder(s, 1200, g + 140, 160, 60, "#9c806f");
  });
  s.at(250, g, 1.0, () => contemporaryGlazing(s, { lit: true, light: "dusk" }));
  s.add(
    poly(
      [
        [710, g],
        [1350, g],
        [1500, H],
        [560, H],
      ],
      "#ffcf8a",
      { opacity: 0.1 },
    ),
  );
  for (const x of [420, 700, 1000, 1300])
    s.add(
      ellipse(x, g + 40, 90, 16, "#ffd28a", { opacity: 0.3, filter: s.blur(8) }),
      rect(x - 4, g + 10, 8, 30, "#2f2a28"),
      rect(x - 8, g + 6, 16, 8, "#ffe3a8"),
    );
  glow(s, 960, 760, "#f1a36b", 0.1);
}

/** @param {Scene} s */
function sceneTempe(s) {
  sky(s, "day", {
    horizon: 880,
    clouds: [
      [260, 140, 240],
      [900, 90, 200],
    ],
  });
  mountains(s, "day", { horizon: 880, landmark: "tempeButte", lx: 1280, lw: 640, lh: 300 });
  distantRoofs(s, 920, "#c2b4a2");
  const g = 1030;
  gravel(s, 0, 900, W, g - 900 + 70, "#d8bc93");
  palm(s, 1870, g + 40, 760, -10);
  palm(s, 50, g + 40, 680, 10);
  const k = 1.15;
  s.at(150, g, k, () => houseMidCentury(s, {}));
  car(s, 150 + 1035 * k, g, 0.78 * k, "#5fb3a8");
  lawn(s, 150 + 420 * k, g, 600 * k, 60, "#9ab863");
  for (const [x, a] of [
    [330, 80],
    [1260, 90],
    [1720, 100],
  ])
    agave(s, x, g + 50, a);
  shrub(s, 900, g + 50, 180, 100, LAND.sage, "#9b79b8");
  street(s, g + 70);
}

/** @param {Scene} s */
function sceneGlendale(s) {
  sky(s, "sunset", {
    horizon: 880,
    sun: { x: 1240, y: 660 },
    clouds: [
      [200, 200, 320],
      [900, 140, 260],
      [1500, 260, 220],
    ],
  });
  mountains(s, "sunset", { horizon: 880, landmark: "rolling", lx: 900, lw: 1200, lh: 240 });
  distantRoofs(s, 920, "#8a5a5c");
  const g = 1040;
  gravel(s, 0, 900, W, g - 900 + 60, "#c99a7a");
  for (const [x, h] of [
    [1480, 700],
    [1620, 780],
    [1760, 640],
  ])
    palm(s, x, g, h, 10, "#45363f", "#4f3c40");
  s.at(300, g, 1.0, () =>
    houseTwoStorey(s, {
      wall: WALL.adobe,
      roof: ROOF.brown,
      frame: FRAME.black,
      trim: "#e8c49c",
      light: "sunset",
      garageStyle: "carriage",
      garage: "#8a5a40",
    }),
  );
  driveway(s, 300 + 660, 300 + 970, g, g + 60, 20);
  street(s, g + 60, { tone: "#5d5557" });
  agave(s, 180, g + 40, 110, "#6f8f86");
  shrub(s, 110, g + 40, 160, 110, "#6e8a5c", "#d94b7b");
  glow(s, 1240, 660, "#ff8a4a", 0.25);
}

/** @param {Scene} s */
function sceneBlog(s) {
  sky(s, "day", {
    horizon: 820,
    clouds: [
      [300, 120, 260],
      [1300, 160, 300],
    ],
  });
  mountains(s, "day", { horizon: 820, landmark: "superstition", lx: 700, lw: 1200, lh: 220 });
  const g = 900;
  lawn(s, 0, 820, W, g - 820 + 80, "#9ab863");
  s.at(-60, g, 0.55, () => houseTwoStorey(s, { wall: WALL.sand, roof: ROOF.terracotta, frame: FRAME.bronze, light: "day" }));
  s.at(560, g, 0.55, () => houseFarmhouse(s, {}));
  s.at(1060, g, 0.55, () => houseRanch(s, { wall: WALL.greige, roof: ROOF.slate, frame: FRAME.black }));
  tree(s, 520, g + 60, 260, { color: "#4f8444" });
  palm(s, 1020, g + 70, 560, 6);
  tree(s, 1860, g + 60, 240, { color: "#5b8a4a", fruit: "#f39a2b" });
  s.add(rect(0, g + 80, W, 30, "#8fae5c"));
  street(s, g + 110, { walk: 120 });
  const y = g + 215;
  person(s, 700, y, 330, { shirt: "#c7623f", pants: "#3c4656", facing: 1, step: 0.7 });
  person(s, 820, y, 310, { shirt: "#7f9c74", pants: "#45505f", facing: 1, step: -0.6, longHair: true, hair: "#6b4a2e", skin: "#e0b08a" });
  person(s, 920, y, 200, { shirt: "#e0b45e", pants: "#3f5c6e", facing: 1, step: 0.8, skin: "#d9a27c" });
  dog(s, 1030, y, 90, "#c58b4f");
  s.add(line(900, y - 120, 1000, y - 60, "#3a3330", 2));
}

/** @param {Scene} s */
function sceneCrew(s) {
  sky(s, "day", {
    horizon: 860,
    clouds: [
      [200, 140, 260],
      [1200, 100, 240],
    ],
  });
  mountains(s, "day", { horizon: 860, landmark: "superstition", lx: -200, lw: 1300, lh: 230 });
  const g = 960;
  gravel(s, 0, 860, W, H - 860, LAND.gravel);
  s.at(820, g, 0.78, () => houseRanch(s, { wall: WALL.tan, roof: ROOF.terracotta, frame: FRAME.bronze, trim: TRIM.cream }));
  driveway(s, 820 + 915 * 0.78, 820 + 1205 * 0.78, g, H, 120);
  s.add(
    poly(
      [
        [0, 1000],
        [900, 1000],
        [980, H],
        [0, H],
      ],
      s.linear([
        [0, "#cfc8bb"],
        [1, "#ddd6c9"],
      ]),
    ),
  );
  van(s, 40, 1130, 1.05);
  paloVerde(s, 1850, 1010, 280);
  agave(s, 1060, 1040, 90);
  // two installers carrying a new window towards the house
  const y = 1230;
  const wx = 880;
  const ww = 360;
  person(s, 800, y, 360, { pose: "carry", shirt: "#35618c", pants: "#3d3a36", cap: "#2f4f73", facing: 1 });
  groundShadow(s, 1040, y, 300, 14);
  s.group({ transform: `rotate(-2 ${wx} ${y - 320})` }, () => {
    windowUnit(s, { x: wx, y: y - 330, w: ww, h: 250, style: "slider", frame: FRAME.bronze });
    for (const [cx, cy, sx, sy] of [
      [wx, y - 330, 1, 1],
      [wx + ww, y - 330, -1, 1],
      [wx, y - 80, 1, -1],
      [wx + ww, y - 80, -1, -1],
    ])
      s.add(
        poly(
          [
            [cx - sx * 4, cy - sy * 4],
            [cx + sx * 40, cy - sy * 4],
            [cx - sx * 4, cy + sy * 40],
          ],
          "#b8895a",
        ),
      );
  });
  person(s, 1300, y, 350, {
    pose: "carryBack",
    shirt: "#5d6770",
    pants: "#3f4a5a",
    cap: "#2f4f73",
    facing: 1,
    skin: "#a8734f",
    step: -0.7,
  });
}

/* ------------------------------------------------------------------ */
/* Product studio shots                                               */
/* ------------------------------------------------------------------ */

/**
 * @typedef {object} ProductOpts
 * @property {[string, string]} bg backdrop centre and edge colours
 * @property {number} w @property {number} h window size
 * @property {string} side colour of the frame's visible depth (the exterior finish)
 * @property {(x: number, y: number, w: number, h: number) => void} draw draws the window itself
 * @property {[number, number]} [corner] where the magnified corner inset looks (fractions of w, h)
 */

/**
 * Studio product shot: soft gradient backdrop, floor, the window standing on it with its
 * frame depth showing, a soft shadow and a round magnified-corner inset.
 * @param {Scene} s @param {ProductOpts} o
 */
function productShot(s, o) {
  const [c0, c1] = o.bg;
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.radial(
        [
          [0, c0],
          [1, c1],
        ],
        0.45,
        0.4,
        0.85,
      ),
    ),
  );
  const floorY = 1060;
  s.add(
    rect(
      0,
      floorY,
      W,
      H - floorY,
      s.linear([
        [0, shade(c1, 0.06)],
        [1, tint(c1, 0.1)],
      ]),
    ),
  );
  s.add(rect(0, floorY - 2, W, 4, shade(c1, 0.12), { opacity: 0.5 }));
  const x = 760 - o.w / 2;
  const y = floorY - 20 - o.h;
  const { w, h } = o;
  s.add(rect(x + 40, y + 30, w, h, "#2e2019", { opacity: 0.14, filter: s.blur(26) }));
  s.add(ellipse(x + w / 2 + 30, floorY - 10, w * 0.62, 26, "#2e2019", { opacity: 0.28, filter: s.blur(12) }));
  const dx = 34;
  const dy = 22;
  s.add(
    poly(
      [
        [x + w, y],
        [x + w + dx, y - dy],
        [x + w + dx, y + h - dy],
        [x + w, y + h],
      ],
      shade(o.side, 0.25),
    ),
  );
  s.add(
    poly(
      [
        [x, y],
        [x + dx, y - dy],
        [x + w + dx, y - dy],
        [x + w, y],
      ],
      tint(o.side, 0.12),
    ),
  );
  o.draw(x, y, w, h);
  // magnified corner inset
  const [fu, fv] = o.corner ?? [0, 0];
  const cx = 1560;
  const cy = 470;
  const r = 230;
  const k = 3.2;
  s.add(circle(cx + 10, cy + 16, r, "#2e2019", { opacity: 0.16, filter: s.blur(14) }));
  s.add(circle(cx, cy, r + 10, "#ffffff"));
  s.group({ clipPath: s.clip(circle(cx, cy, r, "#000")) }, () => {
    s.add(rect(cx - r, cy - r, 2 * r, 2 * r, c0));
    const px = x + w * fu;
    const py = y + h * fv;
    s.at(cx - px * k, cy - py * k, k, () => o.draw(x, y, w, h));
  });
  s.add(circle(cx, cy, r, "none", { stroke: shade(c1, 0.1), strokeWidth: 3 }));
  s.add(line(x + w * fu, y + h * fv, cx - r * 0.75, cy + r * 0.66, shade(c1, 0.2), 2, { strokeDasharray: "8 8", opacity: 0.7 }));
  s.add(circle(x + w * fu, y + h * fv, 46, "none", { stroke: shade(c1, 0.2), strokeWidth: 2, opacity: 0.7 }));
}

/**
 * Wood grain over the frame members of a window (not its glass).
 * @param {Scene} s @param {number} x @param {number} y @param {number} w @param {number} h @param {number} f member width
 * @param {string} color
 */
function frameGrain(s, x, y, w, h, f, color) {
  let g = "";
  const c = shade(color, 0.22);
  for (let i = 0; i < 4; i++) {
    const o = f * (0.2 + i * 0.2);
    g += line(x + o, y, x + o + s.r(-2, 2), y + h, c, 1.3) + line(x + w - o, y, x + w - o + s.r(-2, 2), y + h, c, 1.3);
    g += line(x, y + o, x + w, y + o + s.r(-2, 2), c, 1.3) + line(x, y + h - o, x + w, y + h - o + s.r(-2, 2), c, 1.3);
    g += line(x, y + h / 2 - f * 0.5 + o, x + w, y + h / 2 - f * 0.5 + o, c, 1.3);
  }
  s.add(`<g opacity="0.45">${g}</g>`);
}

/** @type {Record<string, ProductOpts>} */
const PRODUCTS = {
  "pella-impervia": {
    bg: ["#eef2f5", "#c3cfd9"],
    w: 760,
    h: 860,
    side: "#2b2a2c",
    corner: [1, 0],
    draw: (x, y, w, h) => windowUnit(CUR, { x, y, w, h, style: "casement", panes: 2, frame: "#2b2a2c", light: "studio", f: 38 }),
  },
  "pella-vinyl-250": {
    bg: ["#f3f7fa", "#cddceb"],
    w: 560,
    h: 920,
    side: "#e4e3de",
    corner: [0, 0.5],
    draw: (x, y, w, h) => windowUnit(CUR, { x, y, w, h, style: "double-hung", frame: FRAME.white, light: "studio", f: 32 }),
  },
  "pella-lifestyle": {
    bg: ["#f8f1e6", "#e0ccb0"],
    w: 600,
    h: 920,
    side: "#46574a",
    corner: [0, 0],
    draw: (x, y, w, h) => {
      CUR.add(rect(x - 14, y - 14, w + 28, h + 28, "#46574a"));
      windowUnit(CUR, { x, y, w, h, style: "double-hung", frame: "#b98250", light: "studio", f: 38, grid: [2, 1] });
      frameGrain(CUR, x, y, w, h, 38, "#b98250");
    },
  },
  "milgard-tuscany-v400": {
    bg: ["#f7eee0", "#dcc7a4"],
    w: 580,
    h: 920,
    side: "#cbb58d",
    corner: [0.5, 0.5],
    draw: (x, y, w, h) => windowUnit(CUR, { x, y, w, h, style: "single-hung", frame: "#d9c5a0", light: "studio", f: 32, grid: [3, 2] }),
  },
  "milgard-styline-v250": {
    bg: ["#f1f4ee", "#c9d5c0"],
    w: 960,
    h: 620,
    side: "#e2e1dc",
    corner: [0.5, 0.5],
    draw: (x, y, w, h) => windowUnit(CUR, { x, y, w, h, style: "slider", frame: FRAME.white, light: "studio", f: 28 }),
  },
  "milgard-trinsic-v300": {
    bg: ["#f6efe9", "#d9c8bb"],
    w: 640,
    h: 940,
    side: "#1e1f22",
    corner: [1, 0.7],
    draw: (x, y, w, h) => {
      const top = h * 0.7;
      windowUnit(CUR, { x, y, w, h: top, style: "picture", frame: FRAME.black, light: "studio", f: 14 });
      windowUnit(CUR, { x, y: y + top, w, h: h - top, style: "awning", frame: FRAME.black, light: "studio", f: 14 });
    },
  },
};

/** Scene being drawn by a product's draw() callback. @type {Scene} */
let CUR = new Scene(0);

/** @param {string} name */
const sceneProduct = (name) => (/** @type {Scene} */ s) => {
  CUR = s;
  productShot(s, PRODUCTS[name]);
};

/* ------------------------------------------------------------------ */
/* Before / during / after projects                                   */
/* ------------------------------------------------------------------ */

/** @typedef {'before' | 'during' | 'after'} ProjectState */

/**
 * Old builder-grade aluminium sliding patio door with a screen.
 * @param {Scene} s @param {number} x @param {number} y @param {number} w @param {number} h
 */
function oldPatioDoor(s, x, y, w, h) {
  const al = FRAME.silver;
  const f = 10;
  s.add(rect(x - 3, y - 3, w + 6, h + 6, "#2a1d16", { opacity: 0.35 }));
  s.add(rect(x, y, w, h, al));
  glass(s, x + f, y + f, w / 2 - f, h - 2 * f, "old");
  glass(s, x + w / 2, y + f, w / 2 - f, h - 2 * f, "old");
  s.add(rect(x + w / 2 - 4, y + f, 8, h - 2 * f, shade(al, 0.15)));
  s.add(rect(x + w / 2 + 4, y + f + 4, w / 2 - f - 8, h - 2 * f - 8, "#4a5052", { opacity: 0.35 }));
  s.add(rect(x + w / 2 + 4, y + h * 0.55, w / 2 - f - 8, 6, "#9aa0a2"));
  s.add(rect(x + w / 2 - 20, y + h * 0.48, 8, 40, "#6c7173", { rx: 3 }));
  s.add(rect(x, y, w, h, "#c9b9a2", { opacity: 0.12 }));
}

/** Cheap white plastic patio chair. @param {Scene} s @param {number} x centre @param {number} base */
function plasticChair(s, x, base) {
  const c = "#efeee8";
  s.add(pathEl(`M${x - 60},${base - 110}L${x - 52},${base - 210}Q${x},${base - 232} ${x + 52},${base - 210}L${x + 60},${base - 110}Z`, c));
  for (let i = 0; i < 4; i++) s.add(rect(x - 36 + i * 20, base - 200, 8, 70, shade(c, 0.12)));
  s.add(rect(x - 72, base - 116, 144, 18, shade(c, 0.05), { rx: 8 }));
  s.add(
    pline(
      [
        [x - 60, base - 100],
        [x - 70, base],
      ],
      c,
      12,
    ),
    pline(
      [
        [x + 60, base - 100],
        [x + 70, base],
      ],
      c,
      12,
    ),
  );
  s.add(rect(x - 86, base - 150, 26, 10, c, { rx: 5 }), rect(x + 60, base - 150, 26, 10, c, { rx: 5 }));
}

/** Sawhorse. @param {Scene} s @param {number} x @param {number} base @param {number} w */
function sawhorse(s, x, base, w) {
  const h = w * 0.5;
  s.add(
    pline(
      [
        [x + w * 0.1, base],
        [x + w * 0.2, base - h],
      ],
      "#c99a5b",
      10,
    ),
    pline(
      [
        [x + w * 0.3, base],
        [x + w * 0.2, base - h],
      ],
      "#b8894c",
      10,
    ),
  );
  s.add(
    pline(
      [
        [x + w * 0.7, base],
        [x + w * 0.8, base - h],
      ],
      "#c99a5b",
      10,
    ),
    pline(
      [
        [x + w * 0.9, base],
        [x + w * 0.8, base - h],
      ],
      "#b8894c",
      10,
    ),
  );
  s.add(rect(x, base - h - 14, w, 16, "#d8aa6a"));
}

/**
 * Project 1: single-storey ranch.
 * @param {Scene} s @param {ProjectState} st
 */
function project1(s, st) {
  sky(s, "afternoon", {
    horizon: 900,
    clouds: [
      [260, 150, 260],
      [1150, 110, 220],
    ],
  });
  mountains(s, "afternoon", { horizon: 900, landmark: "rolling", lx: 1100, lw: 900, lh: 180 });
  const g = 1060;
  const k = 1.18;
  const hx = (W - 1320 * k) / 2;
  s.group({ filter: st === "before" ? s.saturate(0.55) : undefined }, () => {
    gravel(s, 0, 900, W, 240, "#d2b48c");
    /** @type {WindowHook} */
    const win = (id, b) => {
      if (st === "before") return { ...b, style: "old" };
      if (st === "during") return id === "w1" ? { ...b, tape: true } : id === "w2" ? { ...b, style: "empty" } : { ...b, style: "old" };
      return b;
    };
    s.at(hx, g, k, () =>
      houseRanch(s, {
        wall: WALL.sand,
        roof: ROOF.brown,
        frame: FRAME.bronze,
        trim: "#e6cfa7",
        win,
        garage: st === "before" ? "#e2d3bb" : undefined,
      }),
    );
    driveway(s, hx + 915 * k, hx + 1205 * k, g, g + 80, 30);
    street(s, g + 80);
    paloVerde(s, 80, g + 50, 340);
    saguaro(s, 1860, g + 60, 400, [
      [-1, 0.45, 0.3],
      [1, 0.6, 0.2],
    ]);
    for (const [x, a] of [
      [470, 80],
      [900, 70],
      [1740, 90],
    ])
      agave(s, x, g + 40, a);
    boulder(s, 660, g + 55, 120, 46);
    if (st === "before") for (const x of [380, 560, 900, 1120, 1640]) s.add(pathEl(`M${x},${g + 50}l6,-26l4,22l6,-30l4,34z`, "#a58d5e"));
    if (st === "after")
      for (const x of [420, 960, 1190]) s.add(rect(x - 3, g + 18, 6, 24, "#2f2a28"), rect(x - 7, g + 14, 14, 6, "#d8d2c0"));
  });
  if (st === "during") {
    dropCloth(s, hx + 330 * k, g + 6, 320 * k);
    ladder(s, hx + 625 * k, g + 40, g - 340, 100, "#d9b23d");
    wrappedWindow(s, hx + 950 * k, g + 4, 250 * k, 160 * k, { frame: FRAME.bronze, tilt: -4 });
    wrappedWindow(s, hx + 1150 * k, g + 14, 70 * k, 120 * k, { frame: FRAME.bronze, tilt: -3, style: "single-hung" });
    toolbox(s, hx + 780 * k, g + 40, 80);
    person(s, hx + 300 * k, g + 44, 280, { pose: "stand", shirt: "#35618c", pants: "#3d3a36", cap: "#2f4f73", vest: true });
  }
}

/**
 * Project 2: two-storey stucco home.
 * @param {Scene} s @param {ProjectState} st
 */
function project2(s, st) {
  sky(s, "day", {
    horizon: 900,
    clouds: [
      [200, 140, 240],
      [1500, 120, 280],
    ],
  });
  mountains(s, "day", { horizon: 900, landmark: "superstition", lx: 1150, lw: 900, lh: 220 });
  const g = 1060;
  const hx = 400;
  s.group({ filter: st === "before" ? s.saturate(0.55) : undefined }, () => {
    gravel(s, 0, 900, W, 240, LAND.gravel);
    palm(s, 250, g, 680, -8);
    palm(s, 1760, g, 600, 10);
    /** @type {WindowHook} */
    const win = (id, b) => {
      if (st === "before") return { ...b, style: "old" };
      if (st === "during") return id === "u1" ? { ...b, style: "empty" } : id === "u2" ? { ...b, tape: true } : { ...b, style: "old" };
      return id === "l1" ? { ...b, style: "casement", panes: 3 } : b;
    };
    s.at(hx, g, 1.1, () =>
      houseTwoStorey(s, {
        wall: WALL.greige,
        roof: ROOF.slate,
        frame: FRAME.bronze,
        trim: TRIM.cream,
        win,
        door: { type: "craftsman", color: "#6e4327", frame: TRIM.white, side: 0 },
      }),
    );
    driveway(s, hx + 660 * 1.1, hx + 970 * 1.1, g, g + 70, 30);
    street(s, g + 70);
    for (const [x, k] of [
      [200, 100],
      [1650, 90],
      [1850, 110],
    ])
      agave(s, x, g + 40, k);
    shrub(s, 110, g + 50, 180, 110, LAND.sage, "#9b79b8");
    barrel(s, 1580, g + 50, 26);
  });
  if (st === "during") {
    dropCloth(s, hx + 40, g + 8, 330);
    ladder(s, hx + 330, g + 50, g - 520, 110, "#d9b23d");
    wrappedWindow(s, hx + 760, g + 6, 250, 170, { frame: FRAME.bronze, tilt: -4 });
    s.group({ transform: `rotate(4 ${hx + 1050} ${g + 10})` }, () =>
      windowUnit(s, { x: hx + 1050, y: g - 160, w: 220, h: 165, style: "old" }),
    );
    person(s, hx + 460, g + 50, 280, { pose: "stand", shirt: "#5d6770", pants: "#3f4a5a", cap: "#2f4f73", vest: true, skin: "#a8734f" });
  }
}

/**
 * Project 3: patio wall, old slider replaced by a wider multi-slide door.
 * @param {Scene} s @param {ProjectState} st
 */
function project3(s, st) {
  sky(s, "afternoon", { horizon: 300, sun: false });
  const ground = 1010;
  s.group({ filter: st === "before" ? s.saturate(0.55) : undefined }, () => {
    const wall = WALL.sand;
    s.add(
      rect(
        0,
        150,
        W,
        ground - 150,
        s.linear([
          [0, shade(wall, 0.05)],
          [1, tint(wall, 0.05)],
        ]),
      ),
    );
    hipRoof(s, -40, W + 40, 160, 120, ROOF.clay);
    s.add(rect(0, 160, W, 30, "#2e2019", { opacity: 0.18 }));
    s.add(rect(0, ground, W, H - ground, "#cfc6b6"));
    for (let x = 0; x < W; x += 240) s.add(line(x, ground, x - 120 + (x - 960) * 0.3, H, shade("#cfc6b6", 0.12), 3));
    s.add(rect(0, 1140, W, 3, shade("#cfc6b6", 0.12)));
    if (st === "before") {
      oldPatioDoor(s, 620, 460, 560, ground - 460);
      windowUnit(s, { x: 1560, y: 500, w: 300, h: 240, style: "old", trim: TRIM.tan });
      plasticChair(s, 240, ground + 40);
      s.add(
        poly(
          [
            [380, 1010],
            [440, 1010],
            [450, 960],
            [370, 960],
          ],
          "#b97a55",
        ),
        pathEl("M390,960l10,-40l8,38l10,-30l10,32z", "#9c8a5e"),
      );
    } else if (st === "during") {
      s.add(rect(490, 400, 960, ground - 400, "#3b2e26"));
      s.add(rect(490, 400, 960, 40, "#c9a46c"), rect(490, 400, 24, ground - 400, "#b8925c"), rect(1426, 400, 24, ground - 400, "#b8925c"));
      s.add(rect(514, 440, 912, ground - 440, "#eef3f5", { opacity: 0.3 }));
      for (const u of [0.2, 0.45, 0.7, 0.9])
        s.add(line(514 + 912 * u, 440, 514 + 912 * (u - 0.05), ground, "#ffffff", 2, { opacity: 0.3 }));
      s.add(rect(470, 380, 1000, 24, "#3f7fcc"));
      windowUnit(s, { x: 1560, y: 500, w: 300, h: 240, style: "slider", frame: FRAME.black, trim: TRIM.tan, tape: true });
      for (let i = 0; i < 3; i++) {
        s.group({ transform: `rotate(${6 - i * 2} ${240 + i * 40} ${ground})` }, () => {
          s.add(rect(100 + i * 40, ground - 560, 200, 560, FRAME.black));
          glass(s, 112 + i * 40, ground - 548, 176, 536, "day");
          s.add(rect(100 + i * 40, ground - 560, 200, 560, "#ffffff", { opacity: 0.15 }));
          for (const [cx, cy, sx, sy] of [
            [100 + i * 40, ground - 560, 1, 1],
            [300 + i * 40, ground - 560, -1, 1],
          ])
            s.add(
              poly(
                [
                  [cx, cy],
                  [cx + sx * 40, cy],
                  [cx, cy + sy * 40],
                ],
                "#b8895a",
              ),
            );
        });
      }
      groundShadow(s, 260, ground + 4, 200, 10);
      dropCloth(s, 540, ground + 10, 820);
      sawhorse(s, 1540, ground + 70, 240);
      toolbox(s, 1230, ground + 70, 90);
      person(s, 1820, ground + 100, 300, { pose: "stand", shirt: "#35618c", pants: "#3d3a36", cap: "#2f4f73", vest: true });
    } else {
      s.add(rect(470, 380, 1000, ground - 380, TRIM.cream));
      multiSlide(s, 490, 400, 960, ground - 400, { panels: 4, open: 0.55, frame: FRAME.black, light: "day" });
      windowUnit(s, { x: 1560, y: 500, w: 300, h: 240, style: "slider", frame: FRAME.black, trim: TRIM.tan });
      patioSet(s, 80, ground + 150, 1.15, "#e9dcc3");
      potted(s, 1560, ground + 60, 200, "agave");
      potted(s, 1820, ground + 80, 240, "shrub");
    }
  });
}

/**
 * @param {1 | 2 | 3} n @param {ProjectState} st
 * @returns {(s: Scene) => void}
 */
const sceneProject = (n, st) => (s) => [project1, project2, project3][n - 1](s, st);

/* ------------------------------------------------------------------ */
/* Rendering                                                          */
/* ------------------------------------------------------------------ */

/** @type {Record<string, (s: Scene) => void>} */
const SCENES = {
  "hero-home": sceneHero,
  windows: sceneWindows,
  doors: sceneDoors,
  "interior-doors": sceneInteriorDoors,
  "french-doors": sceneFrenchDoors,
  "barn-doors": sceneBarnDoors,
  "window-replacement": sceneWindowReplacement,
  commercial: sceneCommercial,
  "energy-efficiency": sceneEnergy,
  "custom-windows-doors": sceneCustom,
  "city-gilbert": sceneGilbert,
  "city-mesa": sceneMesa,
  "city-chandler": sceneChandler,
  "city-phoenix": scenePhoenix,
  "city-scottsdale": sceneScottsdale,
  "city-tempe": sceneTempe,
  "city-glendale": sceneGlendale,
  "blog-gilbert-guide": sceneBlog,
  "about-crew": sceneCrew,
  ...Object.fromEntries(Object.keys(PRODUCTS).map((name) => [name, sceneProduct(name)])),
  ...Object.fromEntries(
    /** @type {const} */ ([1, 2, 3]).flatMap((n) =>
      /** @type {const} */ (["before", "during", "after"]).map((st) => [`project-${n}-${st}`, sceneProject(n, st)]),
    ),
  ),
};

/** Stable 32-bit seed from a scene name (FNV-1a). @param {string} name */
function seedOf(name) {
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/**
 * Draws one scene and writes its JPEG.
 * @param {string} name @param {(s: Scene) => void} draw
 */
async function render(name, draw) {
  const s = new Scene(seedOf(name));
  draw(s);
  const file = path.join(OUT_DIR, `${name}.jpg`);
  await sharp(Buffer.from(s.svg()), { density: 72 })
    .flatten({ background: "#ffffff" })
    .resize(W, H)
    .jpeg({ quality: 80, mozjpeg: true, progressive: true })
    .toFile(file);
  const { size } = await stat(file);
  console.log(`${name.padEnd(24)} ${(size / 1024).toFixed(0).padStart(4)} KB`);
  return size;
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((n) => !(n in SCENES));
if (unknown.length) {
  console.error(`Unknown scene(s): ${unknown.join(", ")}. Known: ${Object.keys(SCENES).join(", ")}`);
  process.exit(1);
}
await mkdir(OUT_DIR, { recursive: true });
for (const [name, draw] of Object.entries(SCENES)) {
  if (wanted.length && !wanted.includes(name)) continue;
  await render(name, draw);
}
