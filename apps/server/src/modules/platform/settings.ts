import { eq } from 'drizzle-orm';
import type { PlatformSettingsValues, PlatformStatus } from '@pharmacy/shared/schemas/platform';
import type { Db } from '../../db/client';
import { platformSettings } from '../../db/schema';
import { clockNow } from '../../db/schema/clock';
import { writeAudit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';

/** The switches as every process applies them (dates as Date for the gate, as ISO in the answer). */
export interface PlatformSettings {
  maintenance: boolean;
  message: string;
  until: Date | null;
  launchAt: Date | null;
  updatedAt: Date;
}

const SETTINGS_COLUMNS = {
  maintenance: platformSettings.maintenance,
  message: platformSettings.maintenanceMessage,
  until: platformSettings.maintenanceUntil,
  launchAt: platformSettings.launchAt,
  updatedAt: platformSettings.updatedAt,
};

const OFF: PlatformSettings = { maintenance: false, message: '', until: null, launchAt: null, updatedAt: new Date(0) };

export async function readPlatformSettings(db: Db): Promise<PlatformSettings> {
  const [row] = await db
    .select(SETTINGS_COLUMNS)
    .from(platformSettings)
    .where(eq(platformSettings.id, 1));
  return row ?? OFF;
}

export function presentStatus(settings: PlatformSettings): PlatformStatus {
  return {
    maintenance: settings.maintenance,
    message: settings.message,
    until: settings.until?.toISOString() ?? null,
    launchAt: settings.launchAt?.toISOString() ?? null,
    updatedAt: settings.updatedAt.toISOString(),
  };
}

/**
 * Each process keeps the switches for `ttlMs`: the gate runs on every request and must not cost a round trip, and
 * every process, reading the same row, follows an admin's change within that time. One read at a time refreshes it.
 */
export function createSettingsCache(db: Db, ttlMs: number) {
  let value: PlatformSettings | null = null;
  let readAt = 0;
  let reading: Promise<PlatformSettings> | null = null;
  return {
    async get(): Promise<PlatformSettings> {
      if (value && Date.now() - readAt < ttlMs) return value;
      reading ??= readPlatformSettings(db)
        .then((fresh) => {
          value = fresh;
          readAt = Date.now();
          return fresh;
        })
        .finally(() => {
          reading = null;
        });
      // A failed read keeps the last known switches rather than failing every request.
      return value ? reading.catch(() => value!) : reading;
    },
    /** After a change on this process: its next request sees it at once. */
    forget(): void {
      readAt = 0;
    },
  };
}
export type SettingsCache = ReturnType<typeof createSettingsCache>;

/** An admin's change, audited; a maintenance end must be in the future. The row exists from the migration on. */
export async function savePlatformSettings(db: Db, adminId: string, input: PlatformSettingsValues): Promise<PlatformSettings> {
  const until = input.until ? new Date(input.until) : null;
  if (input.maintenance && until && until.getTime() <= Date.now()) throw badRequest('The expected end must be in the future.', { until: 'validation.future' });
  const launchAt = input.launchAt ? new Date(input.launchAt) : null;
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(platformSettings)
      .set({ maintenance: input.maintenance, maintenanceMessage: input.message, maintenanceUntil: until, launchAt, updatedBy: adminId, updatedAt: clockNow })
      .where(eq(platformSettings.id, 1))
      .returning(SETTINGS_COLUMNS);
    await writeAudit(tx, {
      actorId: adminId,
      action: 'platform.settings_changed',
      entityType: 'platform',
      entityId: 'settings',
      detail: { maintenance: input.maintenance, until: until?.toISOString() ?? null, launchAt: launchAt?.toISOString() ?? null },
    });
    return saved!;
  });
}
