export declare const serverNodeArguments: string[];
export declare function serverEnvironment(base: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
