// Original file: tessera/entities/v1/entities.proto


export interface StringList {
  'values'?: (string)[];
}

export interface StringList__Output {
  'values': (string)[];
}
