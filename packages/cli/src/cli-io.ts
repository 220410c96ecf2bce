export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}
