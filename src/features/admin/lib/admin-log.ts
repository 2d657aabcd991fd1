export type AdminLogLevel = 'info' | 'success' | 'error';

/** One line of the build log. */
export interface AdminLogEntry {
  id: number;
  /** ISO instant */
  timestamp: string;
  site: string;
  message: string;
  level: AdminLogLevel;
}

let nextId = 1;

export function createLogEntry(site: string, level: AdminLogLevel, message: string, now: Date = new Date()): AdminLogEntry {
  return { id: nextId++, timestamp: now.toISOString(), site, message, level };
}
