import fs from 'node:fs';
import { expect, it } from 'vitest';
import { DOC, END, START, renderDoc, renderKeyTables } from './config-docs.ts';

it('docs/configuration.md holds the key tables the registry gives (else run npm run config-docs)', () => {
  const doc = fs.readFileSync(DOC, 'utf8');
  expect(doc, 'docs/configuration.md is out of date: run `npm run config-docs`').toBe(
    renderDoc(doc),
  );
});

it('names every registry key once, with what obeys it', () => {
  const tables = renderKeyTables();
  expect(tables.startsWith(START) && tables.endsWith(END)).toBe(true);
  expect(tables).toMatch(
    /\| `maxPatients` \| `5` \| patients one account may link \| pages `\/patient\/out\/homepage`; calls `addPatient` \|/,
  );
  expect(tables.match(/^\| `maxPatients` /gm)).toHaveLength(1);
});

it('notices a stale table', () => {
  const doc = fs.readFileSync(DOC, 'utf8');
  const stale = doc.replace('| patients one account may link |', '| patients one account links |');
  expect(renderDoc(stale)).not.toBe(stale);
});
