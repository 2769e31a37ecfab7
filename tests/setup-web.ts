import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';

// The components run on preact/compat here, as in the build (vitest.config.ts). Preact runs effects
// after the next frame: requestAnimationFrame raced by a timer whose callback calls cancelAnimationFrame,
// which jsdom's teardown has already removed when a test file ends with effects pending (an uncaught
// ReferenceError). A plain timer schedules them the same way without that race.
options.requestAnimationFrame = (callback) => setTimeout(callback);

// Vitest runs without globals, so Testing Library cannot register its own cleanup: unmount after each test.
afterEach(() => cleanup());
