// Original file: tessera/generation/v1/generation.proto

import type { GenerateProgress as _tessera_generation_v1_GenerateProgress, GenerateProgress__Output as _tessera_generation_v1_GenerateProgress__Output } from '../../../tessera/generation/v1/GenerateProgress';
import type { GenerateSummary as _tessera_generation_v1_GenerateSummary, GenerateSummary__Output as _tessera_generation_v1_GenerateSummary__Output } from '../../../tessera/generation/v1/GenerateSummary';

export interface GenerateEvent {
  'progress'?: (_tessera_generation_v1_GenerateProgress | null);
  'triple_json'?: (string);
  'summary'?: (_tessera_generation_v1_GenerateSummary | null);
  'event'?: "progress"|"triple_json"|"summary";
}

export interface GenerateEvent__Output {
  'progress'?: (_tessera_generation_v1_GenerateProgress__Output | null);
  'triple_json'?: (string);
  'summary'?: (_tessera_generation_v1_GenerateSummary__Output | null);
  'event'?: "progress"|"triple_json"|"summary";
}
