import { watchConnection } from './connection-watcher.js';

function browserOnline(initially: boolean) {
  const state = { online: initially };
  const events = new EventTarget();
  const handlers = { onLost: jest.fn(), onBack: jest.fn() };
  const stop = watchConnection(handlers, { isOnline: () => state.online, events });
  return { state, events, handlers, stop };
}

describe('watchConnection', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('notices a lost and a returned connection within a second, without any event', () => {
    const { state, handlers } = browserOnline(true);

    state.online = false;
    jest.advanceTimersByTime(999);
    expect(handlers.onLost).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(handlers.onLost).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(5000);
    state.online = true;
    jest.advanceTimersByTime(1000);
    expect(handlers.onLost).toHaveBeenCalledTimes(1);
    expect(handlers.onBack).toHaveBeenCalledTimes(1);
  });

  it('reports a missing connection at the start', () => {
    const { handlers } = browserOnline(false);
    expect(handlers.onLost).toHaveBeenCalledTimes(1);
    expect(handlers.onBack).not.toHaveBeenCalled();
  });

  it('follows the browser’s events at once, each change once', () => {
    const { state, events, handlers } = browserOnline(true);

    state.online = false;
    events.dispatchEvent(new Event('offline'));
    expect(handlers.onLost).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000);
    expect(handlers.onLost).toHaveBeenCalledTimes(1);
  });

  it('stops watching when told to', () => {
    const { state, events, handlers, stop } = browserOnline(true);

    stop();
    state.online = false;
    events.dispatchEvent(new Event('offline'));
    jest.advanceTimersByTime(1000);

    expect(handlers.onLost).not.toHaveBeenCalled();
  });
});
