// Sends one photo to the service with its progress (XMLHttpRequest: fetch reports no upload progress). Loaded when a
// person first picks photos (photo-uploads.ts), not with the page.
import { PHOTO_FIELD } from "../photo-uploads.ts";
import { UploadedPhotoSchema } from "../schemas/photos.ts";

const NETWORK_FAILED_MESSAGE = "The upload stopped: check the connection and retry";

/** Sends `file` to `path`; resolves with the source a record holds it by, or rejects with the service's message. */
export function sendPhoto(path: string, file: File, onProgress: (sent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.withCredentials = true;
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new Error(NETWORK_FAILED_MESSAGE));
    request.onload = () => {
      const answer = request.response as { message?: unknown } | null;
      const uploaded = UploadedPhotoSchema.safeParse(answer);
      if (request.status === 201 && uploaded.success) resolve(uploaded.data.source);
      else reject(new Error(typeof answer?.message === "string" ? answer.message : NETWORK_FAILED_MESSAGE));
    };
    const form = new FormData();
    form.append(PHOTO_FIELD, file);
    request.send(form);
  });
}
