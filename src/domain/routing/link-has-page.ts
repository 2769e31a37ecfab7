/**
 * Whether an in-app link leads to a page the app has (tests/domain/routing/link-has-page.test.ts), so a
 * link to a page not built yet is not shown. `routePaths` are the router's full paths:
 * `$name` matches one segment, a lone `$` the rest of the path, `step-{$step}` a segment with that
 * prefix. Paths in `ignored` are left out: the one-segment group landing (/{id}) takes any word and
 * answers "not found" for unknown ones, so it proves no page exists. Outside links (not starting with
 * one slash) are not ours to judge and count as live.
 */
export function linkHasPage(href: string, routePaths: readonly string[], ignored: readonly string[] = []): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return true;
  const path = href.split(/[?#]/, 1)[0] ?? '/';
  const segments = splitPath(path);
  const skip = new Set(ignored.map(normalize));
  return routePaths.some((route) => !skip.has(normalize(route)) && matches(splitPath(route), segments));
}

function normalize(path: string): string {
  return `/${splitPath(path).join('/')}`;
}

function splitPath(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

function matches(route: readonly string[], segments: readonly string[]): boolean {
  for (let i = 0; i < route.length; i += 1) {
    const part = route[i]!;
    if (part === '$') return true;
    const segment = segments[i];
    if (segment === undefined) return false;
    if (!segmentMatches(part, segment)) return false;
  }
  return route.length === segments.length;
}

function segmentMatches(part: string, segment: string): boolean {
  if (part.startsWith('$')) return segment !== '';
  const brace = part.indexOf('{$');
  if (brace >= 0 && part.endsWith('}')) {
    const prefix = part.slice(0, brace);
    return segment.startsWith(prefix) && segment.length > prefix.length;
  }
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is compared as written.
  }
  return part === segment || part === decoded;
}
