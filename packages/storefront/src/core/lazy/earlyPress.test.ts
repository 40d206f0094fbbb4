import { EARLY_PRESS_SCRIPT, PRESS_QUEUE, replayHeldPresses, takePresses } from './earlyPress';

describe('presses before the page’s code', () => {
  beforeAll(() => {
    // As the page's head runs it.
    window.eval(EARLY_PRESS_SCRIPT);
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('are held inside a part waiting for its code: default prevented, reaching nothing else, queued for the part', () => {
    document.body.innerHTML =
      '<div data-on-use="pending"><label><input type="radio" name="s" value="38">38</label></div>' +
      '<div data-on-use="pending"><button type="button">Add</button></div>';
    const [sizes, add] = [...document.querySelectorAll('[data-on-use]')] as HTMLElement[];
    const seen = jest.fn();
    const told = jest.fn();
    sizes!.addEventListener('click', seen);
    sizes!.addEventListener('passo:press', told);
    document.querySelector('label')!.click();
    expect(document.querySelector('input')!.checked).toBe(false);
    expect(seen).not.toHaveBeenCalled();
    expect(told).toHaveBeenCalledTimes(1);
    document.querySelector('button')!.click();
    expect(takePresses(sizes!)).toEqual([document.querySelector('label')]);
    expect(takePresses(sizes!)).toEqual([]);
    expect(takePresses(add!)).toEqual([document.querySelector('button')]);
  });

  it('leave a link inside such a part to the browser: it is followed, not held', () => {
    document.body.innerHTML =
      '<div data-on-use="pending"><label><input type="checkbox"> I accept the ' +
      '<a href="#privacy" target="_blank"><span>privacy policy</span></a></label></div>';
    const part = document.querySelector('[data-on-use]')!;
    const told = jest.fn();
    part.addEventListener('passo:press', told);
    const link = document.querySelector('span')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(told).not.toHaveBeenCalled();
    expect(takePresses(part)).toEqual([]);
  });

  it('are left alone outside such parts once the page has hydrated, and once the part is interactive', () => {
    document.documentElement.dataset.hydrated = '';
    try {
      document.body.innerHTML =
        '<label><input type="radio" name="s" value="38">38</label><div data-on-use=""><button>Go</button></div>' +
        '<button id="menu">Menu</button>';
      document.querySelector('label')!.click();
      expect(document.querySelector('input')!.checked).toBe(true);
      const clicked = jest.fn();
      for (const button of document.querySelectorAll('button')) button.addEventListener('click', clicked);
      for (const button of document.querySelectorAll('button')) button.click();
      expect(clicked).toHaveBeenCalledTimes(2);
      expect(takePresses(document.body)).toEqual([]);
    } finally {
      delete document.documentElement.dataset.hydrated;
    }
  });

  it('hold a button outside any part before the page hydrates, and press it again once it has, in order', () => {
    jest.useFakeTimers();
    try {
      document.body.innerHTML =
        '<header><button id="menu"><svg><path/></svg></button><button id="search">Search</button></header>' +
        '<label><input type="checkbox"> Remember</label>';
      const pressed: string[] = [];
      for (const button of document.querySelectorAll('button'))
        button.addEventListener('click', () => pressed.push(button.id));
      // A press on the menu's icon (an SVG element), then on search: held, nothing reached.
      document.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      document.querySelector<HTMLElement>('#search')!.click();
      // Not a button: left to the browser.
      document.querySelector('label')!.click();
      expect(document.querySelector('input')!.checked).toBe(true);
      expect(pressed).toEqual([]);

      document.documentElement.dataset.hydrated = '';
      const stop = replayHeldPresses();
      jest.runOnlyPendingTimers();
      expect(pressed).toEqual(['menu']);
      jest.runOnlyPendingTimers();
      expect(pressed).toEqual(['menu', 'search']);
      jest.runAllTimers();
      expect(pressed).toEqual(['menu', 'search']);
      expect((window as unknown as Record<string, unknown[]>)[PRESS_QUEUE]).toEqual([]);
      stop();
    } finally {
      delete document.documentElement.dataset.hydrated;
      jest.useRealTimers();
    }
  });

  it('leave presses inside a part to the part when replaying the page’s own', () => {
    jest.useFakeTimers();
    try {
      document.body.innerHTML = '<div data-on-use="pending"><button id="add">Add</button></div>';
      const pressed = jest.fn();
      document.querySelector('#add')!.addEventListener('click', pressed);
      document.querySelector<HTMLElement>('#add')!.click();
      document.documentElement.dataset.hydrated = '';
      replayHeldPresses();
      jest.runAllTimers();
      expect(pressed).not.toHaveBeenCalled();
      expect(takePresses(document.querySelector('[data-on-use]')!)).toEqual([document.querySelector('#add')]);
    } finally {
      delete document.documentElement.dataset.hydrated;
      jest.useRealTimers();
    }
  });

  it('keep a form from being sent by the browser before the page is hydrated, and leave it to the code after', () => {
    document.body.innerHTML = '<form><input name="password" value="secret"><button>Sign in</button></form>';
    const form = document.querySelector('form')!;
    const submit = () => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(submit()).toBe(true);
    document.documentElement.dataset.hydrated = '';
    try {
      expect(submit()).toBe(false);
    } finally {
      delete document.documentElement.dataset.hydrated;
    }
  });
});
