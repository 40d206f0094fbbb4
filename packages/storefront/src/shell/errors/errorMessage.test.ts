import { errorMessage } from './errorMessage';

describe('the message of a route error', () => {
  it("is the error's message", () => {
    expect(errorMessage(new Error('Loading the cart failed'), 500, false)).toBe('Loading the cart failed');
    expect(errorMessage({ message: ' Not allowed ', statusCode: 403 }, 403, true)).toBe('Not allowed');
  });

  it('is kept in the log for a server error raised on the server (it can name the back-ends)', () => {
    expect(errorMessage(new Error('connect ECONNREFUSED 10.0.0.3:4010'), 500, true)).toBeNull();
  });

  it('is nothing when the error has none', () => {
    expect(errorMessage(undefined)).toBeNull();
    expect(errorMessage({ message: '' })).toBeNull();
  });
});
