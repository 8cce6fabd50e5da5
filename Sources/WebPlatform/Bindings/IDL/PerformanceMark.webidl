// PerformanceMark and PerformanceMeasure, as User Timing declares them
// (https://w3c.github.io/user-timing/#performancemark). PerformanceMark's constructor (its
// options' `detail` is structured-cloned) is hand-written.

[Exposed=(Window,Worker)]
interface PerformanceMark : PerformanceEntry {
  [Custom] constructor(DOMString markName, optional PerformanceMarkOptions markOptions = {});
  readonly attribute any detail;
};

[Exposed=(Window,Worker)]
interface PerformanceMeasure : PerformanceEntry {
  readonly attribute any detail;
};
