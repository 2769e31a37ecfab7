import type { Logger } from './context';
import { redactFields, redactPath } from './http/redact';

type Level = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function parseLevel(value: string | undefined, fallback: Level): Level {
  return value !== undefined && value in ORDER ? (value as Level) : fallback;
}

/**
 * JSON lines on stdout (one object per line: time, level, msg, ...fields), so a log shipper can parse
 * them without a pattern. LOG_LEVEL picks the threshold; under Vitest it defaults to `silent`.
 */
export function createLogger(
  level: string | undefined = process.env.LOG_LEVEL,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const threshold = ORDER[parseLevel(level, process.env.VITEST ? 'silent' : 'info')];
  const emit = (lvl: Exclude<Level, 'silent'>, msg: string, fields?: Record<string, unknown>): void => {
    if (ORDER[lvl] < threshold) return;
    // Every line is scrubbed here, so no caller can leak a token or a password into the logs.
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg: redactPath(msg), ...(redactFields(fields ?? {}) as object) }));
  };
  return {
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
  };
}
