// IdleDeadline, as requestIdleCallback declares it
// (https://w3c.github.io/requestidlecallback/#the-idledeadline-interface).

[Exposed=Window]
interface IdleDeadline {
  DOMHighResTimeStamp timeRemaining();
  readonly attribute boolean didTimeout;
};
