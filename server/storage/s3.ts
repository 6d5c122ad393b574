import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { spool } from './spool';
import { checkedPath, generatedPath, mediaTypeOf, type OpenedFile, type Storage } from './types';

/**
 * Files in an S3 bucket (AWS, or any S3-compatible server through S3_ENDPOINT), keyed by their
 * relative path, so that every API node reads what any node wrote. An upload is spooled to a
 * local temporary file first: its size is then known, its content checks and cap have passed,
 * and one PutObject stores it whole; S3 shows an object only once its upload completes, so a
 * failed upload leaves nothing behind.
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    config: S3Config,
    /** Local folder for the temporary files of uploads in progress. */
    private readonly temp: string,
  ) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Only the checksums S3 requires: S3-compatible servers do not all take the SDK's default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async init(): Promise<void> {
    await fs.mkdir(this.temp, { recursive: true });
  }

  async save(folder: string, extension: string, content: NodeJS.ReadableStream): Promise<string> {
    const key = generatedPath(folder, extension);
    const partial = path.join(this.temp, path.basename(key));
    try {
      const size = await spool(content, partial);
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: createReadStream(partial),
          ContentLength: size,
          ContentType: mediaTypeOf(key),
        }),
      );
    } finally {
      await fs.rm(partial, { force: true });
    }
    return key;
  }

  async remove(relativePath: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedPath(relativePath) }));
  }

  async open(relativePath: string): Promise<OpenedFile | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkedPath(relativePath) }));
      return {
        stream: object.Body as Readable,
        size: object.ContentLength ?? 0,
        contentType: object.ContentType ?? mediaTypeOf(relativePath),
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return undefined;
      throw error;
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
