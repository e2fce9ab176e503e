export declare const STACKS: {
  fixture: { port: number; migrations: string };
  app: { port: number; migrations: string };
};
