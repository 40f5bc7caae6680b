// Every text of the admin area, its pages and its error messages: English, except the texts the spec fixes, which are
// kept exactly as it writes them ('Masuk', 'Memuat...', 'Login gagal', the countries' empty and failure texts,
// 'Saving...'). The admin area lives outside next-intl's [lang] tree and is not translated, so its texts sit here
// instead of messages/*.json.
import { serverMessageOf } from '@/lib/admin/client/admin-error-message';

/** Numbers and dates of the admin area are written the English way too ('1,234', '23 Dec 2026'). */
export const adminLocale = 'en-GB';

export const adminTexts = {
  metaTitle: 'Admin · Jurnal Finder',
  brand: 'Jurnal Finder Admin',
  loading: 'Loading…',
  login: {
    title: 'Admin Login',
    username: 'Username',
    password: 'Password',
    // Spec (admin login): the button reads 'Masuk', 'Memuat...' while loading; a failure shows the server's message
    // or 'Login gagal'.
    submit: 'Masuk',
    submitting: 'Memuat...',
    failed: 'Login gagal',
  },
  shell: {
    navLabel: 'Admin navigation',
    dashboard: 'Dashboard',
    users: 'Users',
    welcome: (name: string) => `Welcome, ${name}`,
    signOut: 'Sign out',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  dashboard: {
    title: 'Dashboard',
    totalUsers: 'Total Users',
    premiumUsers: 'Premium Users',
    freeUsers: 'Free Users',
    newThisMonth: 'New This Month',
    expiringSoon: 'Expiring Soon',
    todayVisits: "Today's Visits",
    yesterdayVisits: "Yesterday's Visits",
    thisWeek: 'This Week',
    thisMonth: 'This Month',
    unique: (count: string) => `${count} unique`,
    deviceStats: 'Device Statistics',
    browserStats: 'Browser Statistics',
    dailyTrend: 'Daily Visits Trend',
    visits: 'Visits',
    uniqueVisits: 'Unique Visits',
    topKeywords: 'Top Keywords',
    recentSearches: 'Recent Searches',
    noData: 'No data yet.',
    unknown: 'Unknown',
    quickActions: 'Quick Actions',
    manageUsers: 'Manage Users',
    viewReports: 'View Reports',
    systemSettings: 'System Settings',
    notAvailable: 'Not available yet',
    refundsNeeded: 'Payments to refund',
    refundsNeededHelp: 'Paid after their account was deleted: the money arrived, nothing was granted. Refund each one at the payment provider.',
    refundsNone: 'None: every payment went to an existing account.',
    refundsShown: (shown: number, total: number) => `The newest ${shown} of ${total}.`,
    refundOrder: 'Order',
    refundIssuedTo: 'Issued to',
    refundAmount: 'Amount',
    refundPaidAt: 'Paid at',
  },
  countries: {
    title: 'Top Countries',
    from: 'From',
    to: 'To',
    refresh: 'Refresh',
    loading: 'Loading countries…',
    // Spec: the empty and failure texts of the countries report.
    empty: 'Belum ada data negara untuk rentang tanggal ini.',
    failed: 'Gagal mengambil data negara',
    country: 'Country',
    clicks: 'Clicks',
    impressions: 'Impr.',
    ctr: 'CTR',
    position: 'Pos',
    totalImpressions: 'Total impressions',
    notConfigured:
      'Google Search Console is not configured. Set GSC_SITE_URL, GSC_CLIENT_EMAIL and GSC_PRIVATE_KEY in the server environment and restart it.',
  },
  users: {
    title: 'Users',
    searchLabel: 'Search users',
    searchPlaceholder: 'Search by name, username or email',
    search: 'Search',
    tableTitle: (total: number) => `Users (${total})`,
    user: 'User',
    contact: 'Contact',
    status: 'Status',
    joined: 'Joined',
    country: 'Country',
    job: 'Job',
    actions: 'Actions',
    premium: 'Premium',
    free: 'Free',
    expires: 'Expires:',
    edit: 'Edit',
    delete: 'Delete',
    empty: 'No users found.',
    previous: 'Previous',
    next: 'Next',
    pagination: 'Pagination',
    showing: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total} results`,
  },
  edit: {
    title: 'Edit User',
    nama: 'Name',
    email: 'Email',
    noHp: 'Phone',
    username: 'Username',
    country: 'Country',
    job: 'Job',
    premium: 'Premium',
    premiumExpiresAt: 'Premium Expires At',
    chooseCountry: 'Select a country',
    chooseJob: 'Select a job',
    cancel: 'Cancel',
    save: 'Save',
    saving: 'Saving...',
    saved: (name: string) => `Saved the changes to ${name}.`,
    failed: 'Failed to update user',
    serverError: 'Server error',
  },
  remove: {
    title: 'Delete User',
    confirm: (name: string) => `Are you sure you want to delete user "${name}"? This action cannot be undone.`,
    cancel: 'Cancel',
    delete: 'Delete',
  },
} as const;

/** The job values a user registers with, and their labels. */
export const jobOptions = [
  { value: 'student', label: 'Student' },
  { value: 'lecturer', label: 'Lecturer' },
  { value: 'professional', label: 'Professional' },
  { value: 'other', label: 'Other' },
] as const;

/** A stored job as its label; '-' for none, and a value outside the list (stored before it existed) as it is. */
export function jobLabel(job: string | null): string {
  if (!job) return '-';
  return jobOptions.find((option) => option.value === job)?.label ?? job;
}

/** The admin API's error messages (keys) in English; the login's 'Login gagal' is the spec's and shows as it is. */
const serverMessages: Readonly<Record<string, string>> = {
  'Login gagal': 'Login gagal',
  invalidInput: 'One of the fields is not valid.',
  usernameTaken: 'That username is already taken.',
  emailTaken: 'That email is already registered.',
  userNotFound: 'This user no longer exists.',
  searchConsoleUnavailable: 'Google Search Console could not be reached. Try again later.',
};

/** What a failed admin call says: the server's message in English, or `fallback` for one not known here or none. */
export function adminErrorText(error: unknown, fallback: string): string {
  const message = serverMessageOf(error);
  return (message ? serverMessages[message] : undefined) ?? fallback;
}

/** Search Console's country codes (ISO 3166-1 alpha-3) that have a name here; any other code shows as it is. */
export const countryNames: Readonly<Record<string, string>> = {
  IDN: 'Indonesia',
  MYS: 'Malaysia',
  SGP: 'Singapore',
  USA: 'United States',
  AUS: 'Australia',
  IND: 'India',
  CHN: 'China',
  JPN: 'Japan',
  KOR: 'South Korea',
  THA: 'Thailand',
  VNM: 'Vietnam',
  PHL: 'Philippines',
  GBR: 'United Kingdom',
  DEU: 'Germany',
  FRA: 'France',
  NLD: 'Netherlands',
};

export function countryName(code: string): string {
  return countryNames[code.toUpperCase()] ?? code;
}
