import { errorStatus } from './statusCode';

describe('the error page status', () => {
  it('takes statusCode first', () => expect(errorStatus({ statusCode: 404, status: 410 }, 502)).toBe(404));
  it('then status', () => expect(errorStatus({ status: 410 }, 502)).toBe(410));
  it('then the response status', () => expect(errorStatus(new Error('x'), 503)).toBe(503));
  it('defaults to 500', () => {
    expect(errorStatus(undefined)).toBe(500);
    expect(errorStatus({ statusCode: 200 }, 200)).toBe(500);
  });
});
