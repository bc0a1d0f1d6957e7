import type { Server } from 'node:http';

export interface StaticServerOptions {
  dir: string;
  port: number;
  host?: string;
  spa?: boolean;
  appConfig?: unknown;
}

export function startStaticServer(options: StaticServerOptions): Promise<Server>;
