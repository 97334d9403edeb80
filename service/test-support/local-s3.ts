// A local S3-compatible server (s3rver) on loopback with one empty bucket, for the tests of what goes to a bucket
// (the release upload, uploaded photos) and the bench that times the upload.
import { join } from "node:path";
import S3rver from "s3rver";

export interface LocalS3 {
  /** S3_* settings that point at it (s3rver takes any signature made with its own keys) */
  settings: Record<"S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY", string>;
  close(): Promise<void>;
}

/** Starts the server with `bucket`, keeping its objects under `workDir`. */
export async function startLocalS3(workDir: string, bucket: string): Promise<LocalS3> {
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: join(workDir, "s3rver"),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    settings: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    close: () => server.close(),
  };
}
