import path from 'node:path';
import { fileURLToPath } from 'node:url';
import purgeCss from '@fullhuman/postcss-purgecss';
import type { Plugin as PostcssPlugin } from 'postcss';

/**
 * Class names built at run time, which no source file spells out whole: React Bootstrap's
 * `${prefix}-${variant}`/`-${size}`/`-${breakpoint}` (Button, Alert, Badge, Spinner, Navbar's
 * expand, Offcanvas, Modal, Col, Row, Card's bg/text/border, `position-${containerPosition}`)
 * and ours (`btn-${variant}` in LinkButton). Their whole families are kept (found missing by
 * comparing screenshots of every page before and after: Nav's `nav-pills`, Row's `row-cols-*`;
 * and by an e2e test: Navbar's `sticky-top`).
 */
const COLOURS =
  '(primary|secondary|success|danger|warning|info|light|dark|white|black|body|muted|transparent)';
const RUNTIME_CLASS_FAMILIES = [
  /^btn-/,
  new RegExp(`^(text-bg|bg|text|border|link)-${COLOURS}`),
  /^alert-/,
  /^badge/,
  /^spinner-/,
  /^navbar-(?!expand)/,
  /^navbar-expand-lg$/,
  /^offcanvas(-(start|end|top|bottom|header|title|body|backdrop))?$/,
  /^modal/,
  /^dropdown/,
  /^col/,
  /^row-cols-/,
  /^g[xy]?-/,
  /^nav-/,
  /^table-/,
  /^list-group/,
  /^accordion/,
  /^progress/,
  /^input-group/,
  /^img-/,
  /^container/,
  /^form-/,
  /^visually-hidden/,
  // Navbar's `sticky-${sticky}`: without it the navbar loses its z-index and toasts cover its
  // open menus (e2e/liveMessaging's "menu on top" check found it)
  /^(sticky|fixed)-(top|bottom)$/,
  // Any component's `position-${position}` prop: without it a "fixed" container falls back to
  // whatever else it is (ToastContainer's stack was drawn off screen on a scrolled page)
  /^position-(static|relative|absolute|fixed|sticky)$/,
  // state classes React Bootstrap and Bootstrap's transitions toggle
  /^(show|showing|hiding|fade|collapse|collapsing|active|disabled)$/,
];

/** The React Bootstrap components we import (and their parts: Form* is FormCheck, FormGroup...). */
const USED_COMPONENTS =
  '{Accordion,Alert,Badge,Button,Card,CloseButton,Col,Collapse,Container,Dropdown,Fade,Feedback,Form,Image,InputGroup,ListGroup,Modal,Nav,Offcanvas,ProgressBar,Row,Spinner,Table}*.js';

/**
 * Drops the Bootstrap rules no page uses (about 90 % of the 240 KB stylesheet is unused on any
 * one page, and it blocks the first paint). Runs on Bootstrap's stylesheet only, at build:
 * a rule stays when its selectors' class names, tags or attributes appear in our sources, in
 * React Bootstrap's (which spells out most of the classes it sets) or in RUNTIME_CLASS_FAMILIES.
 * Our own stylesheets are left whole. Everything under [data-bs-theme] (dark mode) stays.
 */
const webRoot = path.dirname(fileURLToPath(import.meta.url));

export function purgeUnusedBootstrap(): PostcssPlugin {
  const purge = purgeCss({
    content: [
      'index.html',
      'src/**/*.{ts,tsx}',
      `../node_modules/react-bootstrap/esm/${USED_COMPONENTS}`,
      '../node_modules/@restart/ui/esm/**/*.js',
    ].map((glob) => path.join(webRoot, glob)),
    safelist: { standard: RUNTIME_CLASS_FAMILIES, greedy: [/data-bs-theme/] },
    // CSS variables and keyframes are cheap and may be read by our own stylesheets.
    variables: false,
    keyframes: false,
    fontFace: false,
  }) as PostcssPlugin;
  return {
    postcssPlugin: 'serendip-purge-bootstrap',
    OnceExit(root, helpers) {
      if (!/[\\/]node_modules[\\/]bootstrap[\\/]/.test(root.source?.input.file ?? '')) return;
      return (purge.OnceExit as NonNullable<PostcssPlugin['OnceExit']>)(root, helpers);
    },
  };
}
