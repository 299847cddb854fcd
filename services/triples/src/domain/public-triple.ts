/** Decimal places a confidence is kept to. */
export const CONFIDENCE_DECIMALS = 6;

/**
 * A confidence as stored: rounded to CONFIDENCE_DECIMALS places. Then its shortest JavaScript rendering is also the
 * fixed-point one that SQL can write (printf('%.6f') without trailing zeros), so a store that renders the public JSON
 * itself writes the same text; an arbitrary double differs (SQLite writes 17 digits or 1.0e-07 where JSON.stringify
 * writes 16 or 1e-7).
 */
export const storedConfidence = (confidence: number | null | undefined): number | null =>
  confidence === null || confidence === undefined ? null : Math.round(confidence * 10 ** CONFIDENCE_DECIMALS) / 10 ** CONFIDENCE_DECIMALS;

// The public JSON of a triple is defined once, in @tessera/proto (the gateway renders with it too).
export { publicTriple } from '@tessera/proto';
