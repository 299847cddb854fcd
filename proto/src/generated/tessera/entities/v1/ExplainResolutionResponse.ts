// Original file: tessera/entities/v1/entities.proto

import type { ResolutionExplanation as _tessera_entities_v1_ResolutionExplanation, ResolutionExplanation__Output as _tessera_entities_v1_ResolutionExplanation__Output } from '../../../tessera/entities/v1/ResolutionExplanation';

export interface ExplainResolutionResponse {
  'index_id'?: (string);
  'explanations'?: (_tessera_entities_v1_ResolutionExplanation)[];
}

export interface ExplainResolutionResponse__Output {
  'index_id': (string);
  'explanations': (_tessera_entities_v1_ResolutionExplanation__Output)[];
}
