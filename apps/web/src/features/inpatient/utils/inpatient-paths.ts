/**
 * Inpatient function page slugs and where each is served. in-recharge, in-report, in-payment-day, cloud-film
 * and discharge-medicine are the existing pages; electronic-invoice and case are the papers pages; overall-planning and
 * medical-settle-form are both the printable settlement form; in-payment and leave-discharge both the settlement.
 */
export const INPATIENT_PATHS = {
  home: '/inpatient/homepage',
  selfAdmission: '/inpatient/self-admission',
  payment: '/inpatient/payment',
  leaveDischarge: '/inpatient/leave-discharge',
  settleForm: '/inpatient/settle-form',
} as const;

export const STAY_PARAM = 'stayId';

export const withStay = (path: string, stayId: string) =>
  `${path}?${new URLSearchParams({ [STAY_PARAM]: stayId }).toString()}`;

export type InpatientSlug =
  | 'in-recharge'
  | 'in-payment'
  | 'in-report'
  | 'in-payment-day'
  | 'self-admission'
  | 'leave-discharge'
  | 'cloud-film'
  | 'overall-planning'
  | 'electronic-invoice'
  | 'medical-settle-form'
  | 'case'
  | 'discharge-medicine';

/**
 * One link per page: `slug` is the slug it is known by, `alsoServes` the other slugs the same page serves, so the
 * inpatient home never shows two names for one page. The label is the title of the page it opens.
 */
export interface InpatientLink {
  slug: InpatientSlug;
  alsoServes?: InpatientSlug[];
  titleKey: string;
  to: string;
}

/**
 * Every inpatient page slug, in the menu's order, with its page — for the stay `stayId` where the page takes one.
 * in-payment is served by the discharge settlement (paying the balance is part of settling the stay) and
 * overall-planning (pooled-fund settlement) by the insurance settlement form, which shows the insurance part.
 */
export function inpatientLinks(stayId: string | null): InpatientLink[] {
  const stay = (path: string) => (stayId ? withStay(path, stayId) : path);
  return [
    {
      slug: 'in-recharge',
      titleKey: 'ui.topUpInpatientDeposit',
      to: '/recharge/in/homepage/recharge',
    },
    { slug: 'in-report', titleKey: 'ui.queryReport', to: '/query/report?source=in' },
    {
      slug: 'in-payment-day',
      titleKey: 'ui.queryPaymentDay',
      to: stayId
        ? `/query/payment-day?${new URLSearchParams({ stay: stayId }).toString()}`
        : '/query/payment-day',
    },
    { slug: 'self-admission', titleKey: 'ui.selfAdmission', to: INPATIENT_PATHS.selfAdmission },
    {
      slug: 'leave-discharge',
      alsoServes: ['in-payment'],
      titleKey: 'ui.leaveDischarge',
      to: stay(INPATIENT_PATHS.leaveDischarge),
    },
    { slug: 'cloud-film', titleKey: 'ui.queryCloudFilm', to: '/query/cloud-film' },
    {
      slug: 'electronic-invoice',
      titleKey: 'ui.electronicInvoice',
      to: '/inpatient/electronic-invoice',
    },
    {
      slug: 'medical-settle-form',
      alsoServes: ['overall-planning'],
      titleKey: 'ui.medicalSettleForm',
      to: stay(INPATIENT_PATHS.settleForm),
    },
    { slug: 'case', titleKey: 'ui.caseMail', to: '/inpatient/case' },
    {
      slug: 'discharge-medicine',
      titleKey: 'ui.queryDischargeMedicine',
      to: '/query/discharge-medicine',
    },
  ];
}
