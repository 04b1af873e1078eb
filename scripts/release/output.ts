/** Where the release tool writes (tests capture it). */
export interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
}
