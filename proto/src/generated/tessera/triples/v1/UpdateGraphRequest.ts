// Original file: tessera/triples/v1/triples.proto


export interface UpdateGraphRequest {
  'id'?: (string);
  'name'?: (string);
  'description'?: (string);
  'index_id'?: (string);
  'metadata_json'?: (string);
  '_name'?: "name";
  '_description'?: "description";
  '_index_id'?: "index_id";
  '_metadata_json'?: "metadata_json";
}

export interface UpdateGraphRequest__Output {
  'id': (string);
  'name'?: (string);
  'description'?: (string);
  'index_id'?: (string);
  'metadata_json'?: (string);
  '_name'?: "name";
  '_description'?: "description";
  '_index_id'?: "index_id";
  '_metadata_json'?: "metadata_json";
}
