import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceDetailSchema, pricePageSchema, type PriceItem, hosIdOf } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signIn } from '../../../test/auth-helpers.ts';
import { H } from '../../../test/fixtures/payments/payments.fixtures.ts';
import { pathologyPriceFixtures } from '../../../test/fixtures/queries/pathology-prices.fixtures.ts';

/**
 * Price query over HTTP, on PGlite and PostgreSQL: the catalogue searched by name, pinyin initials and
 * category, paged by 10; the detail; bad input; sign-in at every hospital (C024 signed out); FUNC001 where the query is
 * closed. 1001 holds the generated demo catalogue beside this file's items.
 */
let t: TestApp;
/** A signed-in user of 1001: the price calls need one. */
let demo: string;
let f: ReturnType<typeof pathologyPriceFixtures>;
/** Names the demo catalogue does not have, so searches for them find exactly this file's items. */
const FPS = {
  code: 'ZT-FPS-1',
  name: '氟哌酸胶囊',
  initials: 'fpsjn',
  nameEn: 'Norfloxacin Capsules',
};

beforeAll(async () => {
  t = await createTestApp();
  f = pathologyPriceFixtures(t);
  demo = await signIn(t.app, H);
  const base = {
    category: 'drug',
    specification: '0.1 g × 24 capsules',
    form: 'capsules',
    unit: 'box',
    manufacturer: 'Fixture Pharma',
    origin: 'Domestic',
    remark: '',
  };
  await f.stock(H, [
    { ...base, ...FPS, price: 1_250, insuranceClass: 'A' },
    ...Array.from({ length: 23 }, (_, i) => ({
      ...base,
      code: `ZT-HX-${String(i).padStart(2, '0')}`,
      name: '藿香正气水',
      initials: 'hxzqs',
      nameEn: 'Huoxiang Zhengqi Liquid',
      price: 800 + i,
      insuranceClass: 'B' as const,
    })),
  ]);
});
afterAll(async () => t.close());

const data = (res: { json(): unknown }) => (res.json() as { data: never }).data;
const page = (res: { json(): unknown }) => pricePageSchema.strict().parse(data(res));
const codes = (p: { items: PriceItem[] }) => p.items.map((i) => i.code);

describe('getPrices at 1001', () => {
  it('finds an item by part of its name, Chinese or English', async () => {
    const res = await f.prices(demo, { text: '氟哌酸' });
    expect(res.statusCode).toBe(200);
    expect(page(res)).toEqual({
      items: [
        {
          code: FPS.code,
          name: FPS.name,
          nameEn: FPS.nameEn,
          initials: FPS.initials,
          category: 'drug',
          categoryName: 'Drugs',
          specification: '0.1 g × 24 capsules',
          unit: 'box',
          price: 1_250,
          manufacturer: 'Fixture Pharma',
          insuranceClass: 'A',
        },
      ],
      total: 1,
      pageSize: 10,
    });
    expect(codes(page(await f.prices(demo, { text: 'NORFLOXACIN' })))).toEqual([FPS.code]);
    expect(codes(page(await f.prices(demo, { text: '  norflox  ' })))).toEqual([FPS.code]);
  });

  it("finds items by pinyin initials (a prefix), and the demo catalogue's amoxicillin by 'amxl'", async () => {
    expect(codes(page(await f.prices(demo, { text: 'fpsjn' })))).toEqual([FPS.code]);
    expect(codes(page(await f.prices(demo, { text: 'FPS' })))).toEqual([FPS.code]);
    const amxl = page(await f.prices(demo, { text: 'amxl' }));
    expect(amxl.total).toBeGreaterThan(20);
    expect(amxl.items).toHaveLength(10);
    for (const item of amxl.items) {
      expect(item.initials.startsWith('amxl')).toBe(true);
      expect(item.name).toMatch(/^阿莫西林/);
    }
  });

  it("filters by the price_search_type category, with labels in the request's language", async () => {
    const services = page(await f.prices(demo, { category: 'service' }));
    expect(services.total).toBeGreaterThan(300);
    expect(
      services.items.every(
        (i) => i.category === 'service' && i.categoryName === 'Medical services',
      ),
    ).toBe(true);
    expect(page(await f.prices(demo, { category: 'service', text: '氟哌酸' })).total).toBe(0);
    expect(page(await f.prices(demo, { category: 'no-such-type' }))).toEqual({
      items: [],
      total: 0,
      pageSize: 10,
    });
    const zh = page(
      await f.prices(
        demo,
        { category: 'material', text: '输液器' },
        { 'accept-language': 'zh-CN,zh;q=0.9' },
      ),
    );
    expect(zh.total).toBeGreaterThan(0);
    expect(zh.items.every((i) => i.categoryName === '医用耗材')).toBe(true);
    const all = page(await f.prices(demo, {}));
    expect(all.total).toBeGreaterThan(2_000);
  });

  it('pages by 10 in code order; a page past the end is empty and keeps the total', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map(async (n) => page(await f.prices(demo, { text: 'hxzqs', page: n }))),
    );
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 3, 0]);
    expect(pages.map((p) => p.total)).toEqual([23, 23, 23, 23]);
    expect(pages.flatMap(codes)).toEqual(
      Array.from({ length: 23 }, (_, i) => `ZT-HX-${String(i).padStart(2, '0')}`),
    );
    expect(page(await f.prices(demo, { text: 'hxzqs', page: 10_000 }))).toEqual({
      items: [],
      total: 23,
      pageSize: 10,
    });
  });

  it("is empty when nothing matches; LIKE's own characters match themselves", async () => {
    expect(page(await f.prices(demo, { text: 'zzzzqqqq' }))).toEqual({
      items: [],
      total: 0,
      pageSize: 10,
    });
    expect(page(await f.prices(demo, { text: '100%' })).total).toBe(0);
  });

  it('refuses bad input with C019; a 1001 session at an unknown or disabled hospital C024', async () => {
    for (const params of [
      { text: 'x'.repeat(41) },
      { text: '<script>' },
      { text: "a'; drop" },
      { category: 'bad value!' },
      { page: 0 },
      { page: 'x' },
    ]) {
      expect((await f.prices(demo, params)).json(), JSON.stringify(params)).toMatchObject({
        code: 400,
        messageKey: 'C019',
      });
    }
    expect((await f.prices(demo, { hosId: '9999' })).json()).toMatchObject({ messageKey: 'C024' });
    expect((await f.prices(demo, { hosId: '1004' })).json()).toMatchObject({ messageKey: 'C024' });
  });
});

describe('getPrice', () => {
  it('shows one item with its details', async () => {
    const res = await f.price(demo, { code: FPS.code });
    expect(priceDetailSchema.strict().parse(data(res))).toEqual({
      code: FPS.code,
      name: FPS.name,
      initials: FPS.initials,
      nameEn: FPS.nameEn,
      category: 'drug',
      categoryName: 'Drugs',
      specification: '0.1 g × 24 capsules',
      form: 'capsules',
      unit: 'box',
      price: 1_250,
      manufacturer: 'Fixture Pharma',
      origin: 'Domestic',
      insuranceClass: 'A',
      remark: '',
    });
  });

  it("answers an unknown code and another hospital's C002, a malformed code C019", async () => {
    expect((await f.price(demo, { code: 'NO-SUCH' })).json()).toMatchObject({
      code: 404,
      messageKey: 'C002',
    });
    const demo1002 = await signIn(t.app, hosIdOf('1002'));
    expect((await f.price(demo1002, { code: FPS.code, hosId: '1002' })).json()).toMatchObject({
      code: 404,
      messageKey: 'C002',
    });
    expect((await f.price(demo, { code: 'bad code!' })).json()).toMatchObject({
      code: 400,
      messageKey: 'C019',
    });
  });
});

describe('the sign-in rule and the closed function', () => {
  it('signed out: C024 at every hospital (1001, 1002, 1003), whatever the query asks', async () => {
    for (const hosId of ['1001', '1002', '1003']) {
      for (const res of [
        await f.prices(null, { hosId, text: 'amxl' }),
        await f.price(null, { hosId, code: FPS.code }),
      ]) {
        expect(res.statusCode, hosId).toBe(401);
        expect(res.json()).toMatchObject({ messageKey: 'C024' });
      }
    }
  });

  it("another hospital's token C024; signed in there, answered", async () => {
    expect((await f.prices(demo, { hosId: '1003' })).json()).toMatchObject({
      messageKey: 'C024',
    });
    const demo1003 = await signIn(t.app, hosIdOf('1003'));
    const p = page(await f.prices(demo1003, { hosId: '1003', text: 'amxl' }));
    expect(p.total).toBeGreaterThan(0);
    expect(data(await f.price(demo1003, { hosId: '1003', code: p.items[0]!.code }))).toMatchObject({
      code: p.items[0]!.code,
    });
  });

  it('answers FUNC001 for both calls where the hospital closed its price query', async () => {
    await f.setModule(H, 'query-price', false);
    try {
      for (const res of [
        await f.prices(demo, { text: 'amxl' }),
        await f.price(demo, { code: FPS.code }),
      ])
        expect(res.json()).toMatchObject({ code: 404, messageKey: 'FUNC001' });
    } finally {
      await f.setModule(H, 'query-price', true);
    }
    expect((await f.prices(demo, { text: 'amxl' })).statusCode).toBe(200);
  });
});
