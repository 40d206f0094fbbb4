/**
 * Contract tests: every call the storefront makes (the commerce and content `url` values), and the
 * account and checkout calls the shop needs, run through the proxies against
 * the real sandbox (a child process on its own port, with a fresh temporary
 * database), checking the response shapes the storefront relies on: every successful commerce and general
 * answer is parsed with its schema from responses.ts (the storefront's response types are inferred from the
 * same schemas), so a type that drifts from what the back-end sends fails here.
 *
 * One file, one sandbox: the groups of calls live in the *.suite.ts modules beside it, run here in order,
 * so that the last check sees every call the others parsed.
 */
import { COMMERCE_RESPONSE_CALLS } from '../responses';
import { accountAndCheckoutCalls } from './accountAndCheckout.suite';
import { Browser, parsedCalls } from './browser';
import { commerceReadCalls } from './commerceReads.suite';
import { commerceWriteCalls } from './commerceWrites.suite';
import { contractSandbox } from './contractSandbox';
import { generalAndContentCalls } from './generalAndContent.suite';
import { sandboxFaultTests } from './sandboxFaults.suite';

jest.setTimeout(60_000);

const contract = contractSandbox();

describe('the spec’s call table, through the proxies, against the sandbox', () => {
  const browser = new Browser(contract);

  afterAll(() => browser.expectTokenNeverSent());

  commerceReadCalls(browser);
  commerceWriteCalls(browser, contract);
  generalAndContentCalls(browser, contract);
});

accountAndCheckoutCalls(contract);

describe('the response schemas the storefront’s types come from', () => {
  test('every commerce call with a response schema had a real answer parsed with it above', () => {
    expect(COMMERCE_RESPONSE_CALLS.filter((call) => !parsedCalls.has(call))).toEqual([]);
  });
});

sandboxFaultTests(contract);
