// A server type as the browser receives it through JSON: every Date becomes its ISO text (JSON.stringify calls
// toISOString), in nested objects and arrays too. Client code states an answer's shape as `JsonOf<ServerType>`
// instead of restating the server's fields.
export type JsonOf<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? JsonOf<Item>[]
    : T extends object
      ? { [Key in keyof T]: JsonOf<T[Key]> }
      : T;
