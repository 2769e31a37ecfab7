/**
 * A painted page (decision 0059) is readable before any of its script has run, so its script need not
 * share the first round trips with what the first paint does need: the stylesheet and the pictures at the
 * top. Its entry script and module preloads (the entry's own imports and the page's chunks, decision
 * 0058) are taken out of the HTML and started by a small inline module once the browser has painted
 * (decision 0060). A tab opened in the background, which paints nothing, starts them at once.
 *
 * The loader is inline, so it carries the response's CSP nonce. Without a nonce (no CSP middleware), or
 * when the HTML does not have the build's one entry script, the page is left as it is.
 * tests/server/http/scripts-after-paint.test.ts.
 */

const ENTRY_SCRIPT = /[ \t]*<script type="module" crossorigin src="(\/assets\/[A-Za-z0-9._-]+\.js)"><\/script>\n?/g;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin( fetchpriority="low")? href="(\/assets\/[A-Za-z0-9._-]+\.js)">\n?/g;

export function scriptsAfterFirstPaint(html: string, nonce: string | undefined): string {
  if (!nonce || !/^[A-Za-z0-9+/=_-]+$/.test(nonce)) return html;
  const entries = [...html.matchAll(ENTRY_SCRIPT)];
  if (entries.length !== 1 || !html.includes('</head>')) return html;
  const entry = entries[0]![1]!;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match): Preload => [match[2]!, match[1] ? 1 : 0]);
  const rest = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  return rest.replace('</head>', () => `  <script type="module" nonce="${nonce}">${loader(entry, preloads)}</script>\n  </head>`);
}

/** A module preload: its file, and 1 when it asked for low priority (the page's chunks, decision 0058). */
type Preload = [href: string, low: 0 | 1];

/**
 * How many of the page's low-priority preloads go into <head> per task. Inserting a module preload costs
 * 1 to 5 ms under a phone's CPU (4× slowdown, measured), and a painted page names about 40: in one task
 * that was a long task of 60 to 110 ms, blocking the page it had just painted.
 */
export const PRELOADS_PER_TASK = 6;

/**
 * The inline module: after the first frame (requestAnimationFrame, then a task, which runs once that
 * frame is painted), the entry's own preloads and the entry go into <head> as the script element it was:
 * a script element is compiled while it downloads, where an import() of it was compiled in one task on the
 * main thread once it had arrived (about 100 ms under a phone's CPU, measured). The page's low-priority
 * preloads follow, PRELOADS_PER_TASK at a time, a task each: they are needed once the entry has arrived
 * and run, hundreds of milliseconds later. The file names are the build's own (checked above), written as
 * JSON.
 */
function loader(entry: string, preloads: Preload[]): string {
  return [
    `const add=([href,low])=>{const link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";`,
    `if(low)link.fetchPriority="low";link.href=href;document.head.append(link)};`,
    `const start=()=>{const all=${JSON.stringify(preloads)};all.filter(p=>!p[1]).forEach(add);`,
    `const script=document.createElement("script");script.type="module";script.crossOrigin="";script.src=${JSON.stringify(entry)};document.head.append(script);`,
    `const low=all.filter(p=>p[1]);const next=()=>{low.splice(0,${PRELOADS_PER_TASK}).forEach(add);if(low.length)setTimeout(next)};next()};`,
    `document.visibilityState==="hidden"?start():requestAnimationFrame(()=>setTimeout(start))`,
  ].join('');
}
