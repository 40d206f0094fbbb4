/** Test helpers: a recording fake back-end and a bare node:http mount of the proxies. */
export {
  defaultResponder,
  startFakeUpstream,
  type FakeReply,
  type FakeUpstream,
  type RecordedHit,
} from './fakeUpstream';
export { mountProxies, type MountedProxy } from './mount';
export { freePort, repoRoot, startSandboxProcess, type SandboxProcess } from './sandboxProcess';
