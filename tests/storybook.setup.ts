/**
 * Setup of the story tests (vitest.config.ts). Testing Library's `waitFor` and `findBy…` give up after 1 s by
 * default: a story whose overlay closes after its 400 ms timer plus its exit animation failed that way when the
 * machine was busy. They resolve as soon as their condition holds, so a longer limit costs a passing story
 * nothing and keeps a slow run from failing a story that is right.
 */
import { configure } from 'storybook/test';

const ASYNC_UTIL_TIMEOUT_MS = 5_000;

configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });
