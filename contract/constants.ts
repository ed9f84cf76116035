/** Limits shared by server validation and the web forms. */
export const limits = {
  passwordMin: 6,
  passwordMax: 256,
  personNameMax: 100,
  /** The longest address a mail server delivers to (RFC 5321's path of 256 less its angle brackets). */
  emailMax: 254,
  projectNameMax: 100,
  usernameMax: 50,
  resolutionNoteMax: 2000,
  projectDescriptionMax: 1000,
  documentTitleMax: 300,
  fileNameMax: 255,
  /** Longest web address `POST /api/documents/url` takes. */
  urlMax: 2048,
  /** Characters of content sent per document in lists (the detail has all of it). */
  listContentChars: 5000,
  /** Default of MNEMO_MAX_UPLOAD_MB. */
  defaultMaxUploadMb: 50,
} as const;
