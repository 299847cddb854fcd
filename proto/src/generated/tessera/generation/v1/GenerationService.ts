// Original file: tessera/generation/v1/generation.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CreditsResponse as _tessera_generation_v1_CreditsResponse, CreditsResponse__Output as _tessera_generation_v1_CreditsResponse__Output } from '../../../tessera/generation/v1/CreditsResponse';
import type { GenerateDescriptionRequest as _tessera_generation_v1_GenerateDescriptionRequest, GenerateDescriptionRequest__Output as _tessera_generation_v1_GenerateDescriptionRequest__Output } from '../../../tessera/generation/v1/GenerateDescriptionRequest';
import type { GenerateDescriptionResponse as _tessera_generation_v1_GenerateDescriptionResponse, GenerateDescriptionResponse__Output as _tessera_generation_v1_GenerateDescriptionResponse__Output } from '../../../tessera/generation/v1/GenerateDescriptionResponse';
import type { GenerateEvent as _tessera_generation_v1_GenerateEvent, GenerateEvent__Output as _tessera_generation_v1_GenerateEvent__Output } from '../../../tessera/generation/v1/GenerateEvent';
import type { GenerateTriplesRequest as _tessera_generation_v1_GenerateTriplesRequest, GenerateTriplesRequest__Output as _tessera_generation_v1_GenerateTriplesRequest__Output } from '../../../tessera/generation/v1/GenerateTriplesRequest';
import type { GetCreditsRequest as _tessera_generation_v1_GetCreditsRequest, GetCreditsRequest__Output as _tessera_generation_v1_GetCreditsRequest__Output } from '../../../tessera/generation/v1/GetCreditsRequest';
import type { GetJobRequest as _tessera_generation_v1_GetJobRequest, GetJobRequest__Output as _tessera_generation_v1_GetJobRequest__Output } from '../../../tessera/generation/v1/GetJobRequest';
import type { GrantCreditsRequest as _tessera_generation_v1_GrantCreditsRequest, GrantCreditsRequest__Output as _tessera_generation_v1_GrantCreditsRequest__Output } from '../../../tessera/generation/v1/GrantCreditsRequest';
import type { Job as _tessera_generation_v1_Job, Job__Output as _tessera_generation_v1_Job__Output } from '../../../tessera/generation/v1/Job';

export interface GenerationServiceClient extends grpc.Client {
  GenerateDescription(argument: _tessera_generation_v1_GenerateDescriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_generation_v1_GenerateDescriptionResponse__Output>): grpc.ClientUnaryCall;
  GenerateDescription(argument: _tessera_generation_v1_GenerateDescriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_generation_v1_GenerateDescriptionResponse__Output>): grpc.ClientUnaryCall;
  GenerateDescription(argument: _tessera_generation_v1_GenerateDescriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_generation_v1_GenerateDescriptionResponse__Output>): grpc.ClientUnaryCall;
  GenerateDescription(argument: _tessera_generation_v1_GenerateDescriptionRequest, callback: grpc.requestCallback<_tessera_generation_v1_GenerateDescriptionResponse__Output>): grpc.ClientUnaryCall;
  generateDescription(argument: _tessera_generation_v1_GenerateDescriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_generation_v1_GenerateDescriptionResponse__Output>): grpc.ClientUnaryCall;
  generateDescription(argument: _tessera_generation_v1_GenerateDescriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_generation_v1_GenerateDescriptionResponse__Output>): grpc.ClientUnaryCall;
  generateDescription(argument: _tessera_generation_v1_GenerateDescriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_generation_v1_GenerateDescriptionResponse__Output>): grpc.ClientUnaryCall;
  generateDescription(argument: _tessera_generation_v1_GenerateDescriptionRequest, callback: grpc.requestCallback<_tessera_generation_v1_GenerateDescriptionResponse__Output>): grpc.ClientUnaryCall;
  
  GenerateTriples(argument: _tessera_generation_v1_GenerateTriplesRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_tessera_generation_v1_GenerateEvent__Output>;
  GenerateTriples(argument: _tessera_generation_v1_GenerateTriplesRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_tessera_generation_v1_GenerateEvent__Output>;
  generateTriples(argument: _tessera_generation_v1_GenerateTriplesRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_tessera_generation_v1_GenerateEvent__Output>;
  generateTriples(argument: _tessera_generation_v1_GenerateTriplesRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_tessera_generation_v1_GenerateEvent__Output>;
  
  GetCredits(argument: _tessera_generation_v1_GetCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_generation_v1_CreditsResponse__Output>): grpc.ClientUnaryCall;
  GetCredits(argument: _tessera_generation_v1_GetCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_generation_v1_CreditsResponse__Output>): grpc.ClientUnaryCall;
  GetCredits(argument: _tessera_generation_v1_GetCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_generation_v1_CreditsResponse__Output>): grpc.ClientUnaryCall;
  GetCredits(argument: _tessera_generation_v1_GetCreditsRequest, callback: grpc.requestCallback<_tessera_generation_v1_CreditsResponse__Output>): grpc.ClientUnaryCall;
  getCredits(argument: _tessera_generation_v1_GetCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_generation_v1_CreditsResponse__Output>): grpc.ClientUnaryCall;
  getCredits(argument: _tessera_generation_v1_GetCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_generation_v1_CreditsResponse__Output>): grpc.ClientUnaryCall;
  getCredits(argument: _tessera_generation_v1_GetCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_generation_v1_CreditsResponse__Output>): grpc.ClientUnaryCall;
  getCredits(argument: _tessera_generation_v1_GetCreditsRequest, callback: grpc.requestCallback<_tessera_generation_v1_CreditsResponse__Output>): grpc.ClientUnaryCall;
  
  GetJob(argument: _tessera_generation_v1_GetJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_generation_v1_Job__Output>): grpc.ClientUnaryCall;
  GetJob(argument: _tessera_generation_v1_GetJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_generation_v1_Job__Output>): grpc.ClientUnaryCall;
  GetJob(argument: _tessera_generation_v1_GetJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_generation_v1_Job__Output>): grpc.ClientUnaryCall;
  GetJob(argument: _tessera_generation_v1_GetJobRequest, callback: grpc.requestCallback<_tessera_generation_v1_Job__Output>): grpc.ClientUnaryCall;
  getJob(argument: _tessera_generation_v1_GetJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_generation_v1_Job__Output>): grpc.ClientUnaryCall;
  getJob(argument: _tessera_generation_v1_GetJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_generation_v1_Job__Output>): grpc.ClientUnaryCall;
  getJob(argument: _tessera_generation_v1_GetJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_generation_v1_Job__Output>): grpc.ClientUnaryCall;
  getJob(argument: _tessera_generation_v1_GetJobRequest, callback: grpc.requestCallback<_tessera_generation_v1_Job__Output>): grpc.ClientUnaryCall;
  
  GrantCredits(argument: _tessera_generation_v1_GrantCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_generation_v1_CreditsResponse__Output>): grpc.ClientUnaryCall;
  GrantCredits(argument: _tessera_generation_v1_GrantCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_generation_v1_CreditsResponse__Output>): grpc.ClientUnaryCall;
  GrantCredits(argument: _tessera_generation_v1_GrantCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_generation_v1_CreditsResponse__Output>): grpc.ClientUnaryCall;
  GrantCredits(argument: _tessera_generation_v1_GrantCreditsRequest, callback: grpc.requestCallback<_tessera_generation_v1_CreditsResponse__Output>): grpc.ClientUnaryCall;
  grantCredits(argument: _tessera_generation_v1_GrantCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_generation_v1_CreditsResponse__Output>): grpc.ClientUnaryCall;
  grantCredits(argument: _tessera_generation_v1_GrantCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_tessera_generation_v1_CreditsResponse__Output>): grpc.ClientUnaryCall;
  grantCredits(argument: _tessera_generation_v1_GrantCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_tessera_generation_v1_CreditsResponse__Output>): grpc.ClientUnaryCall;
  grantCredits(argument: _tessera_generation_v1_GrantCreditsRequest, callback: grpc.requestCallback<_tessera_generation_v1_CreditsResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface GenerationServiceHandlers extends grpc.UntypedServiceImplementation {
  GenerateDescription: grpc.handleUnaryCall<_tessera_generation_v1_GenerateDescriptionRequest__Output, _tessera_generation_v1_GenerateDescriptionResponse>;
  
  GenerateTriples: grpc.handleServerStreamingCall<_tessera_generation_v1_GenerateTriplesRequest__Output, _tessera_generation_v1_GenerateEvent>;
  
  GetCredits: grpc.handleUnaryCall<_tessera_generation_v1_GetCreditsRequest__Output, _tessera_generation_v1_CreditsResponse>;
  
  GetJob: grpc.handleUnaryCall<_tessera_generation_v1_GetJobRequest__Output, _tessera_generation_v1_Job>;
  
  GrantCredits: grpc.handleUnaryCall<_tessera_generation_v1_GrantCreditsRequest__Output, _tessera_generation_v1_CreditsResponse>;
  
}

export interface GenerationServiceDefinition extends grpc.ServiceDefinition {
  GenerateDescription: MethodDefinition<_tessera_generation_v1_GenerateDescriptionRequest, _tessera_generation_v1_GenerateDescriptionResponse, _tessera_generation_v1_GenerateDescriptionRequest__Output, _tessera_generation_v1_GenerateDescriptionResponse__Output>
  GenerateTriples: MethodDefinition<_tessera_generation_v1_GenerateTriplesRequest, _tessera_generation_v1_GenerateEvent, _tessera_generation_v1_GenerateTriplesRequest__Output, _tessera_generation_v1_GenerateEvent__Output>
  GetCredits: MethodDefinition<_tessera_generation_v1_GetCreditsRequest, _tessera_generation_v1_CreditsResponse, _tessera_generation_v1_GetCreditsRequest__Output, _tessera_generation_v1_CreditsResponse__Output>
  GetJob: MethodDefinition<_tessera_generation_v1_GetJobRequest, _tessera_generation_v1_Job, _tessera_generation_v1_GetJobRequest__Output, _tessera_generation_v1_Job__Output>
  GrantCredits: MethodDefinition<_tessera_generation_v1_GrantCreditsRequest, _tessera_generation_v1_CreditsResponse, _tessera_generation_v1_GrantCreditsRequest__Output, _tessera_generation_v1_CreditsResponse__Output>
}
