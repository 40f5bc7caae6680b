// The admin API's answers as issue 8 fixes them (spec §3 Admin session, User (admin view), Admin dashboard response,
// Console countries response). Plain shapes only: the pages trust the server's JSON after a 2xx.
export interface AdminDetails {
  id: string;
  username: string;
  nama: string;
}

export interface AdminLoginResponse {
  admin: AdminDetails;
  token: string;
}

export interface AdminDashboardStats {
  totalUsers: number;
  premiumUsers: number;
  freeUsers: number;
  newUsersThisMonth: number;
  expiringSoon: number;
}

export interface VisitCounts {
  visits: number;
  uniqueVisits: number;
}

export interface CountStat {
  _id: string | null;
  count: number;
}

export interface DailyVisits extends VisitCounts {
  _id: string;
}

export interface AnalyticsDashboard {
  today: VisitCounts;
  yesterday: VisitCounts;
  week: VisitCounts;
  month: VisitCounts;
  deviceStats: CountStat[];
  browserStats: CountStat[];
  dailyVisits: DailyVisits[];
  topKeywords: string[];
  recentSearches: string[];
}

export interface CountryRow {
  countryCode: string;
  clicks: number;
  impressions: number;
  ctr: number;
  position: number;
}

export interface CountriesResponse {
  rows: CountryRow[];
  configured: boolean;
}

export interface AdminUser {
  _id: string;
  nama: string;
  username: string;
  email: string;
  noHp: string | null;
  isPremium: boolean;
  premiumExpiresAt: string | null;
  createdAt: string;
  country: string | null;
  job: string | null;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

export interface AdminUsersResponse {
  users: AdminUser[];
  pagination: Pagination;
}

/** The body of PUT /api/admin/users/{id} (spec §7). */
export interface AdminUserUpdate {
  nama: string;
  email: string;
  noHp: string;
  username: string;
  isPremium: boolean;
  premiumExpiresAt: string | null;
  country: string;
  job: string;
}
