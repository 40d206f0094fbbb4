import '@testing-library/jest-dom';

// jsdom does not play media (https://github.com/jsdom/jsdom/issues/2155): its play() and pause() report
// "Not implemented" through console.error. Videos in tests behave as a browser that plays them;
// a test of a blocked autoplay mocks play() to reject.
if (typeof window !== 'undefined' && typeof HTMLMediaElement !== 'undefined') {
  Object.defineProperty(HTMLMediaElement.prototype, 'play', {
    configurable: true,
    writable: true,
    value: () => Promise.resolve(),
  });
  Object.defineProperty(HTMLMediaElement.prototype, 'pause', { configurable: true, writable: true, value: () => {} });
}
