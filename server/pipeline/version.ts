/**
 * The version of reading and extraction. A document processed by an older version (or before versions were kept)
 * is read and extracted again by the reprocessing job; raise it when a change to the pipeline should reach the
 * documents users already have.
 */
export const PIPELINE_VERSION = 13;

/**
 * Failed documents are not read again by an upgrade: what made them fail (a limit, a file that cannot be read, a
 * decompression bomb) is most likely still there, and each would hold a pipeline thread for up to its time limit at
 * every start. A release that changes what makes documents fail raises this to its PIPELINE_VERSION and says so in its
 * release notes: documents that failed under an older pipeline are then tried once more. The user can always ask for
 * a failed document to be read again.
 */
export const REREAD_FAILED_BEFORE = 0;
