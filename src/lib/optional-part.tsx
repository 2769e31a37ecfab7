import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A part of the page that shows nothing a first paint needs (the footer below the fold, the pending-booking
 * offer, the developer tools for staff) as a chunk of its own, fetched beside the page rather than in the
 * first bundle. One that cannot load (offline on a version this device has not cached) leaves the page as
 * it is rather than failing it. `useWanted` (a hook) says whether the page needs the part yet: until it
 * does, its chunk is not fetched. Test: tests/lib/optional-part.test.tsx.
 */
const always = () => true;

export function optionalPart(load: () => Promise<ComponentType>, useWanted: () => boolean = always): ComponentType {
  const Part = lazy(
    (): Promise<{ default: ComponentType }> =>
      load().then((component) => ({ default: component }), () => ({ default: () => null })),
  );
  return function OptionalPart() {
    // The boundary stands whether or not the part is wanted, so a server's paint hydrates the same way.
    const wanted = useWanted();
    return <Suspense fallback={null}>{wanted ? <Part /> : null}</Suspense>;
  };
}
