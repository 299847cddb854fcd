// Original file: tessera/outbox/v1/outbox.proto


export interface OutboxStatusRequest {
}

export interface OutboxStatusRequest__Output {
}
