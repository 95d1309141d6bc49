import {stopServer} from './server';

export default async function globalTeardown(): Promise<void> {
  stopServer(Number(process.env.E2E_SERVER_PID));
}
