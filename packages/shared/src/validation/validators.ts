/**
 * Validation rules: pure predicates (formats, id-card), their zod schemas, and the upload check.
 * Split by role so each file stays readable; this file is the one the package index re-exports.
 */
export * from './formats.ts';
export * from './id-card.ts';
export * from './form-schemas.ts';
export * from './upload.ts';
