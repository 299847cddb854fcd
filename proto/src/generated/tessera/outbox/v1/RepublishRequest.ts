// Original file: tessera/outbox/v1/outbox.proto


export interface RepublishRequest {
}

export interface RepublishRequest__Output {
}
