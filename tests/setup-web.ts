import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup: unmount after each test.
afterEach(() => cleanup());

// findBy*/waitFor wait for something to appear, often a lazily imported chunk (a modal, a page). Their
// default of 1 s is shorter than a dynamic import takes on a busy 2-core runner, which made the verdict
// depend on the machine's load; 10 s only bounds a wait, it never slows a passing test.
configure({ asyncUtilTimeout: 10_000 });
