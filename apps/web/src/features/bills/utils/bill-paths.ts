/** The outpatient bills page (pay business type 4 'payment'; function module outpatient-bill). */
export const BILLS_PATH = '/payment/outpatient';

/** Its tab, kept in the URL so the payment page can send the payer back to 'Paid'. */
export const BILL_STATE_PARAM = 'state';
