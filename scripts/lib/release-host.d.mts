import type { Server } from 'node:http';
import type { AppName } from './apps.mjs';

export function startReleaseHost(options: {
  root: string;
  app: AppName;
  port: number;
  host?: string;
}): Promise<Server>;
