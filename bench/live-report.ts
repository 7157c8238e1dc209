import type { LiveResult } from './live';
import { table } from './table';

export function reportLive(result: LiveResult): void {
  if ('skipped' in result) {
    console.log(`\nLive events: skipped, ${result.skipped}`);
    return;
  }
  console.log(`\nLive events on ${result.database}: ${result.sockets.toLocaleString('en')} websockets open on one server, an announcement to ${result.fanOut} of them, ${result.rounds} times`);
  console.log(
    table(
      ['measurement', 'p50 ms', 'p99 ms', 'max ms'],
      [
        ['request → event on each socket', result.deliveryMs.p50, result.deliveryMs.p99, result.deliveryMs.max],
        ['the announcement request itself', result.requestMs.p50, result.requestMs.p99, ''],
      ],
    ),
  );
  console.log(`server memory per open socket: ${result.rssPerSocketKiB} KiB (resident, before and after connecting)`);
}
