import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkFolder, checkKey, measuring, type FileStore } from './file-store';

export interface S3Target {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, s3rver); unset: AWS itself. */
  endpoint?: string;
  /** Unset: the SDK's default chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path rather than the host name, as most S3-compatible servers need. */
  forcePathStyle: boolean;
}

/** One part in memory at a time: a file is streamed up in parts of this size. */
const PART_BYTES = 5 * 1024 * 1024;

/** Files in an S3-compatible bucket through the AWS SDK (ADR 0025). */
export function s3FileStore(target: S3Target): FileStore {
  const client = new S3Client({
    region: target.region,
    endpoint: target.endpoint,
    forcePathStyle: target.forcePathStyle,
    credentials: target.credentials,
    // The SDK's default checksums send streams aws-chunked with trailers, which several
    // S3-compatible servers store verbatim or refuse; we hash the bytes ourselves.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = target.bucket;
  return {
    async put(key, body, mediaType) {
      const measured = measuring();
      const upload = new Upload({
        client,
        params: { Bucket, Key: checkKey(key), Body: measured.stream, ContentType: mediaType },
        queueSize: 1,
        partSize: PART_BYTES,
        leavePartsOnError: false,
      });
      const [flowed, uploaded] = await Promise.allSettled([
        pipeline(body, measured.stream),
        upload.done(),
      ]);
      if (flowed.status === 'rejected' || uploaded.status === 'rejected') {
        await upload.abort().catch(() => {});
        await this.delete(key).catch(() => {});
        // The source's own error (a size limit, a dropped connection) says more than the SDK's.
        throw flowed.status === 'rejected'
          ? flowed.reason
          : (uploaded as PromiseRejectedResult).reason;
      }
      return measured.result();
    },

    async open(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a stream');
        return answer.Body;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },

    async read(key) {
      const body = await this.open(key);
      if (!body) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },

    async listOlderThan(folder, cutoff) {
      const old: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: `${checkFolder(folder)}/`,
            ContinuationToken,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified && object.LastModified < cutoff) {
            old.push(object.Key);
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return old;
    },

    describe: () => `S3 bucket ${Bucket}${target.endpoint ? ` at ${target.endpoint}` : ''}`,
  };
}
