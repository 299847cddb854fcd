// Original file: tessera/generation/v1/generation.proto

import type { LedgerEntry as _tessera_generation_v1_LedgerEntry, LedgerEntry__Output as _tessera_generation_v1_LedgerEntry__Output } from '../../../tessera/generation/v1/LedgerEntry';
import type { Long } from '@grpc/proto-loader';

export interface CreditsResponse {
  'balance_cents'?: (number | string | Long);
  'entries'?: (_tessera_generation_v1_LedgerEntry)[];
}

export interface CreditsResponse__Output {
  'balance_cents': (number);
  'entries': (_tessera_generation_v1_LedgerEntry__Output)[];
}
