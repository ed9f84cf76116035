/** Limits shared by server validation and the web forms. */
export const limits = {
  passwordMin: 6,
  passwordMax: 256,
  personNameMax: 100,
  projectNameMax: 100,
  projectDescriptionMax: 1000,
} as const;
