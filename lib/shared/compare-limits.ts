// How many journals a comparison holds: two to four (the API's rule, the tray's and the compare page's).
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;
