import { afterAll, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { fetchDocument } from './openapi-operations.ts';

/**
 * The OpenAPI document is the portal's contract with its clients: a refactor must leave it as it is. Any change shows
 * here as a diff of `openapi.snapshot.json`; a deliberate change of the API is accepted with `vitest -u`.
 */
const t = await createTestApp();
afterAll(() => t.close());

it('the OpenAPI document is the committed one', async () => {
  const document = await fetchDocument(t.app);
  await expect(JSON.stringify(document, null, 2) + '\n').toMatchFileSnapshot(
    './openapi.snapshot.json',
  );
});
