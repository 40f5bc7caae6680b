// Premium is a property of time, not a flag: a user is premium while premiumExpiresAt is in the future.
export function isPremium(premiumExpiresAt: Date | null | undefined, now: Date = new Date()): boolean {
  return premiumExpiresAt != null && premiumExpiresAt.getTime() > now.getTime();
}
