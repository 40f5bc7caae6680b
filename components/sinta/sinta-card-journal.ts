// What a SINTA card shows: title, accreditation, subject area, publisher and website, plus, for journals from the
// API, the profile, the catalogue match and the list warnings. The built-in sample carries only what the data file
// gives.
import type { SintaItem } from '@/lib/sinta/sinta-types';

export type SintaCardJournal = Pick<SintaItem, 'Title' | 'Current Accreditation' | 'Subject Area' | 'Publisher' | 'Website'> &
  Partial<Pick<SintaItem, 'profileUrl' | 'scopusSourceId' | 'warnings' | 'sintaId' | 'favoriteId'>>;
