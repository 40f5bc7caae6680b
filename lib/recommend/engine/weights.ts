// The ranking's constants in one place. Chosen by reasoning about what each field says, then checked (not fitted
// journal by journal) with `npm run eval:recommend`; every journal is scored by the same numbers.

/** Per-field weight and length normalisation (BM25F): a word in the title says most about a journal's scope. */
export const fieldSettings = {
  title: { weight: 3, lengthNormalisation: 0.5 },
  // Two title words next to each other (or one apart), in either order: "machine learning" says more than its words,
  // and the order does not matter, so "pembelajaran mesin" meets it too.
  titlePairs: { weight: 2, lengthNormalisation: 0 },
  categories: { weight: 1.5, lengthNormalisation: 0.3 },
  areas: { weight: 0.5, lengthNormalisation: 0.3 },
  // A publisher's name rarely names a topic ("Institute of Physics" does); it must never outweigh the title.
  publisher: { weight: 0.3, lengthNormalisation: 0.3 },
  subjectAreas: { weight: 1, lengthNormalisation: 0.3 },
  // An affiliation names the institute or faculty ("Balai Penelitian Tanaman …", "Fakultas Pertanian"), which
  // Indonesian abstracts often name too; it also names towns, hence a third of the title's weight.
  affiliation: { weight: 1, lengthNormalisation: 0.5 },
  scope: { weight: 1, lengthNormalisation: 0.75 },
} as const;

export type FieldName = keyof typeof fieldSettings;

/** A category counts more where the journal ranks higher in it (SJR's quartile in that category). */
export function quartileWeight(quartile: string | null): number {
  return { Q1: 1, Q2: 0.9, Q3: 0.8, Q4: 0.7 }[quartile ?? ''] ?? 0.8;
}

export const topicSettings = {
  /** A category's own name counts as this many journal titles in its vocabulary. */
  nameWeight: 3,
  lengthNormalisation: 0.75,
  /** Categories given to a journal without any (SINTA), from its title: at most this many, at this weight. */
  inferredCount: 3,
  inferredWeight: 0.8,
  inferredMinimumRatio: 0.5,
  /** Below this raw score a title says too little ("Jurnal Surya Muda") to guess any category. */
  inferredMinimumScore: 2,
  /**
   * Guessing a journal's categories from its title, a category's word counts only when at least this many of its
   * journals' titles use it (the category's own name counts as `nameWeight`): a word of a single title is that journal's
   * accident ("Na" in one religious-studies title), not the category's vocabulary.
   */
  inferredMinimumCount: 2,
  /** The best category decides; the others add a little, averaged so that many categories are no advantage. */
  othersShare: 0.3,
  /**
   * A journal in n categories is less about each of them: its category score is divided by sqrt(1 + focus·(n − 1)),
   * so a general journal listed everywhere (with its Q1s and its SJR) does not beat one devoted to the topic.
   */
  focus: 0.1,
};

/**
 * A journal's title is its scope in a few words: the direct match counts in full only when the abstract covers all of
 * them (by IDF weight), and keeps this share when it covers none ("Hand" must not win on "on the other hand").
 */
export const UNCOVERED_TITLE_SHARE = 0.5;

/**
 * A journal's direct match counts in full within the abstract's field (its best category's sharpened closeness, see
 * `mapSettings`) and keeps this share outside it: "phase" in "Phase Transitions" must not put a
 * materials journal first for an abstract on robot gait phases.
 */
export const OUTSIDE_FIELD_SHARE = 0.6;

/**
 * A researcher asks first which field's journals. The abstract's field (engine/topic-field.ts): for each category the
 * larger of its closeness by OpenAlex's map of research topics (1 for the closest subfield) raised to `fieldSharpness`
 * (0.9 → 0.66, 0.7 → 0.24) and its closeness by the category vocabularies raised to `vocabularySharpness` (0.9 → 0.43);
 * within it a journal's direct match counts in full (`OUTSIDE_FIELD_SHARE`); and each
 * journal's score is weighed by its agreement with that field, a (its best category's closeness by its quartile
 * weight), as (1 + agreementShare × a²) / (1 + agreementShare). Measured with `npm run eval:recommend`
 * (lib/recommend/README.md): a larger share raises the first result's category hits and lowers accuracy.
 */
export const mapSettings = {
  fieldSharpness: 4,
  /** The category vocabularies' closeness, raised to this power, keeps a category in the field when it is higher. */
  vocabularySharpness: 8,
  agreementShare: 0.25,
};

/** Share of the direct match (title, categories, …) against the category vocabulary in the relevance. */
export const DIRECT_SHARE = 0.7;

/** SJR (or the SINTA level) moves a score by at most this share: a mild prior, never the main signal. */
export const PRIOR_SHARE = 0.1;

/**
 * An abstract in Indonesian is a paper written in Indonesian, which only journals publishing in Indonesian (SINTA
 * journals, Indonesian-titled ones) can take: the others keep this share of their score.
 */
export const OTHER_LANGUAGE_SHARE = 0.8;

/**
 * Research-method and reporting words (data/dictionary/method-words.tsv: "regression", "respondents", "kuantitatif")
 * fill abstracts of every field: they count at this share of a topic word, so topic words and phrases decide.
 */
export const METHOD_WORD_WEIGHT = 0.3;

/**
 * What journals publish (journal_articles, journal_topics) is evidence of its own, scored apart from the metadata and
 * never appended to it: a journal with articles gets more words than one without, and a shared document would push
 * the journals without articles down. See engine/works-index.ts and engine/score-works.ts.
 */
export const worksSettings = {
  /** The newest articles read per journal, and of those the ones whose abstract is read (cut to abstractWords). */
  articlesPerJournal: 100,
  abstractsPerJournal: 20,
  abstractWords: 80,
  /** An article counts a word once: in its title or keywords in full, only in its abstract at this share. */
  abstractShare: 0.5,
  /**
   * A word's weight in a journal is the share of its articles that use it, shrunk toward 0 as if this many more
   * articles did not (one article says little of a journal), saturated so half the weight is reached at halfShare.
   */
  priorArticles: 5,
  halfShare: 0.1,
  /** The journal keeps its most frequent words only: the index stays within its memory budget. */
  termsPerJournal: 300,
  /** OpenAlex topics (named by their words, weighted by the share of the journal's works in each) beside articles. */
  topicWeight: 0.5,
  /**
   * A journal with n works (articles read, or the works its topics were counted over): n^s / (n^s + h^s) of its
   * relevance is what it publishes (h shareHalfAt, s shareSteepness), at most shareCap, the rest its metadata
   * (works-share.ts); a journal with none keeps its metadata relevance as it is (its unknown evidence is taken to agree
   * with it). Two works are nothing of its relevance, fifteen half, fifty most.
   */
  shareHalfAt: 15,
  shareSteepness: 3,
  shareCap: 0.8,
  /**
   * The evidence is divided by the best journal's for this query, but never by less than this share of the evidence
   * a journal using every word of the abstract would get: with few journals holding articles, the best of them must
   * not count as a full match when its articles hardly match.
   */
  floorShare: 0.1,
};
