// One thread of precompressRelease: takes over or makes the copies of the files it is given, then says how many.
import { type PrecompressJob, precompressFiles } from "./precompress.ts";

declare const self: Worker;

self.onmessage = (event: MessageEvent<PrecompressJob>) => {
  try {
    self.postMessage(precompressFiles(event.data));
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
