// The `stopword` package ships no types; only the two lists the recommender reads are declared.
declare module 'stopword' {
  export const eng: string[];
  export const ind: string[];
}
