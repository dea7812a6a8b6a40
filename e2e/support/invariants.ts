/**
 * The SQL invariants the kill -9 test checks after each restart (docs/architecture.md#invariants-in-the-database; migrations 0002–0021).
 * Each query answers the rows that break its invariant: none is the pass.
 */
export const INVARIANTS: Record<string, string> = {
  "every card's ledger entries sum to its balance, and no balance is negative": `
    select c.hos_id, c.card_id, c.balance, coalesce(sum(l.amount), 0) as entries
      from his_card c left join his_card_ledger l on l.hos_id = c.hos_id and l.card_id = c.card_id
     group by c.hos_id, c.card_id, c.balance
    having c.balance < 0 or c.balance <> coalesce(sum(l.amount), 0)`,
  "each card's newest ledger entry carries its balance": `
    select c.hos_id, c.card_id from his_card c
      join lateral (select balance_after from his_card_ledger l where l.hos_id = c.hos_id and l.card_id = c.card_id
                    order by entry_id desc limit 1) last on true
     where last.balance_after <> c.balance`,
  'no source number is sold twice': `
    select hos_id, number_id, count(*) from appointment where state in ('1', '3') group by hos_id, number_id having count(*) > 1`,
  'every booked appointment holds exactly its number': `
    select a.hos_id, a.appoint_id from appointment a
      left join source_number n on n.hos_id = a.hos_id and n.number_id = a.number_id
     where a.state in ('1', '3') and (n.status is distinct from 'taken' or n.appoint_id is distinct from a.appoint_id)`,
  'every taken number has its booking, and a free one none': `
    select n.hos_id, n.number_id from source_number n
      left join appointment a on a.hos_id = n.hos_id and a.appoint_id = n.appoint_id
     where (n.status = 'taken' and (a.appoint_id is null or a.state not in ('1', '3') or a.number_id <> n.number_id))
        or (n.status = 'free' and n.appoint_id is not null)`,
  'every paid booking has a paid registration order': `
    select a.hos_id, a.appoint_id from appointment a
     where a.state in ('1', '3') and a.is_dopay = '1' and a.reg_fee > 0
       and not exists (select 1 from pay_order o where o.hos_id = a.hos_id and o.appoint_id = a.appoint_id and o.purpose = 'registration'
                         and o.state = 'paid')`,
  // Card money moves at the HIS after our commit, keyed by the order number (a refund by 'R' + it). A card
  // order is paying while its debit is under way — the debit may have landed before a kill — and settles later.
  'every paid or refunding card order of a booking has its debit, a refunded one also its refund, a closed one neither': `
    select o.hos_id, o.out_trade_no from pay_order o
     where o.purpose = 'registration' and o.method = 'card'
       and ((select count(*) from his_card_ledger l where l.hos_id = o.hos_id and l.card_id = o.card_id and l.idem_key = o.out_trade_no
               and l.kind = 'registration' and l.amount = -o.amount)
            <> case when o.state in ('paid', 'refunding', 'refunded') then 1 when o.state = 'closed' then 0 else -1 end
            and o.state <> 'paying'
         or (select count(*) from his_card_ledger l where l.hos_id = o.hos_id and l.card_id = o.card_id and l.idem_key = 'R' || o.out_trade_no
               and l.kind = 'refund' and l.amount = o.amount)
            <> case when o.state = 'refunded' then 1 when o.state = 'refunding' then -1 else 0 end
            and o.state <> 'refunding')`,
  'no debit or refund of a booking without its card order': `
    select l.hos_id, l.entry_id from his_card_ledger l
     where l.kind in ('registration', 'refund')
       and not exists (select 1 from pay_order o where o.hos_id = l.hos_id and o.card_id = l.card_id and o.method = 'card'
                         and (l.kind = 'registration' and l.idem_key = o.out_trade_no and o.state in ('paying', 'paid', 'refunding', 'refunded')
                           or l.kind = 'refund' and l.idem_key = 'R' || o.out_trade_no and o.state in ('refunding', 'refunded')))`,
  'every paid top-up credited its card exactly once, and nothing else was credited as a top-up': `
    select o.hos_id, o.out_trade_no from pay_order o
     where o.purpose in ('outpatient_topup', 'inpatient_topup') and o.state = 'paid'
       and (select count(*) from his_card_ledger l where l.hos_id = o.hos_id and l.card_id = o.card_id and l.kind = 'topup'
              and l.ref = o.out_trade_no and l.amount = o.amount) not in (case when o.delivered_at is null then 0 else 1 end, 1)
    union all
    select l.hos_id, l.ref from his_card_ledger l
     where l.kind = 'topup' and l.ref like 'P%'
       and not exists (select 1 from pay_order o where o.hos_id = l.hos_id and o.out_trade_no = l.ref and o.state = 'paid'
                         and o.purpose in ('outpatient_topup', 'inpatient_topup'))`,
  'a paid bill has exactly one paid order, an unpaid one none': `
    select b.hos_id, b.bill_id from his_bill b
     where (select count(*) from pay_order o where o.hos_id = b.hos_id and o.bill_id = b.bill_id and o.state = 'paid' and o.delivered_at is not null)
           <> case when b.state = 'paid' then 1 else 0 end`,
  'no order in an impossible state': `
    select o.hos_id, o.out_trade_no, o.state from pay_order o
      left join appointment a on a.hos_id = o.hos_id and a.appoint_id = o.appoint_id
     where o.state = 'created'
        or (o.purpose = 'registration' and o.state = 'paid' and (a.state is null or a.state not in ('1', '3') or a.is_dopay <> '1'))
        or (o.purpose = 'registration' and o.state in ('refunding', 'refunded') and a.state is distinct from 'cancelled')
        or o.state <> (select e.to_state from pay_order_event e where e.hos_id = o.hos_id and e.out_trade_no = o.out_trade_no
                        order by e.event_id desc limit 1)`,
  'a booking has at most one registration order that is not closed': `
    select hos_id, appoint_id from pay_order where appoint_id is not null and purpose = 'registration' and state <> 'closed'
     group by hos_id, appoint_id having count(*) > 1`,
};

/** What the client saw succeed; after the restart each must still be so. */
export interface Seen {
  booked: string[];
  paid: string[];
  cancelled: string[];
}

/** `hosId:appointId` keys; answers the rows of `seen` the database lost. */
export function lostQueries(seen: Seen): Record<string, string> {
  for (const k of [...seen.booked, ...seen.paid, ...seen.cancelled])
    if (!/^\d+:[\w-]+$/.test(k)) throw new Error(`not a key: ${k}`);
  const list = (keys: string[]) =>
    keys.length === 0
      ? `('', '')`
      : keys
          .map((k) => {
            const [h, a] = k.split(':');
            return `('${h}', '${a}')`;
          })
          .join(', ');
  return {
    'a booking the client saw made is there': `
      select s.hos_id, s.appoint_id from (values ${list(seen.booked)}) s(hos_id, appoint_id)
       where s.hos_id <> '' and not exists (select 1 from appointment a where a.hos_id = s.hos_id and a.appoint_id = s.appoint_id)`,
    'a payment the client saw succeed is there (paid, or refunded by a later cancel)': `
      select s.hos_id, s.appoint_id from (values ${list(seen.paid)}) s(hos_id, appoint_id)
       where s.hos_id <> '' and not exists (select 1 from pay_order o where o.hos_id = s.hos_id and o.appoint_id = s.appoint_id
                                              and o.purpose = 'registration' and o.state in ('paid', 'refunding', 'refunded'))`,
    'a cancel the client saw succeed is there': `
      select s.hos_id, s.appoint_id from (values ${list(seen.cancelled)}) s(hos_id, appoint_id)
       where s.hos_id <> '' and not exists (select 1 from appointment a where a.hos_id = s.hos_id and a.appoint_id = s.appoint_id
                                              and a.state = 'cancelled')`,
  };
}
