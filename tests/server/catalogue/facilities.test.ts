import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { z } from 'zod';
import { facilitySchema } from '@/contract/listings';
import type { AppEnv } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { FACILITIES } from '@server/db/seed/taxonomy-data';
import { createTestDb } from '../support/test-db';
import { catalogueApp, getJson } from './search-app';

let opened: OpenedDatabase;
let app: Hono<AppEnv>;

beforeAll(async () => {
  opened = await createTestDb();
  app = catalogueApp(opened);
});

afterAll(async () => {
  await opened.close();
});

describe('GET /facilities.json', () => {
  it('lists every facility by id, named in the request language', async () => {
    const en = await getJson(app, '/api/v5/facilities.json', 'en');
    const th = await getJson(app, '/api/v5/facilities.json', 'th');
    expect(en.status).toBe(200);
    const enList = z.array(facilitySchema).parse(en.body.data);
    const thList = z.array(facilitySchema).parse(th.body.data);
    expect(enList.map((f) => f.id)).toEqual(FACILITIES.map((f) => f.id).sort((a, b) => a - b));
    expect(enList.find((f) => f.slug === 'parking')?.name).toBe('Parking');
    expect(thList.find((f) => f.slug === 'parking')?.name).toBe('ที่จอดรถ');
  });
});
