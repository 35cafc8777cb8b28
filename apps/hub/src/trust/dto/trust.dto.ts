import { ApiProperty } from '@nestjs/swagger';

const KEY_ID = '3f1c0d9e8b7a6f5e4d3c2b1a09f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2e9a0';

export class EnvelopeSignatureDto {
  @ApiProperty({
    example: KEY_ID,
    pattern: '^[0-9a-f]{64}$',
    description: 'SHA-256 of the raw Ed25519 public key, hex.',
  })
  keyid: string;

  @ApiProperty({
    description: 'The Ed25519 signature of PAE(payloadType, payload), base64 (64 bytes).',
    example: 'q83vASNFZ4mrze8BI0VniavN7wEjRWeJq83vASNFZ4mrze8BI0VniavN7wEjRWeJq83vASNFZ4mrze8BI0VniQ==',
  })
  sig: string;
}

/** A DSSE envelope (docs/signing.md): the payload's bytes in base64 and the signatures over PAE(type, bytes). */
export class EnvelopeDto {
  @ApiProperty({ example: 'application/vnd.hub-catalog.root+json', maxLength: 128 })
  payloadType: string;

  @ApiProperty({
    description: 'The payload (a JSON document), base64.',
    example: 'eyJ0eXBlIjoiaHViLWNhdGFsb2cvcm9vdCJ9',
  })
  payload: string;

  @ApiProperty({ type: [EnvelopeSignatureDto], minItems: 1, maxItems: 32 })
  signatures: EnvelopeSignatureDto[];
}

export class TrustRootPublishedDto {
  @ApiProperty({ example: 2 })
  version: number;

  @ApiProperty({ description: 'false: this version was already the latest (nothing changed).', example: true })
  created: boolean;

  @ApiProperty({ example: 2 })
  root_threshold: number;

  @ApiProperty({ type: [String], example: [KEY_ID] })
  root_key_ids: string[];

  @ApiProperty({ type: [String], example: [KEY_ID] })
  timestamp_key_ids: string[];

  @ApiProperty({ type: [String], example: [KEY_ID] })
  hub_key_ids: string[];

  @ApiProperty({ type: [String], example: ['acme'] })
  publishers: string[];
}
