#!/usr/bin/env node
/**
 * `passo-sandbox`: runs the sandbox server (TypeScript, through tsx's loader,
 * in this one process so signals reach it directly). Configuration: see the
 * README's Sandbox guide.
 */
import { register } from 'tsx/esm/api';

register();
await import('../src/server.ts');
