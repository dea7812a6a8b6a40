// The console's contract: imported as '@portal/shared/console' by the server and the console, never by the patient web.
export * from './staff-roles.ts';
export * from './staff.schema.ts';
export * from './staff.calls.ts';
export * from './setting-kinds.ts';
export * from './settings.schema.ts';
export * from './time-zone.schema.ts';
export * from './settings-config.ts';
export * from './settings.calls.ts';
export * from './console-access.ts';
export * from './operations.calls.ts';
// Staff refunds with four-eyes approval (docs/refunds.md).
export * from './refunds.calls.ts';
export * from './reconciliation.schema.ts';
export * from './reconciliation.calls.ts';
// The dashboard (modules/dashboard, docs/dashboard.md).
export * from './dashboard.schema.ts';
export * from './dashboard.calls.ts';
// The content editors: notices, questionnaires, physical-exam packages (modules/content-forms, docs/console-content.md).
export * from './forms.schema.ts';
export * from './forms.calls.ts';
// Lectures and the medical guide (modules/content, docs/health-content.md#editing).
export * from './content.calls.ts';
