// The statements the policies make (PRODUCT.md section 9), in one place so the pages and the Settings defaults agree.
export const policyFacts = {
  lastUpdated: "October 31, 2025",
  /** Deleted data may stay in backups this long. */
  backupRetentionDays: 30,
  /** Everything is deleted within this many days of an account deletion. */
  accountDeletionDays: 30,
  /** Notice given before a price change applies. */
  priceChangeNoticeDays: 30,
  /** Liability is capped at what was paid in this many months before a claim. */
  liabilityCapMonths: 12,
  minimumAge: 13,
} as const;
