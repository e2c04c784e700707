/**
 * Which database errors are an outage (503, retried at start) and which are the request's or the
 * code's (their own status), and the reason a person running the server reads (docs/decisions/103).
 */
import { describe, expect, it } from 'vitest';
import { connectionFailureReason, isConnectionFailure } from '../../../server/db/connection-errors.ts';

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
/** What Drizzle throws around the driver's error. */
const failedQuery = (cause: unknown) => Object.assign(new Error('Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"\nparams: '), { cause });
/** What node throws when localhost resolves to ::1 and 127.0.0.1 and both refuse: no message of its own. */
const bothRefused = () => Object.assign(new AggregateError([coded('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'), coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')], ''), { code: 'ECONNREFUSED' });

describe('isConnectionFailure', () => {
  it.each([
    ['a refused connection', coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a refused connection wrapped by Drizzle', failedQuery(coded('connect ECONNREFUSED 10.0.0.5:5432', 'ECONNREFUSED'))],
    ['both addresses of localhost refused', failedQuery(bothRefused())],
    ['a connection reset', coded('read ECONNRESET', 'ECONNRESET')],
    ['a connection timed out', coded('connect ETIMEDOUT 10.0.0.5:5432', 'ETIMEDOUT')],
    ['an unknown host', coded('getaddrinfo ENOTFOUND db.internal', 'ENOTFOUND')],
    ["the pool's connection timeout", new Error('timeout exceeded when trying to connect')],
    ['a query that got no answer in time', new Error('Query read timeout')],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    ['a client whose connection broke', new Error('Client has encountered a connection error and is not queryable')],
    ['SQLSTATE 08006 connection failure', coded('connection failure', '08006')],
    ['SQLSTATE 08001 cannot establish', coded('could not connect', '08001')],
    ['SQLSTATE 57P01 admin shutdown', coded('terminating connection due to administrator command', '57P01')],
    ['SQLSTATE 57P03 starting up', coded('the database system is starting up', '57P03')],
    ['SQLSTATE 53300 too many connections', coded('sorry, too many clients already', '53300')],
    ['PGlite closed', new Error('PGlite is closed')],
    ['PGlite aborted', new Error('Aborted(). Build with -sASSERTIONS for more info.')],
  ])('%s is an outage', (_name, error) => {
    expect(isConnectionFailure(error)).toBe(true);
  });

  it.each([
    ['a unique violation', coded('duplicate key value violates unique constraint', '23505')],
    ['a foreign key violation', failedQuery(coded('insert or update violates foreign key constraint', '23503'))],
    ['a wrong password', coded('password authentication failed for user "app"', '28P01')],
    ['a missing database', coded('database "caudal" does not exist', '3D000')],
    ['a syntax error', coded('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('%s is not', (_name, error) => {
    expect(isConnectionFailure(error)).toBe(false);
  });
});

describe('connectionFailureReason', () => {
  it("gives the driver's words, not Drizzle's failed query", () => {
    expect(connectionFailureReason(failedQuery(coded('connect ECONNREFUSED 10.0.0.5:5432', 'ECONNREFUSED')))).toBe('connect ECONNREFUSED 10.0.0.5:5432');
  });

  it('names both addresses when localhost refused twice', () => {
    expect(connectionFailureReason(failedQuery(bothRefused()))).toBe('connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432');
  });

  it("names PGlite's file system error, which has no message", () => {
    expect(connectionFailureReason({ name: 'ErrnoError', errno: 54 })).toBe('ErrnoError 54 (the folder cannot be opened as a database)');
  });

  it('adds the code when the message lacks it', () => {
    expect(connectionFailureReason(coded('the database system is starting up', '57P03'))).toBe('the database system is starting up (57P03)');
  });
});
