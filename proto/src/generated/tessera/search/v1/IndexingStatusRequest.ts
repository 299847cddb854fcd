// Original file: tessera/search/v1/search.proto


export interface IndexingStatusRequest {
}

export interface IndexingStatusRequest__Output {
}
