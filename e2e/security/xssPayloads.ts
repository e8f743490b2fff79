/**
 * XSS payloads, each setting `window.__xss` to its number (or opening a dialog) if it ever runs.
 * Classic tags, event handlers, SVG/MathML, javascript: URLs, template syntax, encodings.
 */
export const XSS_PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<svg onload="window.__xss=3">',
  '<svg><script>window.__xss=4</script></svg>',
  '"><img src=x onerror=window.__xss=5>',
  "'><script>window.__xss=6</script>",
  '<iframe src="javascript:parent.__xss=7"></iframe>',
  '<a href="javascript:window.__xss=8">link8</a>',
  '<body onload=window.__xss=9>',
  '<details open ontoggle=window.__xss=10>',
  '<input autofocus onfocus=window.__xss=11>',
  '<video><source onerror="window.__xss=12"></video>',
  '<audio src=x onerror=window.__xss=13>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=14>',
  '<marquee onstart=window.__xss=15>m</marquee>',
  'javascript:window.__xss=16',
  "{{constructor.constructor('window.__xss=17')()}}",
  '${window.__xss=18}',
  '<object data="javascript:window.__xss=19">',
  '<embed src="javascript:window.__xss=20">',
  '<form><button formaction=javascript:window.__xss=21>b</button></form>',
  '<style>@import "javascript:window.__xss=23";</style>',
  '<div style="background:url(javascript:window.__xss=24)">d</div>',
  '<scr<script>ipt>window.__xss=25</scr</script>ipt>',
  '%3Cscript%3Ewindow.__xss=26%3C/script%3E',
  '&lt;img src=x onerror=window.__xss=27&gt;',
  "<img src=x:x onerror=eval(atob('d2luZG93Ll9feHNzPTI4'))>",
  '<svg><animate onbegin=window.__xss=29 attributeName=x dur=1s>',
  '<img srcset=",x" onerror=window.__xss=30>',
  '<img src=x onerror=alert(31)>',
];

/** Packs payloads into as few values as fit `maxLength` each (a space between two). */
export function pack(maxLength: number, payloads = XSS_PAYLOADS): string[] {
  const values: string[] = [];
  let current = '';
  for (const payload of payloads) {
    if (payload.length > maxLength) continue;
    const joined = current ? `${current} ${payload}` : payload;
    if (joined.length <= maxLength) current = joined;
    else {
      values.push(current);
      current = payload;
    }
  }
  if (current) values.push(current);
  return values;
}

/** Payloads short enough for a field of `maxLength`. */
export const fitting = (maxLength: number) =>
  XSS_PAYLOADS.filter((payload) => payload.length <= maxLength);
