// Development: the API with reload on API_PORT (3001) and Vite with hot reload on 3000, proxying /api.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('node_modules/.bin/tsx', ['watch', 'apps/server/src/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('node_modules/.bin/vite', ['--config', 'apps/web/vite.config.ts', 'apps/web'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
