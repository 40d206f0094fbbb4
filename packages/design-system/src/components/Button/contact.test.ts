import { contactHref, isValidEmail, normalizePhone, resolveHref } from './contact';

describe('email rule', () => {
  it.each(['ada@example.com', 'first.last+shoes@mail.example.it', "o'neil@example.co.uk"])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada example@x.com', 'ada@-example.com', 'ada@@example.com'])(
    'refuses %s',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});

describe('phone rule', () => {
  it.each([
    ['+39 02 1234 5678', '+390212345678'],
    ['(02) 1234-5678', '0212345678'],
    ['+44 20 7946 0958', '+442079460958'],
    ['333.123.4567', '3331234567'],
  ])('accepts %s as %s', (phone, normalized) => {
    expect(normalizePhone(phone)).toBe(normalized);
  });

  it.each(['12345', '+39 0', 'call me', '+0 123 456 789', '1234567890123456', '+39 02 1234 5678 ext 2'])(
    'refuses %s',
    (phone) => {
      expect(normalizePhone(phone)).toBeNull();
    },
  );
});

describe('contact links', () => {
  it('makes mailto: and tel: links', () => {
    expect(contactHref({ email: 'care@passo.example' })).toBe('mailto:care@passo.example');
    expect(contactHref({ phone: '+39 02 1234 5678' })).toBe('tel:+390212345678');
    expect(contactHref({ href: '/en-it' })).toBe('/en-it');
  });

  it('raises a clear error for an invalid email or phone in development', () => {
    expect(() => resolveHref({ email: 'care@' })).toThrow('Button: email "care@" is not a valid e-mail address');
    expect(() => resolveHref({ phone: '123' })).toThrow('Button: phone "123" is not a valid phone number');
    expect(() => resolveHref({ href: '/', email: 'a@b.co' })).toThrow('give only one of href, email or phone');
  });

  it('logs instead of throwing in production, and renders no link', () => {
    const env = process.env as Record<string, string | undefined>;
    const before = env.NODE_ENV;
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    env.NODE_ENV = 'production';
    try {
      expect(resolveHref({ email: 'care@' })).toBeUndefined();
      expect(error).toHaveBeenCalledWith(expect.objectContaining({ name: 'ButtonContactError' }));
    } finally {
      env.NODE_ENV = before;
      error.mockRestore();
    }
  });
});
