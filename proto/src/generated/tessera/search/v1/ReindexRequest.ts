// Original file: tessera/search/v1/search.proto


export interface ReindexRequest {
}

export interface ReindexRequest__Output {
}
