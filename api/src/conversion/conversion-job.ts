export const MODEL_CONVERSION_QUEUE = 'model-conversion';

/** One conversion: the view and the upload it was queued for (a replaced upload is a new job). */
export interface ConversionJob {
  houseViewId: string;
  houseId: string;
  filename: string;
  /** House and model by name, for people reading the queue board; the worker goes by the ids. */
  label?: string;
}

/** Same view, same upload: the same job id, so queueing twice does the work once. */
export const conversionJobId = (job: ConversionJob) => `${job.houseViewId}:${job.filename}`;

/** Output names follow from the upload, so a job that runs twice overwrites its own results. */
export function outputNames(filename: string): { optimized: string; preview: string; usdz: string } {
  const base = filename.replace(/\.glb$/, '');
  return { optimized: `${base}.web.glb`, preview: `${base}.preview.glb`, usdz: `${base}.usdz` };
}
