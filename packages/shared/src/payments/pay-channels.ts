/**
 * Who takes a QR payment (docs/payments.md#channels): the built-in sandbox (demo mode only), Alipay, WeChat Pay. A
 * module of its own: the settings registry lists them and the pay order names one, and neither carries the other.
 */
export const PAY_CHANNELS = ['sandbox', 'alipay', 'wechat'] as const;
export type PayChannelName = (typeof PAY_CHANNELS)[number];
