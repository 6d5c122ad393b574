import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../server/config';

describe('S3_* settings', () => {
  test('none: files stay in the local folder', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  test('S3_BUCKET turns S3 on, with us-east-1 and the SDK credential chain by default', () => {
    expect(loadConfig({ S3_BUCKET: 'console-media' }).s3).toEqual({
      bucket: 'console-media',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  test('an S3-compatible server: endpoint, keys and path-style addressing', () => {
    const env = {
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
    };
    expect(loadConfig(env).s3).toEqual({
      bucket: 'media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  test.each([
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_ENDPOINT set without S3_BUCKET'],
    [{ S3_BUCKET: 'Media_Files' }, 'S3_BUCKET is not a bucket name: "Media_Files"'],
    [{ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be an http(s) URL, got "minio:9000"'],
    [{ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
    [{ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be 1 or 0, got "yes"'],
  ])('%o stops the start: %s', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('TRUST_PROXY', () => {
  test('addresses, ranges and proxy-addr names', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback,::1' }).trustProxy).toBe('10.0.0.0/8,192.168.1.7,loopback,::1');
  });

  test('anything else stops the start', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow('TRUST_PROXY must list addresses or CIDR ranges, got "true"');
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8/1' })).toThrow('got "10.0.0.0/8/1"');
  });
});

describe('WORKERS', () => {
  test('one process unless told; auto is one per core', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ WORKERS: 'auto' }).workers).toBeGreaterThanOrEqual(1);
  });

  test('anything else stops the start', () => {
    expect(() => loadConfig({ WORKERS: '0' })).toThrow('WORKERS must be 1 or more, or auto, got "0"');
    expect(() => loadConfig({ WORKERS: 'many' })).toThrow('Expected a whole number, got "many"');
  });
});
