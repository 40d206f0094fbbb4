import { requestIdFrom, validRequestId } from './requestId';

describe('request ids', () => {
  it('keeps an incoming id of safe characters', () => {
    expect(validRequestId('5f0c1e2a-9b7d-4c1e-8f00-1234567890ab')).toBe('5f0c1e2a-9b7d-4c1e-8f00-1234567890ab');
    expect(requestIdFrom(['nginx.1:abc@x', 'second'])).toBe('nginx.1:abc@x');
  });

  it('replaces a missing, empty, unsafe or oversized id with a fresh UUID', () => {
    for (const bad of [undefined, '', 'a b', 'x\r\ny', 'é', 'x'.repeat(129)]) {
      expect(validRequestId(bad)).toBeUndefined();
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});
