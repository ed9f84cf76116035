/**
 * The version of reading and extraction. A document processed by an older version (or before versions were kept)
 * is read and extracted again by the reprocessing job; raise it when a change to the pipeline should reach the
 * documents users already have.
 */
export const PIPELINE_VERSION = 4;
